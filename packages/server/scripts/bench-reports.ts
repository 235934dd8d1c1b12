/**
 * The staff revenue report on a big ledger: a fresh PostgreSQL database (migrated), 100,000 ledger rows over 2025
 * (successful payments of every kind, refunds, failed attempts), then a year's monthly report timed through the
 * service (the same single statement the route runs). Not a test: figures depend on the machine.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm --filter @wellness/server bench:reports [runs]
 *
 * DATABASE_URL is the server to create the scratch database on (dropped at the end). Writes
 * results/reports-benchmark.md with the date, the machine's load and the plan; target: median under 200 ms.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { postgresDatabase } from '../src/db/index.js';
import { reportPeriods, reportsService, revenueStatement } from '../src/services/reports.js';

const ROWS = 100_000;
const TARGET_MS = 200;
const runs = Number(process.argv[2] ?? 30);
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `wellness_bench_reports_${randomBytes(4).toString('hex')}`;
const loadavg = () => readFileSync('/proc/loadavg', 'utf8').trim();

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const database = postgresDatabase(url.toString());

try {
  await database.migrate();
  const { db } = database;
  const loadBefore = loadavg();
  const started = performance.now();
  await db.execute(sql`
    insert into users (email, role)
    select 'bench' || i || '@example.com', 'user' from generate_series(1, 2000) as i`);
  // Deterministic spread over 2025 (UTC instants): 80 % payments of the three kinds, 12 % refunds, 8 % failed.
  await db.execute(sql`
    with members as (select id, (row_number() over (order by id)) - 1 as n from users)
    insert into transactions (user_id, transaction_id, name, remarks, total, type, status, transaction_date)
    select m.id, 'pi_bench_' || i, 'Bench', 'Bench',
      ((i * 7919) % 20000 + 100) / 100.0,
      (array['package', 'event', 'marketplace', 'package', 'event', 'marketplace', 'event', 'marketplace',
             'refund', 'refund', 'refund', 'package'])[1 + i % 12],
      (i % 25) > 1,
      timestamptz '2025-01-01 00:00:00+00' + ((i * 104729) % 31536000) * interval '1 second'
    from generate_series(1::bigint, ${ROWS}) as i
    join members m on m.n = i % 2000`);
  // As autovacuum would leave a settled table: the visibility map lets the index-only scan skip the heap.
  await db.execute(sql`vacuum analyze transactions`);
  const seeded = ((performance.now() - started) / 1000).toFixed(1);

  const reports = reportsService({ db });
  const query = { from: '2025-01-01', to: '2025-12-31', interval: 'month' as const };
  for (let i = 0; i < 5; i += 1) await reports.revenue(query);
  const times: number[] = [];
  let report = await reports.revenue(query);
  for (let i = 0; i < runs; i += 1) {
    const t = performance.now();
    report = await reports.revenue(query);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  const median = at(0.5);
  const p95 = at(0.95);
  const { periods } = reportPeriods(query);
  const plan = (await db.execute(
    sql`explain (analyze, buffers) ${revenueStatement(query, 'month', periods)}`,
  )) as unknown as { rows: { 'QUERY PLAN': string }[] };
  const loadAfter = loadavg();
  const version = ((await db.execute(sql`select version()`)) as unknown as { rows: { version: string }[] })
    .rows[0]!.version;

  const lines = [
    '# Staff revenue report benchmark',
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`,
    `- Database: ${version.split(',')[0]}`,
    `- Load (/proc/loadavg) before: \`${loadBefore}\`, after: \`${loadAfter}\``,
    `- Ledger: ${ROWS.toLocaleString('en')} transactions rows over 2025 (seeded in ${seeded} s), 2,000 members`,
    `- Call: a year's monthly report (\`from=2025-01-01&to=2025-12-31&interval=month\`), ${runs} runs after 5 warm-up`,
    `- **Median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, min ${times[0]!.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms** (target < ${TARGET_MS} ms: ${median < TARGET_MS ? 'met' : 'NOT met'})`,
    `- Year's totals: ${JSON.stringify(report.totals)}`,
    '',
    'Plan (EXPLAIN ANALYZE of the same statement):',
    '',
    '```',
    ...plan.rows.map((r) => r['QUERY PLAN']),
    '```',
    '',
  ];
  const out = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../../results/reports-benchmark.md',
  );
  writeFileSync(out, lines.join('\n'));
  console.log(lines.join('\n'));
  if (median >= TARGET_MS) process.exitCode = 1;
} finally {
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
