/**
 * The shared lists under load on PostgreSQL, against a bare Fastify route measured in the same run (issue 17 §5).
 *
 *   pnpm --filter @wellness/server bench:lists [seconds per measurement, default 5] [connections, default 100] [rounds, default 3]
 *
 * Builds the server (build.mjs: dist/main.js) and bundles the bare route the same way (esbuild, the same target, format
 * and externals), so both run as plain `node` on a bundle, as in production. Starts the real server (dist/main.js,
 * one process, info logging as main.ts sets it) on a new database of
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; named BENCH_DATABASE_PREFIX + random,
 * dropped afterwards) and a bare Fastify process answering a fixed JSON envelope with the server's own Fastify
 * options (app.ts fastifyOptions: same logger, level and request logging, same proxy trust and error handling),
 * both on 127.0.0.1 (ports BENCH_PORT and BENCH_PORT + 1, default 4210); their output goes to files, not through
 * this process. Signs the demo member in; then autocannon hits each call for a bounded time after a short warm-up,
 * sending what a browser sends that changes an answer (Accept-Encoding, Accept-Language; a token where the call needs
 * one), and again without Accept-Encoding (a client that takes no compression: the full bytes every time).
 * Writes results/api-benchmark.md (the table, the machine and its load from `uptime`). Not a test: the figures
 * depend on the machine.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import pg from 'pg';

const seconds = Number(process.argv[2] ?? 5);
const connections = Number(process.argv[3] ?? 100);
const rounds = Number(process.argv[4] ?? 3);
/** Seconds of load before each measurement (fills the cache, warms the JIT), not counted. */
const warmUp = 1;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = Number(process.env.BENCH_PORT ?? 4210);
const serverRoot = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(serverRoot, '../..');

// The bare route: Fastify with the real server's options for the same configuration (logger and its level as
// main.ts passes it, request logging, trust proxy, error handlers), one route answering a fixed envelope.
const BARE = `
import Fastify from 'fastify';
import { fastifyOptions } from './src/app.ts';
import { loadConfig } from './src/config.ts';
const app = Fastify(fastifyOptions(loadConfig(), { level: 'info' }));
app.get('/bare', async () => ({ status: 200, message: 'OK', data: { ok: true }, error: null }));
// The same as a POST reading a JSON body (for information: what reading a body costs Fastify and Node alone).
app.post('/bare', async () => ({ status: 200, message: 'OK', data: { ok: true }, error: null }));
// The same, padded to a given size: the floor for an answer as large as a list's.
const sized = new Map();
app.get('/bare/:bytes', async (request, reply) => {
  const n = Number(request.params.bytes);
  if (!sized.has(n)) {
    const head = '{"status":200,"message":"OK","data":"', tail = '","error":null}';
    sized.set(n, Buffer.from(head + 'x'.repeat(Math.max(0, n - head.length - tail.length)) + tail));
  }
  return reply.type('application/json; charset=utf-8').send(sized.get(n));
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('running at http://127.0.0.1:' + process.env.PORT);
`;

/**
 * The server's bundle (build.mjs) and the bare route's, made the same way (esbuild, node20, ESM, the same externals and
 * `require` banner), beside it in dist/ so both load their dependencies alike.
 */
function buildBundles(): { server: string; bare: string } {
  execFileSync(process.execPath, ['build.mjs'], { cwd: serverRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  const bare = path.join(serverRoot, 'dist', 'bench-bare.js');
  return { server: path.join(serverRoot, 'dist', 'main.js'), bare };
}

async function bundleBare(outfile: string) {
  await build({
    stdin: { contents: BARE, resolveDir: serverRoot, loader: 'ts', sourcefile: 'bench-bare.ts' },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['@electric-sql/pglite', '@electric-sql/pglite/*', '@node-rs/argon2', 'pg-native', 'stripe'],
    banner: {
      js: [
        "import { createRequire as __bundleRequire } from 'node:module';",
        'const require = __bundleRequire(import.meta.url);',
      ].join('\n'),
    },
    logLevel: 'error',
  });
}

/**
 * With two cores or more (and util-linux's taskset), the servers run on core 0 and this process, which runs autocannon,
 * on core 1: otherwise the scheduler puts the load generator beside one server at one moment and apart at the next,
 * and the same call measured a few minutes apart moved by 40 %. Both servers get the same core, one at a time.
 */
const pinned = (() => {
  if (cpus().length < 2) return false;
  try {
    execFileSync('taskset', ['-cp', '1', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** The Node and V8 flags the server runs with in production: those of its `start` script (package.json). */
const productionFlags = (
  JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as { scripts: { start: string } }
).scripts.start
  .split(/\s+/)
  .filter((word) => word.startsWith('--'));

/**
 * Starts a bundle as production runs the server (`productionFlags`; the bare route alike), its output going to a file
 * (not through this process, which runs autocannon).
 */
function start(args: string[], env: Record<string, string>, logFile: string): Promise<ChildProcess> {
  const fd = openSync(logFile, 'w');
  const nodeArgs = [...productionFlags, ...args];
  const [command, commandArgs] = pinned
    ? ['taskset', ['-c', '0', process.execPath, ...nodeArgs]]
    : [process.execPath, nodeArgs];
  const child = spawn(command, commandArgs, {
    cwd: serverRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  return new Promise((resolve, reject) => {
    const poll = setInterval(() => {
      if (/running at http/.test(readFileSync(logFile, 'utf8'))) {
        clearInterval(poll);
        resolve(child);
      }
    }, 50);
    child.once('exit', (code) => {
      clearInterval(poll);
      reject(new Error(`exited (${code}) before listening:\n${readFileSync(logFile, 'utf8').slice(-4000)}`));
    });
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
  /** Leave Accept-Encoding out (the client takes no compression). */
  identity?: boolean;
}

/** What every current browser sends with a fetch (Chrome, Firefox and Safari differ only in zstd). */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

/**
 * autocannon 9 appends every answer's body to a string (PipelinedRequestsQueue.addBody), decoding it as UTF-8, though
 * nothing here reads it: for a compressed answer (binary, mostly invalid UTF-8) that decoding costs the load
 * generator more than the server spends answering, so its one core, not the server, set the pace (measured: a
 * plain Node server sending 3.9 KB of brotli bytes answered 28,754 req/s with its core 55 % busy, and 76,218 req/s
 * with this). Bytes and latencies are counted elsewhere and stay as they are.
 */
function keepNoBodies(client: object) {
  const queue = (client as { pipelinedRequests?: { addBody?: unknown } }).pipelinedRequests;
  if (typeof queue?.addBody !== 'function') {
    throw new Error(
      'autocannon changed: its client has no pipelinedRequests.addBody to turn off (see keepNoBodies)',
    );
  }
  queue.addBody = () => {};
}

/** CPU time (user + system, clock ticks) a process has used so far, from /proc (undefined where there is none). */
function cpuTicks(pid: number | undefined): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}
const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();

const name = `${process.env.BENCH_DATABASE_PREFIX ?? 'wellness_bench_'}${randomBytes(5).toString('hex')}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'wellness-bench-lists-'));
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${name}`;

const children: ChildProcess[] = [];
try {
  const bundles = buildBundles();
  await bundleBare(bundles.bare);
  const loadBefore = uptime();
  // One configuration for both processes (NODE_ENV=test: the local gateway and no SMTP; see the results' note).
  const env = {
    NODE_ENV: 'test',
    DATABASE_URL: dbUrl.toString(),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://127.0.0.1',
    AUTH_RATE_LIMIT_MAX: '1000000',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
  };
  const serverProcess = await start(
    [bundles.server],
    { ...env, PORT: String(port) },
    path.join(dataDir, 'server.log'),
  );
  children.push(serverProcess);
  const bareProcess = await start(
    [bundles.bare],
    { ...env, PORT: String(port + 1) },
    path.join(dataDir, 'bare.log'),
  );
  children.push(bareProcess);
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
      name: 'POST /v1/marketplace/product/categories/list',
      url: `${origin}/v1/marketplace/product/categories/list`,
      method: 'POST',
      body: { page: 1, per_page: 20 },
      auth: true,
    },
    {
      name: 'GET /v1/user/supportGroup/list',
      url: `${origin}/v1/user/supportGroup/list`,
      auth: true,
      note: 'shared part cached, the member’s memberships laid over it',
    },
  ];

  const rows: string[] = [];
  const misses: string[] = [];
  const bareUrl = `http://127.0.0.1:${port + 1}/bare`;
  const measure = async (c: Case) => {
    const headers: Record<string, string> = { 'accept-language': 'en' };
    if (!c.identity) headers['accept-encoding'] = BROWSER_ACCEPT_ENCODING;
    if (c.auth) headers.authorization = `Bearer ${token}`;
    if (c.body) headers['content-type'] = 'application/json';
    const options = {
      url: c.url,
      method: c.method ?? 'GET',
      headers,
      body: c.body ? JSON.stringify(c.body) : undefined,
      connections,
      setupClient: keepNoBodies,
    };
    await autocannon({ ...options, duration: warmUp }); // fills the cache, warms the JIT
    // The answering process's CPU time over the measurement: near 100 % of its core, the server sets the pace.
    const pid = (c.url.startsWith(bareUrl) ? bareProcess : serverProcess).pid;
    const ticksBefore = cpuTicks(pid);
    const startedAt = performance.now();
    const result = await autocannon({ ...options, duration: seconds });
    const ticksAfter = cpuTicks(pid);
    const busy =
      ticksBefore === undefined || ticksAfter === undefined
        ? Number.NaN
        : (ticksAfter - ticksBefore) / ticksPerSecond / ((performance.now() - startedAt) / 1000);
    return {
      busy,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      bytes: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
      failed: result.non2xx + result.errors + result.timeouts,
    };
  };
  type Measured = Awaited<ReturnType<typeof measure>>;
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  // The bare route of the call's own method: a GET list against the bare GET, a POST list against the bare POST
  // reading the same JSON body (what reading a body costs Fastify and Node alone is not the list's overhead).
  const [bare, ...lists] = cases as [Case, ...Case[]];
  const bareFor = (c: Case): Case => (c.method === 'POST' ? { ...bare, method: 'POST', body: c.body } : bare);
  // Each call is measured between two measurements of its bare route, in several rounds: a ratio compares
  // figures taken within seconds of each other, so a machine that gets busier or quieter during the run moves
  // both alike. The table gives each figure's median over the rounds and the worst p99.
  const perCall = new Map<Case, { ratios: number[]; list: Measured[]; bare: Measured[] }>();
  for (let round = 1; round <= rounds; round += 1) {
    for (const c of lists) {
      const before = await measure(bareFor(c));
      const list = await measure(c);
      const after = await measure(bareFor(c));
      const record = perCall.get(c) ?? { ratios: [], list: [], bare: [] };
      record.ratios.push((before.rps + after.rps) / 2 / list.rps);
      record.list.push(list);
      record.bare.push(before, after);
      perCall.set(c, record);
      console.log(
        `round ${round}: ${c.name} ${Math.round(list.rps)} req/s, ${record.ratios.at(-1)!.toFixed(2)}×`,
      );
    }
  }
  // Once per call, for information: the bare GET sending as many bytes, and the call without compression.
  const extras = new Map<Case, { sameSize: Measured; identity: Measured }>();
  for (const c of lists) {
    const bytes = median(perCall.get(c)!.list.map((m) => m.bytes));
    const sameSize = await measure({ name: 'bare, same size', url: `${bareUrl}/${bytes}` });
    const identity = await measure({ ...c, identity: true });
    extras.set(c, { sameSize, identity });
  }
  // Every measurement of the bare route of one method, taken around the calls of that method.
  const bareOf = (method: 'GET' | 'POST') =>
    [...perCall].filter(([c]) => (c.method ?? 'GET') === method).flatMap(([, r]) => r.bare);
  const bareGet = bareOf('GET');
  const bareGetRps = median(bareGet.map((m) => m.rps));
  const barePostRps = median(bareOf('POST').map((m) => m.rps));
  // The bare route measured before and after each call, seconds apart: how far this machine moves the same figure on
  // its own, the noise under every ratio of the table.
  const drifts = [...perCall.values()].flatMap(({ bare: around }) =>
    around.flatMap((before, i) => {
      const after = around[i + 1];
      return i % 2 === 0 && after
        ? [Math.max(before.rps, after.rps) / Math.min(before.rps, after.rps) - 1]
        : [];
    }),
  );
  const percent = (fraction: number) => (Number.isFinite(fraction) ? `${Math.round(fraction * 100)} %` : '–');
  const busyOf = (measured: Measured[]) => percent(median(measured.map((m) => m.busy)));
  const drift = `median ${percent(median(drifts))}, up to ${percent(Math.max(...drifts))}`;
  console.log(`the bare route's own drift around a call: ${drift}`);
  rows.push(
    `| ${bare.name}, GET (all its measurements) | ${Math.round(bareGetRps)} | ${median(bareGet.map((m) => m.p50))} | ${Math.max(...bareGet.map((m) => m.p99))} | | | | | ${bareGet.reduce((n, m) => n + m.failed, 0)} | ${busyOf(bareGet)} |`,
  );
  if (Number.isFinite(barePostRps)) {
    rows.push(
      `| ${bare.name}, POST with the call's JSON body | ${Math.round(barePostRps)} | | | | ${(bareGetRps / barePostRps).toFixed(2)}× | | | | ${busyOf(bareOf('POST'))} |`,
    );
  }
  for (const c of lists) {
    const { ratios, list, bare: around } = perCall.get(c)!;
    const { sameSize, identity } = extras.get(c)!;
    const ratio = median(ratios);
    const rps = median(list.map((m) => m.rps));
    const p99 = Math.max(...list.map((m) => m.p99));
    const failed = list.reduce((n, m) => n + m.failed, 0) + identity.failed;
    const bytes = median(list.map((m) => m.bytes));
    if (ratio > 1.5 || p99 >= 50 || failed > 0) {
      misses.push(`${c.name} (${ratio.toFixed(2)}×, p99 ${p99} ms, ${failed} errors)`);
    }
    const spread = `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`;
    rows.push(
      `| ${c.name}${c.note ? ` (${c.note})` : ''}, ${bytes} B | ${Math.round(rps)} | ${median(list.map((m) => m.p50))} | ${p99} | **${ratio.toFixed(2)}×** (${spread}) | ${(bareGetRps / rps).toFixed(2)}× | ${(sameSize.rps / rps).toFixed(2)}× (${Math.round(sameSize.rps)} req/s) | ${(bareGetRps / identity.rps).toFixed(2)}× (${Math.round(identity.rps)} req/s, ${identity.bytes} B, p99 ${identity.p99} ms) | ${failed} | ${busyOf(list)} (${busyOf(around)}) |`,
    );
  }
  const loadAfter = uptime();

  const table = [
    '| call, bytes per answer (headers included) | req/s | p50 ms | p99 ms (worst) | bare route of its method ÷ call (lowest–highest round) | bare GET ÷ call | same-size bare GET ÷ call | bare GET ÷ call without Accept-Encoding | errors / non-2xx | server core busy (its bare route) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
  const markdown = `# API benchmark: shared lists on PostgreSQL

\`pnpm --filter @wellness/server bench:lists ${seconds} ${connections} ${rounds}\` (packages/server/scripts/benchmark-lists.ts), written
by the script itself: autocannon, ${connections} connections, ${seconds} s per measurement after ${warmUp} s of warm-up, against
127.0.0.1, each call sent as a browser's fetch sends it (\`Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}\`,
\`Accept-Language: en\`, the bearer token where the call needs one). The bare route gets the same headers.
autocannon keeps no answer's body (\`keepNoBodies\`: it would decode every body as UTF-8 text, which for a compressed
answer cost the load generator more than the server spent answering); the last column is how busy the answering
process's core was during the measurement (from /proc): near 100 %, the server, not the load generator, set the pace.
${pinned ? 'Both servers run on core 0 and autocannon on core 1 (taskset), so neither shares its core with the load generator.\n' : 'Not pinned to cores (one core, or no taskset): the figures move more between runs.\n'}The server is one process (the built bundle dist/main.js under node with the flags of its start script, \`${productionFlags.join(' ')}\`, info logging as main.ts sets it) on a new
PostgreSQL database with the seed. The bare route is a separate process, bundled the same way and run the same way,
built with the server's own Fastify options (\`fastifyOptions\` of
src/app.ts for the same configuration: the same logger and level, request logging as the server, proxy trust and
error handlers), answering a fixed envelope; both write their logs to files. Both run
with NODE_ENV=test (production needs Stripe and SMTP): in production both would also log each request (two JSON
lines), the same work on both sides. Run at ${new Date().toISOString()}.

How the ratio is taken: in each of ${rounds} rounds every call is measured between two measurements of the bare route
of the same method, the bare GET for a GET list and, for a POST list, the bare POST reading the same JSON body: what
reading a request body costs Fastify and Node alone (the "bare GET ÷ call" of the bare POST row) is the floor of every
POST call, not the list's overhead. The ratio of a round is the mean of the two bare figures over the call's; the table
gives the median of the rounds (with the lowest and highest), the median req/s and the worst p99. Adjacent
measurements keep a machine that gets busier or quieter during the run from moving one side only. How much it still
moves: in this run the bare route's two measurements around the same call differed by ${drift}, with nothing
changed between them.

${table}

Targets (issue 17 §5): every list within 1.5× of the bare route (the bold column), p99 < 50 ms at ${connections}
connections. For information: "bare GET ÷ call" compares every call with the bare GET (for a POST call that includes
reading its body); "same-size bare GET" is the bare GET sending as many bytes as the list (what is left of the gap
once the answer's size is accounted for); the last ratio is the call sent without Accept-Encoding (a client that takes
no compression gets the full bytes every time).
${misses.length ? `**Not met in this run** by: ${misses.join('; ')}.` : '**Met in this run** by every call.'}

Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}; autocannon runs on the same cores as both servers, so the
ratios (same run) say more than the absolute figures when the machine is shared.
- load before: \`${loadBefore}\`
- load after: \`${loadAfter}\`
- load average at the end: ${load}

How a cached list is answered (src/services/shared-cache.ts, src/services/sessions.ts, src/http/router.ts): the
bearer token is verified (HS256), the session and the member's row come from memory (kept up to 2 s, dropped at
once on a change notified by PostgreSQL), the list's versions are known through LISTEN/NOTIFY, and the envelope's
bytes were made once with their ETag and, on first demand, their brotli and gzip forms: no database round trip and
no compression per call. Its headers: the API's security set (src/http/security-headers.ts: 5 headers, ~190 B, the
OWASP REST Security Cheat Sheet's) instead of helmet's page set (12 headers, 578 B, set one by one on Node's response,
which also sent every other header through Node's slower per-header path), and the answer's own (ETag,
Cache-Control, Vary, Content-Type, Content-Encoding) from objects made with the answer.
Where the time goes in a POST list (2026-11-25, measured inside one server process pinned to one core, autocannon on
the other, switching between variants of the router every 3 s so the machine's drift — ±10 % within minutes — falls on
all of them; medians of 4 rounds, CPU time per answer from /proc): the same process answering the call before
authenticating (a fixed envelope, as the bare route does) ~35 µs, the bare POST's figure; the bearer token's
session (\`sessions.authenticate\`: token and session looked up in memory, the member's row then still copied per
call, its package checked) and the language kept for mails +9 µs, spread over those steps (1–3 µs each, none dominant); the body's
validation +1.5 µs; the handler's shared-cache lookup and its awaits +7 µs; sending the kept bytes (ETag, brotli,
11 headers) no more than sending a fixed envelope. A bare POST sending the list's 11 headers and compressed body costs
what the plain bare POST does, and an API route added to the server answering a fixed envelope costs what the bare
route does (GET and POST): the server's plugins and hooks are not the gap. \`strace -c\` counts one read and one
writev per answer for every call; the server's database sees no query per call (the versions and the session are read
again at most every 2 s). Compression's three hooks are no longer on the API's calls (the router compresses); that
made no difference above the noise either.
`;
  writeFileSync(path.join(repoRoot, 'results', 'api-benchmark.md'), markdown);
  console.log(`\nwritten results/api-benchmark.md`);
} finally {
  await Promise.all(children.map(stop));
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
