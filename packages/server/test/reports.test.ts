import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { events, packages, transactions, users, vouchers } from '../src/db/schema.js';
import { staffAccount } from '../src/db/seed-data.js';
import { centsToDollars, reportPeriods } from '../src/services/reports.js';
import { login, readyMember } from './support/members.js';
import { CARDS, buyPackage, confirm, paymentMethod, transactionsOf } from './support/payments.js';
import { describeEachDatabase, uniqueEmail, type TestServer } from './support/server.js';

const HOUR = 3_600_000;
/** 31 March 2026, 23:30 in Los Angeles (PDT, UTC-7): still March there, already April in UTC. */
const MARCH_END_2330 = new Date('2026-04-01T06:30:00Z');
/** 1 April 2026, 00:30 in Los Angeles: April. */
const APRIL_START_0030 = new Date('2026-04-01T07:30:00Z');

interface Figures {
  packages: string;
  events: string;
  marketplace: string;
  refunds: string;
  net: string;
}
interface Report {
  currency: string;
  timeZone: string;
  interval: string;
  rows: (Figures & { period: string })[];
  totals: Figures;
}

async function staffToken(server: TestServer) {
  const response = await login(server, staffAccount.email, staffAccount.password);
  expect(response.status).toBe(200);
  return response.body.data.token as string;
}

/** Moves the test's clock forward to `at` (it only ever moves forward within a test). */
function moveClockTo(server: TestServer, at: Date) {
  const ahead = at.getTime() - server.clock.now().getTime();
  expect(ahead).toBeGreaterThan(0);
  server.clock.advance(ahead);
}

async function paidEvent(server: TestServer, price: number) {
  const [starter] = await server.db.select().from(packages).where(eq(packages.name, 'Starter'));
  const start = new Date(server.clock.now().getTime() + 48 * HOUR);
  const [row] = await server.db
    .insert(events)
    .values({
      name: `Report event ${randomBytes(4).toString('hex')}`,
      mode: 'Online',
      startTime: start,
      endTime: new Date(start.getTime() + HOUR),
      status: 'upcoming',
      packageId: starter!.id,
      price,
      capacity: 100,
    })
    .returning();
  return row!;
}

/** A coupon for the members of a package (a coupon is only for the package it belongs to). */
async function coupon(
  server: TestServer,
  packageName: string,
  discountType: 'Flat' | 'Percent',
  discountedAmount: number,
) {
  const [pkg] = await server.db.select().from(packages).where(eq(packages.name, packageName));
  const [row] = await server.db
    .insert(vouchers)
    .values({
      name: 'Report coupon',
      companyName: 'Test',
      voucherCode: `RPT${randomBytes(4).toString('hex').toUpperCase()}`,
      expiryDate: new Date(server.clock.now().getTime() + 480 * HOUR),
      packageId: pkg!.id,
      discountType,
      discountedAmount,
      couponUsesLeft: 10,
    })
    .returning();
  return row!;
}

/** A member pays for `quantity` seats of an event with a coupon code, by card, through the real checkout. */
async function payForEvent(
  server: TestServer,
  token: string,
  eventUuid: string,
  quantity: number,
  code: string,
) {
  const checkout = await server.call<{ stripeIntent: { client_secret: string } }>(
    'POST',
    '/v1/user/event/payment',
    { token, body: { eventUuid, quantity, promoCode: code } },
  );
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
  const card = await paymentMethod(server, token, CARDS.success);
  const paid = await confirm(server, token, checkout.body.data.stripeIntent.client_secret, card);
  expect(paid.body.data.status).toBe('succeeded');
}

/** A ledger row written as the marketplace paths write them (the shop's checkout and its staff refunds). */
async function ledgerRow(
  server: TestServer,
  token: string,
  at: Date,
  type: 'marketplace' | 'refund',
  total: number,
  status = true,
) {
  const [profile] = await server.db
    .select()
    .from(users)
    .where(eq(users.email, emailOf.get(token)!));
  await server.db.insert(transactions).values({
    userId: profile!.id,
    transactionId: `pi_report_${randomBytes(4).toString('hex')}`,
    name: 'Marketplace order',
    remarks: type === 'refund' ? 'Refund of a marketplace order' : 'Paid',
    total,
    type,
    status,
    transactionDate: at,
  });
}
const emailOf = new Map<string, string>();
async function member(server: TestServer) {
  const email = uniqueEmail('report');
  const token = await readyMember(server, email);
  emailOf.set(token, email);
  return token;
}

const revenue = (server: TestServer, token: string, query: string) =>
  server.call<Report>('GET', `/v1/staff/reports/revenue?${query}`, { token });

describeEachDatabase('staff revenue report', (server) => {
  test('a known ledger, to the cent, bucketed in Pacific time either side of a month end', async () => {
    // 23:30 Pacific on 31 March: Explorer ($99) by card, and a $25.50 shop order.
    moveClockTo(server, MARCH_END_2330);
    const early = await member(server);
    const bought = await buyPackage(server, early, 'Explorer', CARDS.success);
    expect(bought.confirmed.body.data.status).toBe('succeeded');
    await ledgerRow(server, early, server.clock.now(), 'marketplace', 25.5);

    // 00:30 Pacific on 1 April: Champion ($199), two paid events with coupons, shop orders and refunds.
    moveClockTo(server, APRIL_START_0030);
    const late = await member(server);
    expect((await buyPackage(server, late, 'Champion', CARDS.success)).confirmed.body.data.status).toBe(
      'succeeded',
    );
    const flatEvent = await paidEvent(server, 20);
    const percentEvent = await paidEvent(server, 40);
    const flat = await coupon(server, 'Champion', 'Flat', 5);
    const percent = await coupon(server, 'Explorer', 'Percent', 4.5);
    // Flat: 20 − 5 = 15.00. Percent 4.5 % a seat: 2 × (40 − 1.80) = 76.40.
    await payForEvent(server, late, flatEvent.id, 1, flat.voucherCode);
    await payForEvent(server, early, percentEvent.id, 2, percent.voucherCode);
    // A full refund through the real path: the flat-coupon registration is cancelled (15.00 back).
    const cancelled = await server.call('PATCH', '/v1/user/event/register/cancel', {
      token: late,
      body: { eventUuid: flatEvent.id },
    });
    expect(cancelled.status).toBe(200);
    await server.runDueJobs();
    expect(await transactionsOf(server, late)).toContainEqual(
      expect.objectContaining({ type: 'refund', total: 15, status: true }),
    );
    // A shop order of 74.99 partly refunded (10.25), and a failed attempt that must not count.
    await ledgerRow(server, late, server.clock.now(), 'marketplace', 74.99);
    await ledgerRow(server, late, server.clock.now(), 'refund', 10.25);
    await ledgerRow(server, late, server.clock.now(), 'marketplace', 500, false);

    const staff = await staffToken(server);
    const monthly = await revenue(server, staff, 'from=2026-03-01&to=2026-04-30&interval=month');
    expect(monthly.status).toBe(200);
    expect(monthly.body.data).toEqual({
      currency: 'USD',
      timeZone: 'America/Los_Angeles',
      interval: 'month',
      from: '2026-03-01',
      to: '2026-04-30',
      rows: [
        {
          period: '2026-03-01',
          packages: '99.00',
          events: '0.00',
          marketplace: '25.50',
          refunds: '0.00',
          net: '124.50',
        },
        {
          period: '2026-04-01',
          packages: '199.00',
          events: '91.40',
          marketplace: '74.99',
          refunds: '25.25',
          net: '340.14',
        },
      ],
      totals: { packages: '298.00', events: '91.40', marketplace: '100.49', refunds: '25.25', net: '464.64' },
    });

    const daily = await revenue(server, staff, 'from=2026-03-31&to=2026-04-01&interval=day');
    expect(daily.body.data.rows.map((r) => [r.period, r.net])).toEqual([
      ['2026-03-31', '124.50'],
      ['2026-04-01', '340.14'],
    ]);
    // Both days fall in the week starting Monday 30 March; the week's first day is its period.
    const weekly = await revenue(server, staff, 'from=2026-03-31&to=2026-04-01&interval=week');
    expect(weekly.body.data.rows).toEqual([{ period: '2026-03-30', ...monthly.body.data.totals }]);
    // A day outside the ledger: a zero row, still answered.
    const empty = await revenue(server, staff, 'from=2026-04-02&to=2026-04-02&interval=day');
    expect(empty.body.data.rows).toEqual([
      {
        period: '2026-04-02',
        packages: '0.00',
        events: '0.00',
        marketplace: '0.00',
        refunds: '0.00',
        net: '0.00',
      },
    ]);

    // The same rows as CSV: a header row, then one row per period.
    const csv = await server.app.inject({
      method: 'GET',
      url: '/v1/staff/reports/revenue?from=2026-03-01&to=2026-04-30&interval=month&format=csv',
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="revenue-2026-03-01-2026-04-30-month.csv"',
    );
    expect(csv.body).toBe(
      'period,packages,events,marketplace,refunds,net\r\n' +
        '2026-03-01,99.00,0.00,25.50,0.00,124.50\r\n' +
        '2026-04-01,199.00,91.40,74.99,25.25,340.14\r\n',
    );
  });

  test('members are refused with 403, strangers with 401', async () => {
    const token = await member(server);
    const refused = await revenue(server, token, 'from=2026-01-01&to=2026-01-31');
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe('STAFF_ONLY');
    const csv = await server.app.inject({
      method: 'GET',
      url: '/v1/staff/reports/revenue?from=2026-01-01&to=2026-01-31&format=csv',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(csv.statusCode).toBe(403);
    expect(csv.body).not.toContain('period,');
    expect((await server.call('GET', '/v1/staff/reports/revenue?from=2026-01-01&to=2026-01-31')).status).toBe(
      401,
    );
  });

  test('bad ranges are a 400 naming the field, never a 500', async () => {
    const staff = await staffToken(server);
    for (const [query, path] of [
      ['from=2026-02-01&to=2026-01-01', '/to'],
      ['from=2026-02-30&to=2026-03-01', '/from'],
      ['from=2026-1-1&to=2026-03-01', '/from'],
      ['from=0000-01-01&to=0000-01-01', '/from'],
      ['from=9999-12-31&to=9999-12-31', '/from'],
      ['to=2026-03-01', '/from'],
      ['from=2026-01-01&to=2026-03-01&interval=year', '/interval'],
      ['from=2026-01-01&to=2026-03-01&format=xml', '/format'],
      ['from=2000-01-01&to=2026-03-01&interval=day', '/to'],
    ] as const) {
      const answer = await revenue(server, staff, query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error?.code, query).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(answer.body.error?.details), query).toContain(path);
    }
  });
});

test('periods: weeks start on Monday, months on the 1st, at most 400', () => {
  expect(reportPeriods({ from: '2026-01-30', to: '2026-03-02', interval: 'month' })).toEqual({
    interval: 'month',
    periods: ['2026-01-01', '2026-02-01', '2026-03-01'],
  });
  expect(reportPeriods({ from: '2026-03-01', to: '2026-03-09', interval: 'week' }).periods).toEqual([
    '2026-02-23',
    '2026-03-02',
    '2026-03-09',
  ]);
  expect(reportPeriods({ from: '2025-01-01', to: '2026-02-04', interval: 'day' }).periods).toHaveLength(400);
  expect(() => reportPeriods({ from: '2025-01-01', to: '2026-02-05', interval: 'day' })).toThrow(/400/);
  expect(centsToDollars(0)).toBe('0.00');
  expect(centsToDollars(-1005)).toBe('-10.05');
  expect(centsToDollars(12345678901234n)).toBe('123456789012.34');
});
