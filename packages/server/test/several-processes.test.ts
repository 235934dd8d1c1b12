import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

// Two real server processes (src/main.ts under tsx) on one new PostgreSQL database, started at the same moment, as
// behind a load balancer. Needs TEST_DATABASE_URL (PGlite is one process by design).
const adminUrl = process.env.TEST_DATABASE_URL;
const serverRoot = path.resolve(import.meta.dirname, '..');

interface RunningServer {
  origin: string;
  process: ChildProcess;
}

function startServer(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve({ origin: match[1].replace('localhost', '127.0.0.1'), process: child });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

const post = (origin: string, url: string, body: unknown, token?: string) =>
  fetch(`${origin}/v1${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

describe.skipIf(!adminUrl)('several server processes on one PostgreSQL', () => {
  const name = `${process.env.TEST_DATABASE_PREFIX ?? 'wellness_'}procs_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wellness-procs-'));
  let servers: RunningServer[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: url.toString(),
      PORT: '0',
      // One secret for the deployment: a token issued by one process is valid on the other.
      SESSION_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'http://app.test',
      AUTH_RATE_LIMIT_MAX: '3',
      AUTH_RATE_LIMIT_WINDOW: '10m',
      WEB_DIST: path.join(dataDir, 'no-web-build'),
    };
    // Both migrate and seed an empty database at once: one waits for the other (start-up lock).
    servers = await Promise.all([
      startServer({ ...env, DATA_DIR: path.join(dataDir, 'a') }),
      startServer({ ...env, DATA_DIR: path.join(dataDir, 'b') }),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => {
            server.process.once('exit', () => resolve());
            server.process.kill('SIGTERM');
          }),
      ),
    );
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  test('a rate limit counts the attempts made on either process', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const attempt = (server: RunningServer) =>
      post(server.origin, '/user/forgotPassword', { email: 'nobody@example.com' });
    expect((await attempt(a)).status).toBe(404);
    expect((await attempt(b)).status).toBe(404);
    expect((await attempt(a)).status).toBe(404);
    // The fourth attempt, wherever it lands, is over the limit of 3.
    expect((await attempt(b)).status).toBe(429);
    expect((await attempt(a)).status).toBe(429);
  });

  test('a member signed in through one process is signed in on the other, and signed out on both', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const login = await post(a.origin, '/user/login', {
      email: 'demo@wellness.example',
      password: 'Demo@1234',
    });
    expect(login.status).toBe(200);
    const { data } = (await login.json()) as { data: { token: string } };
    const profile = (server: RunningServer) => post(server.origin, '/user/profile/view', {}, data.token);
    expect((await profile(b)).status).toBe(200);
    expect((await post(b.origin, '/user/logout', {}, data.token)).status).toBe(200);
    expect((await profile(a)).status).toBe(401);
  });

  test('a cached shared list is invalidated on both processes by a change made through either', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const login = await post(a.origin, '/user/login', {
      email: 'demo@wellness.example',
      password: 'Demo@1234',
    });
    const { data } = (await login.json()) as { data: { token: string } };
    const auth = { authorization: `Bearer ${data.token}` };
    const seatsLeft = async (server: RunningServer) => {
      const response = await fetch(`${server.origin}/v1/user/event/listUpcoming`, { headers: auth });
      const list = ((await response.json()) as { data: { uuid: string; name: string; quantity: number }[] })
        .data;
      return list.find((e) => e.name === 'Strength and Balance After 60') as {
        uuid: string;
        quantity: number;
      };
    };
    // Each process answers (and keeps) the list.
    const before = await seatsLeft(a);
    expect(await seatsLeft(b)).toEqual(before);
    expect(await seatsLeft(a)).toEqual(before);

    const registered = await post(
      b.origin,
      '/user/event/register',
      { eventUuid: before.uuid, quantity: 2 },
      data.token,
    );
    expect(registered.status).toBe(200);
    // A kept the list before B's registration; its next answer shows the seats taken.
    expect((await seatsLeft(a)).quantity).toBe(before.quantity - 2);
    expect((await seatsLeft(b)).quantity).toBe(before.quantity - 2);

    const cancelled = await fetch(`${a.origin}/v1/user/event/register/cancel`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ eventUuid: before.uuid }),
    });
    expect(cancelled.status).toBe(200);
    expect((await seatsLeft(b)).quantity).toBe(before.quantity);
    expect((await seatsLeft(a)).quantity).toBe(before.quantity);
  });
});
