import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { OutgoingMail } from '../src/adapters/mail/index.js';
import { runAdmin } from '../src/admin.js';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import { openDatabase, pgliteDatabase, type DatabaseHandle } from '../src/db/index.js';
import {
  catalogItems,
  countries,
  events,
  faqs,
  healthHeroes,
  packages,
  partners,
  supportGroups,
  users,
  vouchers,
} from '../src/db/schema.js';
import { demoMember, staffAccount } from '../src/db/seed-data.js';
import { createOwner } from '../src/services/staff-team.js';
import { PASSWORD } from './support/members.js';
import { drivers, openTestDatabase, testConfig, TestClock, type Driver } from './support/server.js';

const PRODUCTION = {
  NODE_ENV: 'production',
  DEV_MAILBOX: '',
  SMTP_URL: 'smtp://127.0.0.1:9',
  STRIPE_SECRET_KEY: 'sk_test_placeholder',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_placeholder',
  STRIPE_WEBHOOK_SECRET: 'whsec_placeholder',
  DATA_ENCRYPTION_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
};

/** An empty database: a new PostgreSQL database, or a PGlite never migrated nor seeded (not the test snapshot). */
async function emptyDatabase(driver: Driver) {
  if (driver === 'postgres') return openTestDatabase('postgres');
  const client = await PGlite.create();
  return { handle: pgliteDatabase(client), drop: async () => {}, url: undefined };
}

describe.each(drivers)('a production start on an empty database [%s]', (driver) => {
  const clock = new TestClock();
  const sent: OutgoingMail[] = [];
  let database: DatabaseHandle;
  let drop = async () => {};
  let url: string | undefined;
  let config: Config;
  let app: FastifyInstance;
  const start = async () => {
    app = await buildApp(config, {
      logger: false,
      jobPollMs: false,
      clock: clock.now,
      database: { ...database, close: async () => {} },
      // Production mails over SMTP; here they are kept to be read.
      mailer: { send: async (mail) => void sent.push(mail) },
    });
  };
  const call = async (method: string, url: string, body?: unknown, token?: string) => {
    const response = await app.inject({
      method: method as 'GET',
      url,
      ...(body === undefined ? {} : { payload: body as object }),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: response.statusCode, body: response.json() };
  };

  beforeAll(async () => {
    const opened = await emptyDatabase(driver);
    database = opened.handle;
    drop = opened.drop;
    url = opened.url;
    config = testConfig(PRODUCTION);
    expect(config.demoData).toBe(false);
    await start();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await drop();
    if (config) rmSync(config.dataDir, { recursive: true, force: true });
  });

  test('no demo account and no demo content: the three packages, the countries and the FAQ only', async () => {
    const db = database.db;
    for (const account of [demoMember, staffAccount]) {
      const signIn = await call('POST', '/v1/user/login', {
        email: account.email,
        password: account.password,
      });
      expect(signIn.status, account.email).toBe(401);
    }
    const tally = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n;
    for (const table of [users, events, supportGroups, healthHeroes, catalogItems, partners, vouchers]) {
      expect(await tally(table)).toBe(0);
    }
    const seeded = await db.select({ name: packages.name, cost: packages.annualCost }).from(packages);
    expect(seeded.map((p) => p.name).sort()).toEqual(['Champion', 'Explorer', 'Starter']);
    expect(await tally(countries)).toBeGreaterThan(100);
    expect(await tally(faqs)).toBeGreaterThan(0);
  });

  test('a restart re-creates no package an operator deleted and keeps one they changed', async () => {
    await database.db.delete(packages).where(eq(packages.name, 'Champion'));
    await database.db.update(packages).set({ annualCost: 123 }).where(eq(packages.name, 'Explorer'));
    await app.close();
    await start();
    const rows = await database.db.select().from(packages);
    expect(rows.map((p) => p.name).sort()).toEqual(['Explorer', 'Starter']);
    expect(rows.find((p) => p.name === 'Explorer')?.annualCost).toBe(123);
  });

  test('the first owner: the link sets the password once; the owner reaches the staff calls, a member does not', async () => {
    const email = 'founder@organisation.example';
    let link: string;
    if (driver === 'postgres') {
      // The command line, on the very database the server uses (DATABASE_URL), with production's environment.
      const lines: string[] = [];
      const code = await runAdmin(
        ['create-owner', email],
        {
          ...PRODUCTION,
          DATA_DIR: config.dataDir,
          PUBLIC_URL: config.publicUrl,
          SESSION_SECRET: 'x'.repeat(40),
          DATABASE_URL: url,
        },
        { log: (line) => lines.push(line), error: (line) => lines.push(line) },
        clock.now,
      );
      expect(code, lines.join('\n')).toBe(0);
      link = lines.find((line) => line.includes('/reset/')) ?? '';
    } else {
      ({ link } = await createOwner({
        db: database.db,
        clock: clock.now,
        mailer: { send: async (mail) => void sent.push(mail) },
        settings: config,
        email,
      }));
      expect(sent.at(-1)).toMatchObject({ to: email, link });
    }
    expect(link.startsWith(`${config.publicUrl}/reset/`)).toBe(true);
    const token = link.slice(`${config.publicUrl}/reset/`.length);
    const reset = { token, newPassword: PASSWORD, confirmPassword: PASSWORD };
    expect((await call('POST', '/v1/user/reset', reset)).status).toBe(200);
    expect((await call('POST', '/v1/user/reset', reset)).status).toBe(400);

    const signedIn = await call('POST', '/v1/user/login', { email, password: PASSWORD });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user).toMatchObject({ role: ['staff'], staffRole: 'owner' });
    const owner = signedIn.body.data.token as string;
    expect((await call('GET', '/v1/staff/team', undefined, owner)).status).toBe(200);
    const directory = await call('GET', '/v1/staff/members', undefined, owner);
    expect(directory.status).toBe(200);
    expect(directory.body.data.items).toEqual([expect.objectContaining({ email, staffRole: 'owner' })]);
    const audit = await call('GET', '/v1/staff/audit?kind=owner-created', undefined, owner);
    expect(audit.body.data.items).toEqual([expect.objectContaining({ staff: null, kind: 'owner-created' })]);

    // A member signs up (the link comes by mail) and is refused.
    const memberEmail = 'member@organisation.example';
    await call('POST', '/v1/user/create', {
      email: memberEmail,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    const verify = sent.findLast((mail) => mail.to === memberEmail)?.link?.split('/verify/email/')[1];
    expect((await call('POST', '/v1/user/verify/email', { token: verify })).status).toBe(200);
    const member = (await call('POST', '/v1/user/login', { email: memberEmail, password: PASSWORD })).body
      .data.token as string;
    for (const path of ['/v1/staff/members', '/v1/staff/team']) {
      const refused = await call('GET', path, undefined, member);
      expect(refused, path).toMatchObject({ status: 403, body: { error: { code: 'STAFF_ONLY' } } });
    }
  });
});

describe('the command line on the embedded database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wellness-admin-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { NODE_ENV: 'development', DATA_DIR: dataDir, PUBLIC_URL: 'http://portal.test' };

  test('refuses while the server has the data folder open, then works on the same data once it is closed', async () => {
    const server = await openDatabase({ databaseUrl: undefined, dataDir });
    const lines: string[] = [];
    const out = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
    expect(await runAdmin(['create-owner', 'owner@portal.test'], env, out)).toBe(1);
    expect(lines.join('\n')).toContain(`is open in process ${process.pid}`);
    await server.close();

    lines.length = 0;
    expect(await runAdmin(['create-owner', 'Owner@Portal.test'], env, out)).toBe(0);
    expect(lines.join('\n')).toMatch(
      /Created owner@portal\.test as an owner\.[\s\S]*http:\/\/portal\.test\/reset\/\S{43}/,
    );
    // Without SMTP the mail waits in the outbox (the development mailbox).
    expect(lines.at(-1)).toBe('The link is also in the outbox (development mailbox).');
    // A second run promotes the same account again and gives a new link (the older stops working).
    lines.length = 0;
    expect(await runAdmin(['create-owner', 'owner@portal.test'], env, out)).toBe(0);
    expect(lines[0]).toBe('Promoted owner@portal.test as an owner.');

    const reopened = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      const rows = await reopened.db.select().from(users).where(eq(users.email, 'owner@portal.test'));
      expect(rows).toEqual([expect.objectContaining({ role: 'staff', staffRole: 'owner' })]);
    } finally {
      await reopened.close();
    }
  });

  test('usage and bad addresses exit with 2, a production configuration error with 1', async () => {
    const lines: string[] = [];
    const out = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
    expect(await runAdmin([], env, out)).toBe(2);
    expect(await runAdmin(['create-owner', 'not-an-address'], env, out)).toBe(2);
    expect(await runAdmin(['create-owner', 'a@b.example'], { ...PRODUCTION, DATA_DIR: dataDir }, out)).toBe(
      1,
    );
    expect(lines.at(-1)).toContain('SESSION_SECRET is required');
  });
});
