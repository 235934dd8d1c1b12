import { eq, inArray } from 'drizzle-orm';
import { expect, test } from 'vitest';
import type { Schema } from '@wellness/api';
import { transactions, users } from '../src/db/schema.js';
import { seed, seedSteps } from '../src/db/seed.js';
import { staffAccount } from '../src/db/seed-data.js';
import { ledgerMembers } from '../src/db/seed-ledger.js';
import { hashPassword } from '../src/services/passwords.js';
import { login } from './support/members.js';
import { transactionsOf } from './support/payments.js';
import { describeEachDatabase, type TestServer } from './support/server.js';

type RevenueReport = Schema<'RevenueReport'>;
type MembersReport = Schema<'MembersReport'>;

/** The ledger spans the ten weeks before the test's day (2 March 2026): December 2025 to March 2026. */
const RANGE = 'from=2025-12-01&to=2026-03-02&interval=month';

async function ownerToken(server: TestServer) {
  const response = await login(server, staffAccount.email, staffAccount.password);
  expect(response.status).toBe(200);
  return response.body.data.token as string;
}

async function ledgerRows(server: TestServer) {
  const emails = ledgerMembers.map((m) => m.email);
  return server.db
    .select({ email: users.email, type: transactions.type, total: transactions.total })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .where(inArray(users.email, emails));
}

const cents = (dollars: number) => Math.round(dollars * 100);

type Counted = 'bought' | 'cancelled' | 'signUps' | 'verified';

describeEachDatabase('the demo ledger (DEMO_LEDGER)', (server) => {
  test('seeded once after the demo; the staff reports are the sums of the seeded members’ histories, to the cent', async () => {
    const token = await ownerToken(server);
    const revenue = async () =>
      (await server.call<RevenueReport>('GET', `/v1/staff/reports/revenue?${RANGE}`, { token })).body.data
        .totals;
    const members = async () => {
      const report = (
        await server.call<MembersReport>('GET', `/v1/staff/reports/members?${RANGE}`, { token })
      ).body.data;
      const total = (key: Counted) => report.rows.reduce((sum, row) => sum + row[key], 0);
      return {
        bought: total('bought'),
        cancelled: total('cancelled'),
        signUps: total('signUps'),
        verified: total('verified'),
      };
    };
    // The file's database already holds the demo (the test seed): the reports are compared by difference.
    const [moneyBefore, membersBefore] = [await revenue(), await members()];

    expect(await seed(server.db, server.clock.now(), { demoData: true, demoLedger: true })).toEqual([
      'demo-ledger',
    ]);
    expect(await seed(server.db, server.clock.now(), { demoData: true, demoLedger: true })).toEqual([]);
    expect(seedSteps({ demoData: true, demoLedger: true })).toContain('demo-ledger');
    expect(seedSteps({ demoData: false, demoLedger: true })).not.toContain('demo-ledger');

    // What the cohort declares: nine Explorer and five Champion payments, a full and a partial refund.
    const paid = ledgerMembers.filter((m) => m.package !== 'Starter');
    const declared = paid.reduce((sum, m) => sum + (m.package === 'Explorer' ? 9900 : 19900), 0);
    expect(declared).toBe(188_600);
    const rows = await ledgerRows(server);
    const sum = (type: string) =>
      rows.filter((r) => r.type === type).reduce((total, r) => total + cents(Number(r.total)), 0);
    expect(sum('package')).toBe(declared);
    expect(sum('refund')).toBe(14_900);

    const money = await revenue();
    const grew = (key: keyof typeof money) => cents(Number(money[key])) - cents(Number(moneyBefore[key]));
    expect(grew('packages')).toBe(sum('package'));
    expect(grew('refunds')).toBe(sum('refund'));
    expect(grew('net')).toBe(sum('package') - sum('refund'));
    expect(grew('events')).toBe(0);

    const counted = await members();
    expect({
      bought: counted.bought - membersBefore.bought,
      cancelled: counted.cancelled - membersBefore.cancelled,
      signUps: counted.signUps - membersBefore.signUps,
      verified: counted.verified - membersBefore.verified,
    }).toEqual({ bought: paid.length, cancelled: 1, signUps: ledgerMembers.length, verified: 16 });
  });

  test('a seeded member’s own history shows the payment and the staff refund that the report counts', async () => {
    const daniel = ledgerMembers.find((m) => m.name === 'Daniel Okafor')!;
    await server.db
      .update(users)
      .set({ passwordHash: await hashPassword('Ledger@1234') })
      .where(eq(users.email, daniel.email));
    const signedIn = await login(server, daniel.email, 'Ledger@1234');
    expect(signedIn.status).toBe(200);
    const history = await transactionsOf(server, signedIn.body.data.token as string);
    expect(history.map((row) => [row.type, Number(row.total), row.name])).toEqual([
      ['refund', 50, 'Champion membership (yearly)'],
      ['package', 199, 'Champion membership (yearly)'],
    ]);
  });

  test('a full refund left the member on the free package; a partial one kept the package', async () => {
    const [grace] = await server.db.select().from(users).where(eq(users.email, 'grace.liu@wellness.example'));
    const [daniel] = await server.db
      .select()
      .from(users)
      .where(eq(users.email, 'daniel.okafor@wellness.example'));
    const token = await ownerToken(server);
    const report = (await server.call<MembersReport>('GET', `/v1/staff/reports/members?${RANGE}`, { token }))
      .body.data;
    const named = (id: string | null | undefined) => report.packages.find((p) => p.uuid === id)?.name;
    expect([named(grace?.packageId), named(daniel?.packageId)]).toEqual(['Starter', 'Champion']);
  });
});
