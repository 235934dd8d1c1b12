import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { POOL_TIMEOUTS, postgresDatabase, type DatabaseHandle } from '../src/db/index.js';
import { jobs } from '../src/db/schema.js';
import { RUN_WAIT_MS, jobRunner, type Timeout } from '../src/services/jobs.js';
import { TestClock } from './support/clock.js';
import { drivers, openTestDatabase } from './support/server.js';

// Issue 29: the runner outlives lost connections and slow work. A request never waits on a job for long, a job
// that cannot run now stays due while the others run, stopping is bounded, and (PostgreSQL) a lock whose
// connection is lost is noticed and re-taken.

const silent = { error() {}, warn() {}, info() {} } as unknown as Parameters<typeof jobRunner>[0]['log'];

describe.each(drivers)('the job runner under faults [%s]', (driver) => {
  const clock = new TestClock();
  let handle: DatabaseHandle;
  let drop = async () => {};
  let url: string | undefined;

  beforeAll(async () => {
    const opened = await openTestDatabase(driver);
    await opened.handle.migrate();
    handle = opened.handle;
    drop = opened.drop;
    url = opened.url;
  });
  afterAll(async () => {
    await handle.close();
    await drop();
  });

  test('a request waits for its job RUN_WAIT_MS at most; the job goes on and stop() is bounded', async () => {
    // The runner's bounded waits are ended by the test, so nothing here depends on how fast the machine is.
    const waits: { ms: number; end: () => void; cancelled: boolean }[] = [];
    const timeout = (ms: number): Timeout => {
      let end!: () => void;
      const elapsed = new Promise<void>((resolve) => (end = resolve));
      const wait = { ms, end, cancelled: false };
      waits.push(wait);
      return { elapsed, cancel: () => (wait.cancelled = true) };
    };
    const runner = jobRunner({ database: handle, clock: clock.now, log: silent, timeout });
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    let started!: () => void;
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    let ran = false;
    runner.register('test.slow', async () => {
      started();
      await finished;
      ran = true;
    });
    const id = await runner.enqueue(handle.db, { kind: 'test.slow' });
    let answered = false;
    const request = runner.run([id]).then(() => (answered = true));
    await handlerStarted;
    expect(waits.map((wait) => wait.ms)).toEqual([RUN_WAIT_MS]);
    expect(answered).toBe(false);
    // RUN_WAIT_MS passes: the request is answered while the job goes on.
    waits[0]?.end();
    await request;
    expect(ran).toBe(false);
    // Stopping waits for it within the bound given, not longer.
    const stopping = runner.stop(200);
    expect(waits.map((wait) => wait.ms)).toEqual([RUN_WAIT_MS, 200]);
    waits[1]?.end();
    await stopping;
    expect(ran).toBe(false);
    // Unbounded, stopping waits for the job itself.
    finish();
    await runner.stop();
    expect(ran).toBe(true);
    const [row] = await handle.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, id ?? 0));
    expect(row?.doneAt).not.toBeNull();
  });

  test('a job whose lock cannot be taken (a lost connection) stays due while the others run', async () => {
    let failLocks = 1;
    const flaky: Pick<DatabaseHandle, 'db' | 'tryLock'> = {
      db: handle.db,
      tryLock: async (namespace, id) => {
        if (failLocks > 0) {
          failLocks -= 1;
          throw new Error('Connection terminated unexpectedly');
        }
        return handle.tryLock(namespace, id);
      },
    };
    const runner = jobRunner({ database: flaky, clock: clock.now, log: silent });
    const ran: number[] = [];
    runner.register('test.flaky', async (payload) => {
      ran.push(Number(payload.n));
    });
    const ids = [];
    for (let n = 0; n < 3; n += 1)
      ids.push(await runner.enqueue(handle.db, { kind: 'test.flaky', payload: { n } }));
    expect(await runner.runDueJobs()).toBe(2);
    expect(ran.sort()).toEqual([1, 2]);
    // The next run takes it.
    expect(await runner.runDueJobs()).toBe(1);
    expect(ran.sort()).toEqual([0, 1, 2]);
  });

  test.runIf(driver === 'postgres')(
    'a lock whose connection is lost is re-taken on a new connection: no other process gets it meanwhile',
    async () => {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const other = postgresDatabase(url as string);
      try {
        const holder = async () =>
          (
            await admin.query<{ pid: number }>(
              `select pid from pg_locks where locktype = 'advisory' and classid = 4242 and objid = 7 and granted`,
            )
          ).rows[0]?.pid;
        const release = await handle.tryLock(4242, 7);
        expect(release).not.toBeNull();
        const first = await holder();
        expect(first).toBeDefined();
        await admin.query('select pg_terminate_backend($1)', [first]);
        // Re-taken at once on another connection (bounded by the connect timeout, not by a sleep of ours).
        let again: number | undefined;
        const deadline = Date.now() + POOL_TIMEOUTS.connectionTimeoutMillis;
        while ((again === undefined || again === first) && Date.now() < deadline) again = await holder();
        expect(again).toBeDefined();
        expect(again).not.toBe(first);
        expect(await other.tryLock(4242, 7)).toBeNull();
        await release?.();
        expect(await holder()).toBeUndefined();
        const taken = await other.tryLock(4242, 7);
        expect(taken).not.toBeNull();
        await taken?.();
      } finally {
        await other.close();
        await admin.end();
      }
    },
  );
});
