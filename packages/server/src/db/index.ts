import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { paths } from '../paths.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The common supertype of the PGlite and node-postgres drizzle databases: handlers never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies the committed drizzle-kit migrations (idempotent). */
  migrate(): Promise<void>;
  /**
   * Takes an exclusive lock on (namespace, id) unless someone holds it: PostgreSQL's session advisory lock on a
   * connection of its own (every server process on the database sees it; it goes away with a process that
   * dies), an in-process lock on PGlite (one process only). Resolves to the release, or null when taken.
   */
  tryLock(namespace: number, id: number): Promise<(() => Promise<void>) | null>;
  /**
   * Runs `work` while no other server process on the database runs its own start-up work (migrations, seed):
   * PostgreSQL's session advisory lock, waited for; PGlite has one process, so it just runs.
   */
  whileStartingAlone(work: () => Promise<void>): Promise<void>;
  /**
   * Subscribes to PostgreSQL notifications (LISTEN) on `channels`. `live(true)` once listening (again: after a
   * reconnect, notifications sent meanwhile are lost, so the subscriber drops what it kept), `live(false)` when the
   * listening connection is lost (the subscriber stops trusting what it kept until the next `live(true)`).
   * PostgreSQL: a connection of its own, reconnected with a back-off; PGlite: the embedded database's own
   * notifications (delivered before the notifying statement's promise resolves). Resolves to the unsubscribe.
   */
  listen(channels: readonly string[], subscriber: ChangeSubscriber): Promise<() => Promise<void>>;
  /**
   * Resolves once every notification committed before the call has been delivered to the subscriber: one round trip
   * on the listening connection (PostgreSQL sends pending notifications before answering). Tests use it after
   * writing to the database behind the server's back; nothing in a request path waits for it.
   */
  syncNotifications(): Promise<void>;
  close(): Promise<void>;
}

interface ChangeSubscriber {
  notify(channel: string, payload: string): void;
  live(listening: boolean): void;
}

/** The advisory-lock namespace of start-up work (migrations and seed). */
const STARTUP_LOCK_NAMESPACE = 7_341_001;

export function pgliteDatabase(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
  const held = new Set<string>();
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: paths.migrations }),
    tryLock: async (namespace, id) => {
      const key = `${namespace}:${id}`;
      if (held.has(key)) return null;
      held.add(key);
      return async () => {
        held.delete(key);
      };
    },
    whileStartingAlone: (work) => work(),
    listen: async (channels, subscriber) => {
      const stops: (() => Promise<void>)[] = [];
      for (const channel of channels) {
        stops.push(await client.listen(channel, (payload) => subscriber.notify(channel, payload)));
      }
      subscriber.live(true);
      return async () => {
        if (client.closed) return;
        for (const stop of stops) await stop();
      };
    },
    syncNotifications: async () => {},
    close: () => client.close(),
  };
}

/**
 * A connection that only listens, reconnected after a loss (250 ms, doubling up to 5 s). Its subscribers are told
 * when it is listening and when it is not (see DatabaseHandle.listen).
 */
function postgresListener(connectionString: string, onError: (error: Error) => void) {
  const subscriptions: { channels: readonly string[]; subscriber: ChangeSubscriber }[] = [];
  const listened = new Set<string>();
  let queue: Promise<void> = Promise.resolve();
  let client: pg.Client | undefined;
  let ready: Promise<void> | undefined;
  let closed = false;
  let delay = 250;
  let retry: NodeJS.Timeout | undefined;

  const lost = (error?: Error) => {
    if (error) onError(error);
    const was = client;
    client = undefined;
    ready = undefined;
    was?.removeAllListeners('notification');
    void was?.end().catch(() => {});
    for (const { subscriber } of subscriptions) subscriber.live(false);
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect().catch(() => {});
    }, delay);
    retry.unref();
    delay = Math.min(delay * 2, 5000);
  };

  function connect(): Promise<void> {
    if (ready) return ready;
    const next = new pg.Client({ ...POOL_TIMEOUTS, connectionString });
    client = next;
    next.on('error', (error) => {
      if (client === next) lost(error);
    });
    next.on('end', () => {
      if (client === next && !closed) lost(new Error('the listening connection ended'));
    });
    next.on('notification', (message) => {
      for (const { channels, subscriber } of subscriptions) {
        if (channels.includes(message.channel)) subscriber.notify(message.channel, message.payload ?? '');
      }
    });
    ready = (async () => {
      await next.connect();
      listened.clear();
      for (const channel of new Set(subscriptions.flatMap((s) => s.channels))) {
        await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        listened.add(channel);
      }
      delay = 250;
      for (const { subscriber } of subscriptions) subscriber.live(true);
    })().catch((error: unknown) => {
      if (client === next) lost(error as Error);
      throw error;
    });
    return ready;
  }

  return {
    async listen(channels: readonly string[], subscriber: ChangeSubscriber) {
      const subscription = { channels, subscriber };
      subscriptions.push(subscription);
      const unsubscribe = async () => {
        const at = subscriptions.indexOf(subscription);
        if (at >= 0) subscriptions.splice(at, 1);
      };
      if (!ready) {
        // Told live(true) by connect() once listening (or live(false) and retried if it fails).
        await connect().catch(() => {});
        return unsubscribe;
      }
      // A subscriber joining a live connection (an app rebuilt on the same database): its channels are added.
      try {
        await ready;
        const current = client;
        for (const channel of channels) {
          if (listened.has(channel) || !current) continue;
          await current.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
          listened.add(channel);
        }
        if (current && client === current) subscriber.live(true);
      } catch {
        // The connection was lost meanwhile: the reconnect tells every subscriber.
      }
      return unsubscribe;
    },
    async sync() {
      if (ready) await ready.catch(() => {});
      const current = client;
      if (!current) return;
      // One statement at a time on the connection: each sync's round trip starts after it was asked for.
      const run = queue
        .then(() => current.query('select 1'))
        .then(
          () => {},
          () => {},
        );
      queue = run;
      await run;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const was = client;
      client = undefined;
      await was?.end().catch(() => {});
    },
  };
}

/**
 * A PostgreSQL restart or an administrator terminating a backend must fail the affected request only.
 * node-postgres reports a lost connection as an 'error' event: on the pool while the connection sits idle in it
 * (`onIdleClientError`), but on the client itself while a request has it checked out (a transaction, between two
 * of its statements or during one). An 'error' event with no listener crashes the whole process, so every client
 * gets a listener of its own as soon as it connects. A checked-out client whose connection is lost is reported
 * (`onClientError`) and handed back to the pool at once, which discards it: the request's pending or next query
 * rejects (its transaction dies with the connection), later release calls are no-ops, and the next request gets a
 * new connection. Handing it back matters: drizzle releases a transaction's client only once its BEGIN has
 * succeeded, so a connection lost during BEGIN would otherwise stay checked out for good and shrink the pool.
 */
export function postgresDatabase(
  connectionString: string,
  onIdleClientError: (error: Error) => void = () => {},
  onClientError: (error: Error) => void = () => {},
): DatabaseHandle {
  const pool = new pg.Pool({ ...POOL_TIMEOUTS, connectionString, max: 10 });
  pool.on('error', onIdleClientError);
  const releaseOnLoss = new WeakMap<pg.PoolClient, (error: Error) => void>();
  const readTimedOut = new WeakSet<pg.PoolClient>();
  pool.on('connect', (client) => {
    watchReadTimeouts(client, () => readTimedOut.add(client));
    // While the client is idle the pool's own listener reports the loss (above); this one keeps the process up.
    client.on('error', (error) => {
      const release = releaseOnLoss.get(client);
      if (!release) return;
      onClientError(error);
      release(error);
    });
  });
  // Checkouts by callback are pool.query's own (it listens and releases itself); drizzle's transactions use the
  // promise form.
  const connect = pool.connect.bind(pool);
  pool.connect = ((callback?: Parameters<typeof connect>[0]) => {
    if (callback) return connect(callback);
    return connect().then((client) => {
      const original = client.release.bind(client);
      let released = false;
      const release = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        releaseOnLoss.delete(client);
        // A statement that outlived query_timeout may still run on the connection: it is not reused.
        original(error ?? (readTimedOut.has(client) ? true : undefined));
      };
      client.release = release;
      releaseOnLoss.set(client, release);
      return client;
    });
  }) as typeof pool.connect;
  const db = drizzleNodePg({ client: pool, schema });
  // Locks hold a connection each for as long as the work runs: a pool of their own, so work waiting for a
  // query connection never waits behind the locks' connections.
  let lockPool: pg.Pool | undefined;
  const locks = () => {
    if (!lockPool) {
      lockPool = new pg.Pool({ ...POOL_TIMEOUTS, connectionString, max: 8 });
      lockPool.on('error', onIdleClientError);
      // The pool drops its own listener when it hands a connection out, and the taker's comes a microtask later: an
      // error parsed from the same network chunk as the connection's first "ready" (a backend terminated right
      // after connecting) would find none and end the process. This one stays for the connection's life; each
      // lock's own listener (advisoryLock) acts on the loss.
      lockPool.on('connect', (client) => client.on('error', () => {}));
    }
    return lockPool;
  };
  const listener = postgresListener(connectionString, onIdleClientError);
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    listen: (channels, subscriber) => listener.listen(channels, subscriber),
    syncNotifications: () => listener.sync(),
    migrate: async () => {
      // A connection of its own without the statement timeout: a migration may take longer than a request.
      const client = new pg.Client({
        ...POOL_TIMEOUTS,
        statement_timeout: undefined,
        query_timeout: undefined,
        connectionString,
      });
      client.on('error', onIdleClientError);
      await client.connect();
      try {
        await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder: paths.migrations });
      } finally {
        await client.end().catch(() => {});
      }
    },
    tryLock: (namespace, id) => advisoryLock(locks(), namespace, id, onIdleClientError),
    whileStartingAlone: async (work) => {
      const client = await locks().connect();
      // Migrations may take longer than a request's statement: no statement timeout while starting.
      const onError = (error: Error) => onIdleClientError(error);
      client.on('error', onError);
      let failure: Error | undefined;
      try {
        await client.query('set statement_timeout = 0');
        await client.query('select pg_advisory_lock($1, 0)', [STARTUP_LOCK_NAMESPACE]);
        try {
          await work();
        } finally {
          await client.query('select pg_advisory_unlock($1, 0)', [STARTUP_LOCK_NAMESPACE]);
        }
      } catch (error) {
        failure = error as Error;
        throw error;
      } finally {
        client.off('error', onError);
        // Never back to the pool with the statement timeout lifted.
        client.release(failure ?? true);
      }
    },
    close: async () => {
      await listener.close();
      await pool.end();
      await lockPool?.end();
    },
  };
}

/**
 * PGlite's files belong to one process: two opening them at once would corrupt them. The opener writes its pid to
 * `${dataDir}/pglite.pid` (exclusively) and removes it on close; a file left by a process that is gone is taken
 * over. Resolves to the release.
 */
export function lockEmbeddedDatabase(dataDir: string): () => void {
  const file = path.join(dataDir, 'pglite.pid');
  for (;;) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(file, 'utf8').trim());
    let alive = false;
    try {
      alive = Number.isInteger(holder) && holder > 0 && process.kill(holder, 0);
    } catch (error) {
      // EPERM: the process exists (another user's).
      alive = (error as NodeJS.ErrnoException).code === 'EPERM';
    }
    if (alive) {
      throw new Error(
        `The embedded database in ${path.join(dataDir, 'pglite')} is open in process ${holder} (a running server?): ` +
          'stop it first, or use PostgreSQL (DATABASE_URL), which any number of processes may share.',
      );
    }
    rmSync(file, { force: true });
  }
}

/**
 * Every PostgreSQL connection the server opens (requests, jobs, locks, the listener) has bounds, so a lost or
 * stuck connection fails the work using it instead of holding it (and the locks and rows it holds) for good:
 * a connection that cannot be made in 5 s; a statement longer than 15 s (ended by the server); a lock waited for
 * more than 10 s; a transaction left idle for 15 s (the server ends the session, releasing its locks); and, for
 * a connection that went silent (no answer at all), the client gives up after 20 s. TCP keepalive finds a peer
 * that vanished.
 */
export const POOL_TIMEOUTS = {
  connectionTimeoutMillis: 5000,
  statement_timeout: 15_000,
  lock_timeout: 10_000,
  idle_in_transaction_session_timeout: 15_000,
  query_timeout: 20_000,
  keepAlive: true,
} as const;

/**
 * Calls `timedOut` when a query on the client outlives query_timeout (it may still be running on the connection).
 * Wrapped once per connection, when the pool makes it.
 */
function watchReadTimeouts(client: pg.PoolClient, timedOut: () => void) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      (result as Promise<unknown>).catch((error: unknown) => {
        if ((error as Error)?.message === 'Query read timeout') timedOut();
      });
    }
    return result;
  };
}

/**
 * A session advisory lock on a connection of its own. The lock lives as long as that connection: when it is lost
 * while the work runs (the client's 'error' event; without a listener the process would exit), the lock is
 * re-taken on a new connection (a few tries, 250 ms apart) so that no other process starts the same work
 * meanwhile. If another process took it first, that is logged: the work's own transactions still guard its
 * effects (a job is at least once, its handlers idempotent).
 */
async function advisoryLock(
  locks: pg.Pool,
  namespace: number,
  id: number,
  onError: (error: Error) => void,
): Promise<(() => Promise<void>) | null> {
  let released = false;
  let held: { client: pg.PoolClient; lost: (error: Error) => void } | undefined;
  let retaking: Promise<void> | undefined;

  const take = async (): Promise<boolean> => {
    const next = await locks.connect();
    const lost = (error: Error) => {
      onError(error);
      if (held?.client !== next) return;
      held = undefined;
      next.off('error', lost);
      next.release(error);
      if (!released) retaking = retake();
    };
    next.on('error', lost);
    try {
      const { rows } = await next.query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', [
        namespace,
        id,
      ]);
      if (rows[0]?.ok) {
        held = { client: next, lost };
        return true;
      }
      next.off('error', lost);
      next.release();
      return false;
    } catch (error) {
      next.off('error', lost);
      next.release(error as Error);
      throw error;
    }
  };

  const retake = async () => {
    for (let attempt = 0; attempt < 20 && !released; attempt += 1) {
      try {
        if (await take()) {
          if (released) await unlock();
          return;
        }
        onError(
          new Error(
            `advisory lock (${namespace}, ${id}) was taken by another process after a lost connection`,
          ),
        );
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 250).unref());
      }
    }
  };

  const unlock = async () => {
    const last = held;
    held = undefined;
    if (!last) return;
    const { client } = last;
    // Keeps the process up if the connection is lost during the unlock (the pool's listener is for idle ones).
    const ignore = () => {};
    client.on('error', ignore);
    client.off('error', last.lost);
    try {
      await client.query('select pg_advisory_unlock($1, $2)', [namespace, id]);
      client.release();
    } catch (error) {
      // Dropping the connection releases the lock as well.
      client.release(error as Error);
    } finally {
      client.off('error', ignore);
    }
  };

  if (!(await take())) return null;
  return async () => {
    released = true;
    await retaking?.catch(() => {});
    await unlock();
  };
}

/** DATABASE_URL selects a PostgreSQL server; otherwise PGlite keeps its files in `${dataDir}/pglite`. */
export async function openDatabase(
  config: { databaseUrl: string | undefined; dataDir: string },
  onIdleClientError?: (error: Error) => void,
  onClientError?: (error: Error) => void,
) {
  if (config.databaseUrl) return postgresDatabase(config.databaseUrl, onIdleClientError, onClientError);
  const dir = path.join(config.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const unlock = lockEmbeddedDatabase(config.dataDir);
  try {
    const handle = pgliteDatabase(await PGlite.create({ dataDir: dir }));
    return {
      ...handle,
      close: async () => {
        await handle.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
