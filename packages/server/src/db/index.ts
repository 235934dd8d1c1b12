import { mkdirSync } from 'node:fs';
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
  close(): Promise<void>;
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
    close: () => client.close(),
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
  const pool = new pg.Pool({ connectionString, max: 10 });
  pool.on('error', onIdleClientError);
  const releaseOnLoss = new WeakMap<pg.PoolClient, (error: Error) => void>();
  pool.on('connect', (client) => {
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
        original(error);
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
      lockPool = new pg.Pool({ connectionString, max: 4 });
      lockPool.on('error', onIdleClientError);
    }
    return lockPool;
  };
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder: paths.migrations }),
    tryLock: async (namespace, id) => {
      const client = await locks().connect();
      // A connection lost while the lock is held fails the release, never the process.
      const onError = (error: Error) => onIdleClientError(error);
      client.on('error', onError);
      const done = (error?: Error) => {
        client.off('error', onError);
        client.release(error);
      };
      try {
        const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', [
          namespace,
          id,
        ]);
        if (!rows[0]?.ok) {
          done();
          return null;
        }
      } catch (error) {
        done(error as Error);
        throw error;
      }
      return async () => {
        try {
          await client.query('select pg_advisory_unlock($1, $2)', [namespace, id]);
          done();
        } catch (error) {
          // Dropping the connection releases the lock as well.
          done(error as Error);
        }
      };
    },
    whileStartingAlone: async (work) => {
      const client = await locks().connect();
      try {
        await client.query('select pg_advisory_lock($1, 0)', [STARTUP_LOCK_NAMESPACE]);
        try {
          await work();
        } finally {
          await client.query('select pg_advisory_unlock($1, 0)', [STARTUP_LOCK_NAMESPACE]);
        }
      } finally {
        client.release();
      }
    },
    close: async () => {
      await pool.end();
      await lockPool?.end();
    },
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
  return pgliteDatabase(await PGlite.create({ dataDir: dir }));
}
