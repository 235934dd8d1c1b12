// The long fuzz run: `pnpm --filter @wellness/server fuzz` (FUZZ_RUNS cases per operation, default 150, over every
// operation of openapi.yaml; FUZZ_SEED, default 20261124). Same generator and checks as test/fuzz.test.ts, on a
// fresh embedded database; writes fuzz-results/latest.json (with the date, the commit and the machine's load before
// and after) and prints a summary. Exits 1 if any answer is a 5xx (other than a documented 501 of an operation not
// served yet), breaks the contract, or an operation of openapi.yaml was not fuzzed.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { pgliteDatabase } from '../src/db/index.js';
import { users } from '../src/db/schema.js';
import { createSessionService } from '../src/services/sessions.js';
import { contractProblems, doc, openapiPath, operations } from './support/contract-rules.js';
import { caseFor, describeCase, sendCase } from './support/fuzz.js';
import { thirdPartyContract } from './support/third-party-contract.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const OUT = path.resolve(import.meta.dirname, '../fuzz-results');

const loadavg = () => readFileSync('/proc/loadavg', 'utf8').trim();
const commitOf = () => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
};

/** Every "METHOD /path" of openapi.yaml, read from the document itself (not from the list the loop walks). */
function contractOperations(): string[] {
  const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
  const paths = (doc as { paths?: Record<string, Record<string, unknown>> }).paths ?? {};
  return Object.entries(paths).flatMap(([route, item]) =>
    Object.keys(item)
      .filter((key) => methods.includes(key))
      .map((method) => `${method.toUpperCase()} ${route}`),
  );
}

async function main() {
  const loadBefore = loadavg();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wellness-fuzz-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://app.test',
    AUTH_RATE_LIMIT_MAX: '1000000',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
  });
  const database = pgliteDatabase(await PGlite.create());
  const app = await buildApp(config, {
    logger: false,
    database,
    google: { verify: () => Promise.reject(new Error('no Google sign-in while fuzzing')) },
  });
  const started = Date.now();
  try {
    // A verified member with a completed profile and the Starter package.
    const email = `fuzz.${randomBytes(4).toString('hex')}@example.com`;
    const password = 'Wellness#2026';
    await app.inject({
      method: 'POST',
      url: '/v1/user/create',
      payload: { email, password, confirmPassword: password },
    });
    const [member] = await database.db.select().from(users).where(eq(users.email, email));
    if (!member) throw new Error('the fuzz member was not created');
    await database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, member.id));
    const sessions = createSessionService(database.db, {
      secret: config.sessionSecret,
      ttlSeconds: 86400,
      clock: () => new Date(),
    });
    let current: string | undefined;
    const memberToken = async () => (current ??= await sessions.issue(member.id));
    const auth = { authorization: `Bearer ${await memberToken()}` };
    const form = new FormData();
    for (const [k, v] of Object.entries({
      name: 'Fuzz Member',
      country: 'United States',
      state: 'Texas',
      city: 'Austin',
      zipCode: '73301',
    }))
      form.append(k, v);
    const encoded = new Request('http://x/', { method: 'POST', body: form });
    await app.inject({
      method: 'PATCH',
      url: '/v1/user/profile/update',
      headers: { ...auth, 'content-type': encoded.headers.get('content-type') ?? '' },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    const packages = (await app.inject({ method: 'GET', url: '/v1/user/package/list' })).json<{
      data: { uuid: string; annualCost: number }[];
    }>();
    const starter = packages.data.find((p) => p.annualCost === 0);
    await app.inject({
      method: 'PATCH',
      url: '/v1/user/package/select',
      headers: auth,
      payload: { packageUuid: starter?.uuid, subscriptionType: 'yearly' },
    });

    const thirdParty = await thirdPartyContract(openapiPath);
    const perOperation: Record<
      string,
      { cases: number; statuses: Record<string, number>; kinds: Record<string, number> }
    > = {};
    const failures: { operation: string; case: string; status: number; problems: string[] }[] = [];
    let total = 0;
    let fiveHundreds = 0;
    let notImplemented = 0;
    for (const entry of operations) {
      const name = `${entry.method.toUpperCase()} ${entry.path}`;
      const stats: { cases: number; statuses: Record<string, number>; kinds: Record<string, number> } = {
        cases: 0,
        statuses: {},
        kinds: {},
      };
      perOperation[name] = stats;
      await fc.assert(
        fc.asyncProperty(caseFor(doc, entry), async (fuzzCase) => {
          const answer = await sendCase(app, fuzzCase, memberToken);
          if (fuzzCase.token === 'member' && ['/user/logout', '/user/password/change'].includes(entry.path))
            current = undefined;
          total += 1;
          stats.cases += 1;
          stats.statuses[answer.status] = (stats.statuses[answer.status] ?? 0) + 1;
          stats.kinds[fuzzCase.kind] = (stats.kinds[fuzzCase.kind] ?? 0) + 1;
          const documented501 =
            answer.status === 501 &&
            (answer.body as { error?: { code?: string } }).error?.code === 'NOT_IMPLEMENTED';
          if (documented501) notImplemented += 1;
          const problems = [
            ...(answer.status >= 500 && !documented501 ? [`answered ${answer.status}`] : []),
            ...(/^application\/json/.test(answer.contentType ?? '')
              ? []
              : [`content type ${answer.contentType}`]),
            ...contractProblems(fuzzCase.method, fuzzCase.url, answer.status, answer.body),
            ...thirdParty(fuzzCase.method, entry.path, answer.status, answer.body),
          ];
          if (answer.status >= 500 && !documented501) fiveHundreds += 1;
          if (problems.length)
            failures.push({ operation: name, case: describeCase(fuzzCase), status: answer.status, problems });
          return true;
        }),
        { seed: SEED, numRuns: RUNS },
      );
    }
    const inContract = contractOperations();
    const uncovered = inContract.filter((name) => !perOperation[name]?.cases);
    const summary = {
      date: new Date().toISOString(),
      commit: commitOf(),
      loadBefore,
      loadAfter: loadavg(),
      seed: SEED,
      runsPerOperation: RUNS,
      operationsInContract: inContract.length,
      operations: Object.values(perOperation).filter((stats) => stats.cases > 0).length,
      uncovered,
      cases: total,
      answers5xx: fiveHundreds,
      documented501NotImplemented: notImplemented,
      contractFailures: failures.length,
      seconds: Math.round((Date.now() - started) / 1000),
      node: process.version,
      validators: [
        'own: ajv 2020 (test/support/contract-rules.ts)',
        'third-party: @seriousme/openapi-schema-validator (document) + @cfworker/json-schema (answers)',
      ],
    };
    mkdirSync(OUT, { recursive: true });
    writeFileSync(
      path.join(OUT, 'latest.json'),
      `${JSON.stringify({ summary, failures: failures.slice(0, 200), perOperation }, null, 2)}\n`,
    );
    console.log(JSON.stringify(summary, null, 2));
    if (failures.length) {
      for (const failure of failures.slice(0, 20)) console.error(JSON.stringify(failure));
      process.exitCode = 1;
    }
    if (uncovered.length) {
      console.error(`operations of openapi.yaml not fuzzed: ${uncovered.join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
