import pg from 'pg';
import { expect, test } from 'vitest';
import { postgresDatabase } from '../src/db/index.js';

const adminUrl = process.env.TEST_DATABASE_URL;

// A PostgreSQL restart or an administrator ending connections must not take the API server down with it.
test.skipIf(!adminUrl)(
  'a pooled connection killed while idle is reported, and the next query reconnects',
  async () => {
    const heard: Error[] = [];
    const handle = postgresDatabase(adminUrl as string, (error) => heard.push(error));
    const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
    try {
      const { rows } = await pool.query<{ pid: number }>('select pg_backend_pid() as pid');
      const pid = rows[0]?.pid;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      const closed = new Promise((resolve) => pool.once('error', resolve));
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      await closed;
      expect(heard.map((error) => (error as Error & { code?: string }).code)).toEqual(['57P01']);
      const again = await pool.query<{ answer: number }>('select 42 as answer');
      expect(again.rows[0]?.answer).toBe(42);
    } finally {
      await handle.close();
    }
  },
);
