/**
 * The shared lists under load on PostgreSQL, against a bare Fastify route measured in the same run (issue 17 §5).
 *
 *   pnpm --filter @wellness/server bench:lists [seconds per case, default 10] [connections, default 100]
 *
 * Starts the real server (src/main.ts, one process, logging as in production) on a new database of
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres, dropped afterwards) and a bare Fastify
 * process answering a fixed JSON envelope, both on 127.0.0.1 (ports BENCH_PORT and BENCH_PORT + 1, default
 * 4210); signs the demo member in; then autocannon hits each call for a bounded time after a short warm-up.
 * Writes results/api-benchmark.md (the table, the machine and its load from `uptime`). Not a test: the figures
 * depend on the machine.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 100);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = Number(process.env.BENCH_PORT ?? 4210);
const serverRoot = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(serverRoot, '../..');

const BARE = `
import Fastify from 'fastify';
const app = Fastify({ logger: { level: 'info' } });
app.get('/bare', async () => ({ status: 200, message: 'OK', data: { ok: true }, error: null }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('running at http://127.0.0.1:' + process.env.PORT);
`;

function start(args: string[], env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, {
    cwd: serverRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (output.length < 10_000) output += chunk.toString();
      if (/running at http/.test(output)) resolve(child);
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`exited (${code}) before listening:\n${output}`)));
  });
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

interface Case {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  auth?: boolean;
  note?: string;
}

const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

const name = `wellness_bench_${randomBytes(5).toString('hex')}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'wellness-bench-lists-'));
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${name}`;

const children: ChildProcess[] = [];
try {
  const loadBefore = uptime();
  children.push(
    await start(['--import', 'tsx', 'src/main.ts'], {
      NODE_ENV: 'test',
      DATABASE_URL: dbUrl.toString(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'http://127.0.0.1',
      AUTH_RATE_LIMIT_MAX: '1000000',
      WEB_DIST: path.join(dataDir, 'no-web-build'),
    }),
  );
  children.push(
    await start(['--input-type=module', '-e', BARE], { PORT: String(port + 1), NODE_ENV: 'production' }),
  );
  const origin = `http://127.0.0.1:${port}`;
  const login = await fetch(`${origin}/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@wellness.example', password: 'Demo@1234' }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;

  const cases: Case[] = [
    { name: 'bare Fastify route (same run, other process)', url: `http://127.0.0.1:${port + 1}/bare` },
    { name: 'GET /v1/user/package/list', url: `${origin}/v1/user/package/list` },
    { name: 'GET /v1/user/event/listUpcoming', url: `${origin}/v1/user/event/listUpcoming`, auth: true },
    { name: 'GET /v1/user/healtHero/list', url: `${origin}/v1/user/healtHero/list`, auth: true },
    {
      name: 'POST /v1/marketplace/products/by/category',
      url: `${origin}/v1/marketplace/products/by/category`,
      method: 'POST',
      body: { category: 16, page: 1, per_page: 20 },
      auth: true,
    },
    {
      name: 'GET /v1/user/supportGroup/list',
      url: `${origin}/v1/user/supportGroup/list`,
      auth: true,
      note: 'not cached: carries the member’s own membership',
    },
  ];

  const rows: string[] = [];
  let bareRps = 0;
  for (const c of cases) {
    const headers: Record<string, string> = { 'accept-language': 'en' };
    if (c.auth) headers.authorization = `Bearer ${token}`;
    if (c.body) headers['content-type'] = 'application/json';
    const options = {
      url: c.url,
      method: c.method ?? 'GET',
      headers,
      body: c.body ? JSON.stringify(c.body) : undefined,
      connections,
    };
    await autocannon({ ...options, duration: 2 }); // warm-up (fills the cache, JIT)
    const result = await autocannon({ ...options, duration: seconds });
    const rps = result.requests.average;
    if (!bareRps) bareRps = rps;
    const non2xx = result.non2xx + result.errors + result.timeouts;
    const ratio = bareRps / rps;
    rows.push(
      `| ${c.name}${c.note ? ` (${c.note})` : ''} | ${Math.round(rps)} | ${result.latency.p50} | ${result.latency.p99} | ${ratio.toFixed(2)}× | ${non2xx} |`,
    );
    console.log(rows.at(-1));
  }
  const loadAfter = uptime();

  const table = [
    '| call | req/s | p50 ms | p99 ms | bare ÷ call | errors / non-2xx |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
  const markdown = `# API benchmark: shared lists on PostgreSQL

\`pnpm --filter @wellness/server bench:lists ${seconds} ${connections}\` (packages/server/scripts/benchmark-lists.ts):
autocannon, ${connections} connections, ${seconds} s per call after a 2 s warm-up, against 127.0.0.1. The server is one
process (src/main.ts, info logging as in production) on a new PostgreSQL 15 database with the seed; the bare route
is a separate Fastify process answering a fixed envelope, measured in the same run. Run at ${new Date().toISOString()}.

${table}

Targets (issue 17 §5): every list within 1.5× of the bare route, p99 < 50 ms at ${connections} connections.

Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}; autocannon runs on the same cores as both servers.
- before: \`${loadBefore}\`
- after: \`${loadAfter}\`
- Node's load average at the end: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}
`;
  writeFileSync(path.join(repoRoot, 'results', 'api-benchmark.md'), markdown);
  console.log(`\nwritten results/api-benchmark.md`);
} finally {
  await Promise.all(children.map(stop));
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
