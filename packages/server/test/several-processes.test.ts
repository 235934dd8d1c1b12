import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { useS3rver } from './support/s3.js';

// Two real server processes (src/main.ts under tsx) on one new PostgreSQL database, started at the same moment, as
// behind a load balancer, each with its own DATA_DIR (as on two machines) and uploads in one S3-compatible bucket.
// Needs TEST_DATABASE_URL (PGlite is one process by design).
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

/**
 * What one process changes reaches the other's memory through PostgreSQL's notifications (delivered at the commit;
 * milliseconds here): a check made on the other process right after the answer waits for it, boundedly.
 */
async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, attempts = 200): Promise<T> {
  // Bounded by reads, not by the clock: another process's memory cannot be awaited, only read again.
  for (let attempt = 1; ; attempt += 1) {
    const value = await read();
    if (ok(value) || attempt >= attempts) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const post = (origin: string, url: string, body: unknown, token?: string) =>
  fetch(`${origin}/v1${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

describe.skipIf(!adminUrl)('several server processes on one PostgreSQL', () => {
  // Registered first: the bucket runs before the servers start.
  const s3 = useS3rver();
  const name = `${process.env.TEST_DATABASE_PREFIX ?? 'wellness_'}procs_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wellness-procs-'));
  let servers: RunningServer[] = [];
  let databaseUrl = '';
  /** A live session of the demo member (set by the sign-in test). */
  let memberToken = '';

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
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
      ...s3.env,
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
    const profile = async (server: RunningServer) =>
      (await post(server.origin, '/user/profile/view', {}, data.token)).status;
    // Both processes keep the live session in memory (no database read per call)…
    expect(await profile(b)).toBe(200);
    expect(await profile(a)).toBe(200);
    expect(await profile(a)).toBe(200);
    // …and a logout through B ends it on A as soon as PostgreSQL's notification arrives there.
    expect((await post(b.origin, '/user/logout', {}, data.token)).status).toBe(200);
    expect(await profile(b)).toBe(401);
    expect(
      await eventually(
        () => profile(a),
        (status) => status === 401,
      ),
    ).toBe(401);

    // A password change through A ends the member's other sessions on B.
    const signIn = async (server: RunningServer) =>
      (
        (await (
          await post(server.origin, '/user/login', { email: 'demo@wellness.example', password: 'Demo@1234' })
        ).json()) as { data: { token: string } }
      ).data.token;
    const [kept, other] = [await signIn(a), await signIn(b)];
    // Sign-ins are rate limited (3 here): the next tests use the session kept through the password change.
    memberToken = kept;
    const view = async (server: RunningServer, token: string) =>
      (await post(server.origin, '/user/profile/view', {}, token)).status;
    expect(await view(b, other)).toBe(200);
    const changed = await fetch(`${a.origin}/v1/user/password/change`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${kept}` },
      body: JSON.stringify({
        oldPassword: 'Demo@1234',
        newPassword: 'Demo@1234',
        confirmPassword: 'Demo@1234',
      }),
    });
    if (changed.status === 200) {
      expect(
        await eventually(
          () => view(b, other),
          (status) => status === 401,
        ),
      ).toBe(401);
      expect(await view(a, kept)).toBe(200);
    }
  });

  test('a cached shared list is invalidated on both processes by a change made through either', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const data = { token: memberToken };
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
    // A kept the list before B's registration; once B's change is notified, A's answer shows the seats taken.
    expect((await seatsLeft(b)).quantity).toBe(before.quantity - 2);
    expect(
      (
        await eventually(
          () => seatsLeft(a),
          (e) => e.quantity === before.quantity - 2,
        )
      ).quantity,
    ).toBe(before.quantity - 2);

    const cancelled = await fetch(`${a.origin}/v1/user/event/register/cancel`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ eventUuid: before.uuid }),
    });
    expect(cancelled.status).toBe(200);
    expect((await seatsLeft(a)).quantity).toBe(before.quantity);
    expect(
      (
        await eventually(
          () => seatsLeft(b),
          (e) => e.quantity === before.quantity,
        )
      ).quantity,
    ).toBe(before.quantity);
  });

  test('a job runs once although both processes look for due jobs', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      // Registrations and cancellations through either process each queue a mail (a durable job); both processes
      // poll for due jobs every second and race for them.
      const data = { token: memberToken };
      const { rows: upcoming } = await db.query<{ id: string }>(
        `select id from events where status = 'upcoming' and end_time > now() and name = 'Strength and Balance After 60'`,
      );
      const eventUuid = upcoming[0]!.id;
      for (const [index, server] of [a, b, a, b].entries()) {
        const body = JSON.stringify({ eventUuid, ...(index % 2 === 0 ? { quantity: 1 } : {}) });
        const response = await fetch(
          `${server.origin}/v1/user/event/register${index % 2 === 0 ? '' : '/cancel'}`,
          {
            method: index % 2 === 0 ? 'POST' : 'PATCH',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
            body,
          },
        );
        expect(response.status).toBe(200);
      }
      const mailJobs = async () =>
        (
          await db.query<{ key: string; attempts: number; done: boolean }>(
            `select key, attempts, done_at is not null as done from jobs where key like 'mail:registered:%' or key like 'mail:cancelled:%'`,
          )
        ).rows;
      const jobs = await eventually(
        mailJobs,
        (rows) => rows.length >= 4 && rows.every((r) => r.done),
        20_000,
      );
      expect(jobs.length).toBeGreaterThanOrEqual(4);
      for (const job of jobs) {
        expect(job.done).toBe(true);
        expect(job.attempts).toBe(1);
      }
      // Each job's mail was sent once: as many mails to the member as jobs, none twice.
      const { rows: mails } = await db.query<{ n: string }>(
        `select count(*) as n from mail_outbox where "to" = 'demo@wellness.example' and (subject ilike '%regist%' or subject ilike '%cancel%')`,
      );
      expect(Number(mails[0]!.n)).toBe(jobs.length);
    } finally {
      await db.end();
    }
  }, 60_000);

  test('an upload made through either process is served by the other (each has its own DATA_DIR)', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const auth = { authorization: `Bearer ${memberToken}` };
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    const avatar = new FormData();
    avatar.append('image', new Blob([png], { type: 'image/png' }), 'me.png');
    const updated = await fetch(`${a.origin}/v1/user/profile/update`, {
      method: 'PATCH',
      headers: auth,
      body: avatar,
    });
    expect(updated.status).toBe(200);
    const { image } = ((await updated.json()) as { data: { image: string } }).data;
    const served = await fetch(`${b.origin}${image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=2592000, immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    // A private file stored through B is read through A, by its owner only.
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const application = new FormData();
    for (const [field, value] of Object.entries({
      category: 'Reversal',
      ageGroup: 'Youth',
      numberOfHours: '4',
      mentoringChannel: 'online',
      areaOfMentoring: 'Diet',
      mobile: '5551234567',
    }))
      application.append(field, value);
    const packageList = await fetch(`${a.origin}/v1/user/package/list`, { headers: auth });
    const { data: packageRows } = (await packageList.json()) as { data: { uuid: string; name: string }[] };
    application.append('experience', 'Ten years as a diabetes educator.');
    application.append('reasonForMentoring', 'I reversed my own type 2 diabetes.');
    application.append('diseaseType', 'Type 2 diabetes');
    application.append('packageUuid', packageRows.find((p) => p.name === 'Explorer')!.uuid);
    application.append('uploadStory', new Blob([png], { type: 'image/png' }), 'story.png');
    application.append('uploadDocuments', new Blob([pdf], { type: 'application/pdf' }), 'cv.pdf');
    const registered = await fetch(`${b.origin}/v1/user/healtHero/registration`, {
      method: 'POST',
      headers: auth,
      body: application,
    });
    expect(registered.status).toBe(201);
    const check = await fetch(`${a.origin}/v1/user/healthHero/check/existing/request`, { headers: auth });
    const link = ((await check.json()) as { data: { application: { uploadDocuments: string } } }).data
      .application.uploadDocuments;
    const document = await fetch(`${a.origin}${link}`, { headers: auth });
    expect(document.status).toBe(200);
    expect(Buffer.from(await document.arrayBuffer()).equals(pdf)).toBe(true);
    expect((await fetch(`${a.origin}${link}`)).status).toBe(401);
  });

  /** Calls spread over both processes at once, as a load balancer would. */
  const onBoth = <T>(count: number, call: (server: RunningServer, index: number) => Promise<T>) =>
    Promise.all(
      Array.from({ length: count }, (_, index) => call(servers[index % 2] as RunningServer, index)),
    );

  test('10 concurrent order/create calls over both processes make one payable order', async () => {
    const [a] = servers as [RunningServer, RunningServer];
    const listed = await post(
      a.origin,
      '/marketplace/products/by/category',
      {
        category: 16,
        page: 1,
        per_page: 50,
      },
      memberToken,
    );
    expect(listed.status).toBe(200);
    const products = (
      (await listed.json()) as { data: { items: { id: number; stock_quantity: number | null }[] } }
    ).data.items;
    const product = products.find((p) => p.stock_quantity === null || p.stock_quantity >= 5);
    expect(product).toBeDefined();
    const added = await post(
      a.origin,
      '/user/marketplace/cart/create',
      { item: { productId: product!.id, categoryId: 16, quantity: 1 } },
      memberToken,
    );
    expect(added.status).toBe(201);
    const answers = await onBoth(10, async (server) => {
      const response = await post(server.origin, '/user/marketplace/order/create', {}, memberToken);
      return {
        status: response.status,
        body: (await response.json()) as { data: { orderResponse: { id: number } } },
      };
    });
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.body.data.orderResponse.id)).size).toBe(1);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ n: string }>(
        `select count(*) as n from marketplace_orders o join users u on u.id = o.user_id
         where u.email = 'demo@wellness.example' and o.status = 'pending'`,
      );
      expect(Number(rows[0]!.n)).toBe(1);
    } finally {
      await db.end();
    }
  }, 60_000);

  test('10 concurrent package subscriptions and confirms over both processes charge once', async () => {
    const [a] = servers as [RunningServer, RunningServer];
    const card = await post(
      a.origin,
      '/payment/local/payment-method',
      { card: { number: '4242424242424242', expMonth: 12, expYear: 2090, cvc: '123' } },
      memberToken,
    );
    const { paymentMethodId } = ((await card.json()) as { data: { paymentMethodId: string } }).data;
    expect(
      (await post(a.origin, '/user/stripe/store/card/details', { paymentMethodId }, memberToken)).status,
    ).toBe(200);
    const list = await fetch(`${a.origin}/v1/user/package/list`);
    const explorer = ((await list.json()) as { data: { uuid: string; name: string }[] }).data.find(
      (p) => p.name === 'Explorer',
    );
    const created = await onBoth(10, async (server) => {
      const response = await post(
        server.origin,
        '/user/stripe/subscription/create',
        { packageUuid: explorer!.uuid, period: 'yearly' },
        memberToken,
      );
      return { status: response.status, body: (await response.json()) as { data: { clientSecret: string } } };
    });
    expect(created.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const secrets = created.map((answer) => answer.body.data.clientSecret);
    expect(new Set(secrets).size).toBe(1);
    const confirmed = await onBoth(10, (server, index) =>
      post(
        server.origin,
        '/payment/local/confirm',
        { clientSecret: secrets[index], paymentMethodId },
        memberToken,
      ),
    );
    expect(confirmed.map((response) => response.status)).toEqual(Array(10).fill(200));
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ amount: number }>(
        `select i.amount from local_gateway_intents i join users u on i.metadata->>'userId' = u.id::text
         where u.email = 'demo@wellness.example' and i.status = 'succeeded' and i.subscription_id is not null`,
      );
      expect(rows.map((row) => row.amount)).toEqual([9900]);
    } finally {
      await db.end();
    }
  }, 60_000);
});
