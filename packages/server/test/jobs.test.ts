import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { postgresDatabase, type DatabaseHandle } from '../src/db/index.js';
import { jobs } from '../src/db/schema.js';
import { jobRunner, retryDelayMs, type JobRunner } from '../src/services/jobs.js';
import { TestClock } from './support/clock.js';
import { drivers, openTestDatabase } from './support/server.js';

const silent = { error() {}, warn() {}, info() {} } as unknown as Parameters<typeof jobRunner>[0]['log'];

describe.each(drivers)('job runner [%s]', (driver) => {
  const clock = new TestClock();
  const handles: DatabaseHandle[] = [];
  let drop = async () => {};
  let url: string | undefined;

  beforeAll(async () => {
    const opened = await openTestDatabase(driver);
    await opened.handle.migrate();
    handles.push(opened.handle);
    drop = opened.drop;
    url = opened.url;
  });
  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await drop();
  });

  /** A server process: on PostgreSQL its own connection pool; PGlite is one process by nature. */
  const serverProcess = () => {
    const first = handles[0] as DatabaseHandle;
    if (driver === 'pglite' || !url) return first;
    const own = postgresDatabase(url);
    handles.push(own);
    return own;
  };
  const runner = (database: DatabaseHandle): JobRunner =>
    jobRunner({ database, clock: clock.now, log: silent });

  test('several processes running due jobs at once run each job exactly once', async () => {
    const runs: number[] = [];
    const runners = [runner(serverProcess()), runner(serverProcess()), runner(serverProcess())];
    for (const each of runners) {
      each.register('test.count', async (payload) => {
        runs.push(Number(payload.n));
        // Long enough for the other processes to reach the same job.
        await new Promise((resolve) => setImmediate(resolve));
      });
    }
    const db = (handles[0] as DatabaseHandle).db;
    for (let n = 0; n < 30; n += 1) {
      await (runners[0] as JobRunner).enqueue(db, { kind: 'test.count', payload: { n } });
    }
    // The same key twice is one job.
    expect(
      await (runners[0] as JobRunner).enqueue(db, { kind: 'test.count', key: 'once', payload: { n: 99 } }),
    ).not.toBeNull();
    expect(
      await (runners[1] as JobRunner).enqueue(db, { kind: 'test.count', key: 'once', payload: { n: 99 } }),
    ).toBeNull();
    await Promise.all([...runners, ...runners].map((each) => each.runDueJobs()));
    expect(runs.sort((a, b) => a - b)).toEqual([...Array.from({ length: 30 }, (_, n) => n), 99]);
    expect(await Promise.all(runners.map((each) => each.runDueJobs()))).toEqual([0, 0, 0]);
  });

  test('a failing job is retried with backoff until it succeeds, by the injected clock', async () => {
    const each = runner(serverProcess());
    let attempts = 0;
    each.register('test.flaky', async () => {
      attempts += 1;
      if (attempts < 3) throw new Error(`attempt ${attempts} failed`);
    });
    const db = (handles[0] as DatabaseHandle).db;
    const id = (await each.enqueue(db, { kind: 'test.flaky' })) as number;
    await each.runDueJobs();
    const row = async () => (await db.select().from(jobs).where(eq(jobs.id, id)))[0];
    expect(await row()).toMatchObject({ attempts: 1, lastError: 'attempt 1 failed', doneAt: null });
    // Not again before its time.
    await each.runDueJobs();
    expect(attempts).toBe(1);
    clock.advance(retryDelayMs(1));
    await each.runDueJobs();
    expect(await row()).toMatchObject({ attempts: 2, lastError: 'attempt 2 failed' });
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    clock.advance(retryDelayMs(2));
    await each.runDueJobs();
    expect(attempts).toBe(3);
    expect((await row())?.doneAt).toBeInstanceOf(Date);
    clock.advance(3600_000);
    await each.runDueJobs();
    expect(attempts).toBe(3);
  });

  test('a recurring job runs once per period, in one process only', async () => {
    const runs: string[] = [];
    const runners = [runner(serverProcess()), runner(serverProcess())];
    runners.forEach((each, index) =>
      each.register('test.every', async () => void runs.push(`p${index}`), { every: 60_000 }),
    );
    await Promise.all(runners.map((each) => each.runDueJobs()));
    expect(runs).toHaveLength(1);
    clock.advance(30_000);
    await Promise.all(runners.map((each) => each.runDueJobs()));
    expect(runs).toHaveLength(1);
    clock.advance(30_000);
    await Promise.all(runners.map((each) => each.runDueJobs()));
    expect(runs).toHaveLength(2);
  });
});
