import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle } from '../db/index.js';
import { jobs, type JobRow } from '../db/schema.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Where a job is written: inside the caller's transaction (an outbox row beside what caused it) or on its own. */
export type Executor = Tx | Database;

interface JobContext {
  job: JobRow;
  /**
   * Marks the job done inside the handler's own transaction, so its effects and its completion commit together
   * (exactly once even if the process dies right after). Without it the runner marks it done after the handler
   * returned, and a crash in between runs the handler again: handlers must then be idempotent.
   */
  finish(tx: Executor): Promise<void>;
}

type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;

interface NewJob {
  kind: string;
  /** Dedupes: a second job with the same key is not added (even once the first is done). */
  key?: string;
  payload?: Record<string, unknown>;
  /** When it may run; now by default. */
  runAt?: Date;
}

export interface JobRunner {
  /**
   * What runs jobs of a kind. `every` makes it recurring: one row, run again `every` ms after each run;
   * `atStart` also runs it on this process's first run of due jobs.
   */
  register(kind: string, handler: JobHandler, options?: { every?: number; atStart?: boolean }): void;
  /** Adds a job (in the caller's transaction when given one). Resolves to its id, or null when the key exists. */
  enqueue(executor: Executor, job: NewJob): Promise<number | null>;
  /**
   * Runs these jobs now if they are due and nobody else runs them (e.g. right after their transaction). A request
   * calls it after its commit: it resolves once they ran, or after RUN_WAIT_MS at most (they go on meanwhile),
   * so an answer never waits on a job for longer.
   */
  run(ids: (number | null)[]): Promise<void>;
  /** Runs every due job once (this process's runs are one at a time); resolves to how many ran. */
  runDueJobs(): Promise<number>;
  /** Polls for due jobs every `intervalMs` (real time; due-ness is the injected clock's). */
  start(intervalMs: number): void;
  /** Stops polling and waits for the runs in progress, `withinMs` at most (default: as long as they take). */
  stop(withinMs?: number): Promise<void>;
}

/** The advisory-lock namespace of jobs (the second key is the job id). */
const JOB_LOCK_NAMESPACE = 0x6a6f6273 & 0x7fffffff;
/** How long a request waits for the jobs it just recorded before answering (they go on after). */
export const RUN_WAIT_MS = 2000;
/** Retry backoff: 1 s, 2 s, 4 s … capped at one hour; a job is retried until it succeeds. */
export const retryDelayMs = (attempts: number) => Math.min(1000 * 2 ** Math.max(0, attempts - 1), 3600_000);

/** A wait that ends after `ms` unless cancelled first. */
export interface Timeout {
  elapsed: Promise<void>;
  cancel(): void;
}

function realTimeout(ms: number): Timeout {
  let timer: NodeJS.Timeout | undefined;
  const elapsed = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return { elapsed, cancel: () => clearTimeout(timer) };
}

/**
 * A small durable job runner on the `jobs` table: at least once (a job stays until it succeeds, retried with
 * backoff, found again after a restart), one process at a time per job (advisory lock, then the row is read again
 * so a job another process just finished is not run twice), times from the injected clock.
 */
export function jobRunner(deps: {
  database: Pick<DatabaseHandle, 'db' | 'tryLock'>;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** Fault injection: called as `job.<kind>.ran` after a handler succeeded and before the job is marked done. */
  faults?: (point: string) => void;
  /** How a bounded wait ends (real time by default); tests end it themselves instead of waiting. */
  timeout?: (ms: number) => Timeout;
}): JobRunner {
  const { db } = deps.database;
  const { clock, log } = deps;
  const timeoutOf = deps.timeout ?? realTimeout;
  const handlers = new Map<string, { handle: JobHandler; every?: number; atStart?: boolean }>();
  let started = false;
  let running: Promise<number> = Promise.resolve(0);
  let timer: NodeJS.Timeout | undefined;
  /** Runs started for requests (`run`), awaited by `stop`. */
  const requested = new Set<Promise<void>>();
  const bounded = <T>(work: Promise<T>, ms: number) => {
    const timeout = timeoutOf(ms);
    return Promise.race([
      work.then(
        () => {},
        () => {},
      ),
      timeout.elapsed,
    ]).finally(() => timeout.cancel());
  };

  async function ensureRecurring(kind: string, dueNow: boolean) {
    const key = `every:${kind}`;
    await db.insert(jobs).values({ kind, key, runAt: clock() }).onConflictDoNothing({ target: jobs.key });
    if (dueNow) await db.update(jobs).set({ runAt: clock() }).where(eq(jobs.key, key));
  }

  /** Runs one job if it is due and free; true when it ran (successfully or not). */
  async function runOne(id: number): Promise<boolean> {
    const release = await deps.database.tryLock(JOB_LOCK_NAMESPACE, id);
    if (!release) return false;
    try {
      const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
      if (!job || job.doneAt || job.runAt > clock()) return false;
      const handler = handlers.get(job.kind);
      if (!handler) {
        // Written by a newer release, or a kind this process does not run: left for another.
        log.warn({ job: job.id, kind: job.kind }, 'no handler for a due job');
        return false;
      }
      let finished = false;
      const context: JobContext = {
        job,
        async finish(tx) {
          finished = true;
          await tx
            .update(jobs)
            .set({ doneAt: clock(), attempts: job.attempts + 1 })
            .where(eq(jobs.id, id));
        },
      };
      try {
        await handler.handle(job.payload, context);
        deps.faults?.(`job.${job.kind}.ran`);
        const now = clock();
        if (handler.every) {
          await db
            .update(jobs)
            .set({ runAt: new Date(now.getTime() + handler.every), attempts: 0, lastError: null })
            .where(eq(jobs.id, id));
        } else if (!finished) {
          await db
            .update(jobs)
            .set({ doneAt: now, attempts: job.attempts + 1 })
            .where(and(eq(jobs.id, id), isNull(jobs.doneAt)));
        }
      } catch (error) {
        const attempts = job.attempts + 1;
        log.error({ err: error, job: job.id, kind: job.kind, attempts }, 'job failed; it will be retried');
        await db
          .update(jobs)
          .set({
            attempts,
            lastError: error instanceof Error ? error.message : String(error),
            runAt: new Date(clock().getTime() + (handler.every ?? retryDelayMs(attempts))),
          })
          .where(eq(jobs.id, id));
      }
      return true;
    } finally {
      await release();
    }
  }

  async function runAllDue(): Promise<number> {
    for (const [kind, handler] of handlers) {
      if (handler.every) await ensureRecurring(kind, !started && Boolean(handler.atStart));
    }
    started = true;
    const seen = new Set<number>();
    let ran = 0;
    for (;;) {
      const due = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(isNull(jobs.doneAt), lte(jobs.runAt, clock())))
        .orderBy(asc(jobs.runAt), asc(jobs.id))
        .limit(50);
      const fresh = due.filter((row) => !seen.has(row.id));
      if (fresh.length === 0) return ran;
      for (const { id } of fresh) {
        seen.add(id);
        try {
          if (await runOne(id)) ran += 1;
        } catch (error) {
          // A lost connection while taking the lock or recording the outcome: the job stays due, the others run.
          log.error({ err: error, job: id }, 'job not run; it stays due');
        }
      }
    }
  }

  const runner: JobRunner = {
    register(kind, handle, options = {}) {
      handlers.set(kind, { handle, every: options.every, atStart: options.atStart });
    },

    async enqueue(executor, job) {
      const [row] = await executor
        .insert(jobs)
        .values({ kind: job.kind, key: job.key, payload: job.payload ?? {}, runAt: job.runAt ?? clock() })
        .onConflictDoNothing({ target: jobs.key })
        .returning({ id: jobs.id });
      return row?.id ?? null;
    },

    run(ids) {
      const work = (async () => {
        for (const id of ids) {
          if (id === null) continue;
          try {
            await runOne(id);
          } catch (error) {
            // Still recorded: the poller or the next start runs it.
            log.error({ err: error, job: id }, 'job not run now; it stays due');
          }
        }
      })();
      requested.add(work);
      void work.finally(() => requested.delete(work));
      return bounded(work, RUN_WAIT_MS);
    },

    runDueJobs() {
      const next = running.catch(() => 0).then(runAllDue);
      running = next;
      return next;
    },

    start(intervalMs) {
      if (timer) return;
      const tick = () => {
        runner
          .runDueJobs()
          .catch((error: unknown) => log.error({ err: error }, 'running due jobs failed'))
          .finally(() => {
            if (timer) timer = setTimeout(tick, intervalMs).unref();
          });
      };
      timer = setTimeout(tick, 0).unref();
    },

    async stop(withinMs) {
      if (timer) clearTimeout(timer);
      timer = undefined;
      const all = Promise.all([running.catch(() => 0), ...requested]);
      if (withinMs === undefined) await all;
      else await bounded(all, withinMs);
    },
  };
  return runner;
}
