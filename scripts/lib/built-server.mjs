// Starts the built server (packages/server/dist/main.js) on a free port and a throw-away data folder, for the
// measuring scripts (bundle budget, Lighthouse). The seeded demo member can sign in.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The Chromium flags that work as root on this machine with no network (see README). */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const DEMO_MEMBER = { email: 'demo@wellness.example', password: 'Demo@1234' };

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Starts the server and resolves once it answers; `stop()` ends it and removes its data. */
export async function startBuiltServer(label) {
  if (!existsSync(path.join(root, 'packages/server/dist/main.js'))) {
    throw new Error('Build first: pnpm build');
  }
  // SERVER_PORT: a fixed port (on a machine shared by several people, one of your own range); else a free one.
  const port = process.env.SERVER_PORT ? Number(process.env.SERVER_PORT) : await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `wellness-${label}-`));
  const server = spawn(process.execPath, ['packages/server/dist/main.js'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: origin },
  });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  let exited = null;
  server.once('exit', (code, signal) => (exited = signal ?? code));
  // A cold start seeds the embedded database; on a busy two-core machine that can take well over a minute.
  for (let attempt = 0; attempt < 960 && exited === null; attempt += 1) {
    try {
      if ((await fetch(`${origin}/v1/health`)).ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(
    exited === null
      ? `the server did not answer on ${origin}`
      : `the server stopped (${exited}) before answering`,
  );
}

/** Signs the demo member in through the API and returns the access token. */
export async function demoToken(origin) {
  const response = await fetch(`${origin}/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_MEMBER),
  });
  const body = await response.json();
  if (!body?.data?.token) throw new Error(`demo sign-in failed: ${response.status} ${body?.message}`);
  return body.data.token;
}
