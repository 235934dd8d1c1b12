import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, test } from 'vitest';
import { postgresDatabase } from '../src/db/index.js';
import { PASSWORD, readyMember, signUp } from './support/members.js';
import { uniqueEmail, useTestServer } from './support/server.js';

// A PostgreSQL restart or an administrator terminating backends (pg_terminate_backend) must fail the requests
// that were using those connections, and only them: the process stays up and the next requests work.

const adminUrl = process.env.TEST_DATABASE_URL;
const codeOf = (error: unknown) => (error as { code?: string }).code;
/** node-postgres results carry `rows` (the common Database type does not say so). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function terminate(pid: number) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend($1)', [pid]);
  } finally {
    await admin.end();
  }
}

describe.skipIf(!adminUrl)('a lost PostgreSQL connection', () => {
  test('killed while idle in a transaction: that transaction fails, the process and the pool carry on', async () => {
    let heard!: (error: Error) => void;
    const lost = new Promise<Error>((resolve) => (heard = resolve));
    const handle = postgresDatabase(adminUrl as string, undefined, (error) => heard(error));
    try {
      const transaction = handle.db.transaction(async (tx) => {
        const result = await tx.execute(sql`select pg_backend_pid() as pid`);
        await terminate(rowsOf<{ pid: number }>(result)[0]?.pid as number);
        // The connection is idle in this transaction when the server ends it: the client emits 'error'.
        expect(codeOf(await lost)).toBe('57P01');
        await tx.execute(sql`select 1`);
      });
      await expect(transaction).rejects.toThrow();
      const again = await handle.db.execute(sql`select 42 as answer`);
      expect(rowsOf<{ answer: number }>(again)[0]?.answer).toBe(42);
    } finally {
      await handle.close();
    }
  });

  test('killed while busy in a transaction: that statement fails, the process and the pool carry on', async () => {
    const handle = postgresDatabase(adminUrl as string);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      // Listened to at once: the statement may fail before pg_terminate_backend's own answer arrives.
      const failed = expect(
        handle.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_sleep(30)`);
        }),
      ).rejects.toThrow();
      // Wait until the statement is running, then end its backend.
      let pid: number | undefined;
      while (pid === undefined) {
        const { rows } = await admin.query<{ pid: number }>(
          `select pid from pg_stat_activity where state = 'active' and query like '%pg_sleep(30)%'
             and pid <> pg_backend_pid()`,
        );
        pid = rows[0]?.pid;
      }
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await failed;
      const again = await handle.db.execute(sql`select 42 as answer`);
      expect(rowsOf<{ answer: number }>(again)[0]?.answer).toBe(42);
    } finally {
      await admin.end();
      await handle.close();
    }
  });

  describe('under load, the API server', () => {
    const server = useTestServer('postgres');
    let token: string;
    const unverified = uniqueEmail('unverified');
    const registered = uniqueEmail('registered');

    beforeAll(async () => {
      token = await readyMember(server, registered);
      await signUp(server, unverified);
    });

    // Each kind of request, with the answer it gives when nothing goes wrong. Most run transactions.
    const requests = () => [
      {
        method: 'POST' as const,
        url: '/v1/user/create',
        body: { email: unverified, password: PASSWORD, confirmPassword: PASSWORD },
        ok: 409,
      },
      { method: 'POST' as const, url: '/v1/user/forgotPassword', body: { email: registered }, ok: 200 },
      {
        method: 'PATCH' as const,
        url: '/v1/user/password/change',
        body: { oldPassword: PASSWORD, newPassword: PASSWORD, confirmPassword: PASSWORD },
        token,
        ok: 200,
      },
      { method: 'POST' as const, url: '/v1/user/profile/view', token, ok: 200 },
    ];

    async function send(request: ReturnType<typeof requests>[number]) {
      const response = await server.app.inject({
        method: request.method,
        url: request.url,
        headers: request.token ? { authorization: `Bearer ${request.token}` } : {},
        ...(request.body ? { payload: request.body } : {}),
      });
      return { ok: request.ok, status: response.statusCode, body: response.json() };
    }

    test('survives backends killed while busy or idle in a transaction; only the requests using them fail', async () => {
      const databaseName = new URL(
        (server.db as unknown as { $client: pg.Pool }).$client.options.connectionString as string,
      ).pathname.slice(1);
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      const killed: string[] = [];
      let loadDone = false;
      // Ends every backend of the app's database that is running a statement or sits inside a transaction.
      const killer = (async () => {
        while (!loadDone) {
          const { rows } = await admin.query<{ pid: number; state: string }>(
            `select pid, state from pg_stat_activity
              where datname = $1 and pid <> pg_backend_pid() and state in ('active', 'idle in transaction')`,
            [databaseName],
          );
          for (const row of rows) {
            const { rows: done } = await admin.query<{ ok: boolean }>(
              'select pg_terminate_backend($1) as ok',
              [row.pid],
            );
            if (done[0]?.ok) killed.push(row.state);
          }
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
      })();

      // A bounded load: 4 clients, 160 requests in all.
      const results: Awaited<ReturnType<typeof send>>[] = [];
      await Promise.all(
        Array.from({ length: 4 }, async (_, worker) => {
          for (let i = 0; i < 40; i += 1) {
            const list = requests();
            results.push(await send(list[(worker + i) % list.length] as ReturnType<typeof requests>[number]));
          }
        }),
      );
      loadDone = true;
      await killer;
      await admin.end();

      expect(killed.length, 'the test ended some backends').toBeGreaterThan(0);
      const failed = results.filter((r) => r.status !== r.ok);
      // A failed request is a plain 500 envelope, never a crash, and there are no more of them than kills.
      for (const failure of failed) {
        expect(failure).toMatchObject({
          status: 500,
          body: { status: 500, data: null, error: { code: 'INTERNAL_ERROR' } },
        });
      }
      expect(failed.length).toBeLessThanOrEqual(killed.length);
      expect(results.length - failed.length).toBeGreaterThan(0);

      // Afterwards every request works again, more at once than the pool has connections: none was leaked.
      const after = await Promise.all([...requests(), ...requests(), ...requests()].map(send));
      expect(after.map((r) => r.status)).toEqual(after.map((r) => r.ok));
    });
  });
});
