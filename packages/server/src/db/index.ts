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
  close(): Promise<void>;
}

export function pgliteDatabase(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: paths.migrations }),
    close: () => client.close(),
  };
}

/**
 * `onIdleClientError` hears about pooled connections that die while idle (a server restart, an administrator
 * terminating them). node-postgres re-emits those on the pool, and an 'error' event with no listener would
 * crash the whole process; the pool simply opens a new connection on the next query.
 */
export function postgresDatabase(
  connectionString: string,
  onIdleClientError: (error: Error) => void = () => {},
): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10 });
  pool.on('error', onIdleClientError);
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder: paths.migrations }),
    close: () => pool.end(),
  };
}

/** DATABASE_URL selects a PostgreSQL server; otherwise PGlite keeps its files in `${dataDir}/pglite`. */
export async function openDatabase(
  config: { databaseUrl: string | undefined; dataDir: string },
  onIdleClientError?: (error: Error) => void,
) {
  if (config.databaseUrl) return postgresDatabase(config.databaseUrl, onIdleClientError);
  const dir = path.join(config.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return pgliteDatabase(await PGlite.create({ dataDir: dir }));
}
