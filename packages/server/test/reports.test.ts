import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import type { Schema } from '@wellness/api';
import {
  catalogItems,
  events,
  marketplaceOrders,
  packages,
  transactions,
  users,
  vouchers,
} from '../src/db/schema.js';
import { hashPassword } from '../src/services/passwords.js';
import { catalogItemValues } from '../src/services/catalog.js';
import { staffAccount } from '../src/db/seed-data.js';
import { centsToDollars, reportPeriods } from '../src/services/reports.js';
import { login, profileForm, readyMember } from './support/members.js';
import { CARDS, buyPackage, confirm, paymentMethod, transactionsOf } from './support/payments.js';
import { describeEachDatabase, uniqueEmail, type TestServer } from './support/server.js';

const HOUR = 3_600_000;
/** 31 March 2026, 23:30 in Los Angeles (PDT, UTC-7): still March there, already April in UTC. */
const MARCH_END_2330 = new Date('2026-04-01T06:30:00Z');
/** 1 April 2026, 00:30 in Los Angeles: April. */
const APRIL_START_0030 = new Date('2026-04-01T07:30:00Z');

type MembersReport = Schema<'MembersReport'>;
type EventsReport = Schema<'EventsReport'>;
type ShopReport = Schema<'ShopReport'>;

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

/** A support staff member, made in the database (as an accepted invitation would); their token. */
async function supportStaff(server: TestServer) {
  const email = uniqueEmail('support');
  await server.db.insert(users).values({
    email,
    role: 'staff',
    staffRole: 'support',
    passwordHash: await hashPassword('Secret123!'),
    emailVerifiedAt: server.clock.now(),
  });
  const response = await login(server, email, 'Secret123!');
  expect(response.status).toBe(200);
  return response.body.data.token as string;
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

async function paidEvent(
  server: TestServer,
  price: number,
  start = new Date(server.clock.now().getTime() + 48 * HOUR),
  capacity = 100,
) {
  const [starter] = await server.db.select().from(packages).where(eq(packages.name, 'Starter'));
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
      capacity,
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
  total: 'paid' | 'free' = 'paid',
) {
  if (total === 'free') {
    // A coupon of the whole price: the checkout registers the seat at once, no card.
    const free = await server.call('POST', '/v1/user/event/payment', {
      token,
      body: { eventUuid, quantity, promoCode: code },
    });
    expect(free.status, JSON.stringify(free.body)).toBe(200);
    return;
  }
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

let itemCounter = 0;
/** A counted catalogue item of the test's own (price and stock known). */
async function shopItem(server: TestServer, name: string, regular: string, stock: number) {
  itemCounter += 1;
  const [row] = await server.db
    .insert(catalogItems)
    .values(
      catalogItemValues({
        kind: 'product',
        name,
        slug: `report-item-${itemCounter}-${server.driver}-${randomBytes(3).toString('hex')}`,
        shortDescription: '',
        description: '',
        regular,
        images: [{ src: '/uploads/products/test.png', alt: name }],
        stockQuantity: stock,
      }),
    )
    .returning();
  return row!;
}

/** The member orders these items (id, quantity) and pays by card; the order's id. */
async function shopOrder(server: TestServer, token: string, lines: [number, number][]) {
  const address = await server.call('PATCH', '/v1/user/profile/update', {
    token,
    form: profileForm({ addressLine1: '500 Congress Ave' }),
  });
  expect(address.status).toBe(200);
  for (const [productId, quantity] of lines) {
    const added = await server.call('POST', '/v1/user/marketplace/cart/create', {
      token,
      body: { item: { productId, categoryId: 16, quantity } },
    });
    expect(added.status).toBe(201);
  }
  const created = await server.call<{ clientSecret: string; orderResponse: { id: number } }>(
    'POST',
    '/v1/user/marketplace/order/create',
    { token },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const paid = await confirm(
    server,
    token,
    created.body.data.clientSecret,
    await paymentMethod(server, token, CARDS.success),
  );
  expect(paid.body.data.status).toBe('succeeded');
  return created.body.data.orderResponse.id;
}

const userIdOf = async (server: TestServer, token: string) =>
  (
    await server.db
      .select()
      .from(users)
      .where(eq(users.email, emailOf.get(token)!))
  )[0]!.id;

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

  test('members, events and shop of a known ledger, to the cent, either side of month ends in Pacific time', async () => {
    // Staff sign in again after each move of the clock (a session does not outlive its days).
    let staff = await staffToken(server);
    const get = <T>(path: string) => server.call<T>('GET', path, { token: staff });
    const membersOf = async () =>
      (await get<MembersReport>('/v1/staff/reports/members?from=2026-05-01&to=2026-06-30&interval=month'))
        .body.data;
    // The file's other members and the seed's are there already: the report's rows are compared by difference.
    const before = await membersOf();
    const [explorer] = await server.db.select().from(packages).where(eq(packages.name, 'Explorer'));
    const x = await shopItem(server, 'Report tea', '25.50', 10);
    const y = await shopItem(server, 'Report mat', '10.00', 3);

    // 23:30 Pacific on 31 May (already 1 June in UTC): A joins, buys Explorer and one tea.
    moveClockTo(server, new Date('2026-06-01T06:30:00Z'));
    const a = await member(server);
    expect((await buyPackage(server, a, 'Explorer', CARDS.success)).confirmed.body.data.status).toBe(
      'succeeded',
    );
    await shopOrder(server, a, [[x.id, 1]]);

    // 00:30 Pacific on 1 June: B joins, buys Explorer, upgrades to Champion and cancels it; D is given Explorer
    // for one day by staff (it lapses on 2 June).
    moveClockTo(server, new Date('2026-06-01T07:30:00Z'));
    const b = await member(server);
    expect((await buyPackage(server, b, 'Explorer', CARDS.success)).confirmed.body.data.status).toBe(
      'succeeded',
    );
    expect((await buyPackage(server, b, 'Champion', CARDS.success)).confirmed.body.data.status).toBe(
      'succeeded',
    );
    expect((await server.call('PATCH', '/v1/user/package/cancel', { token: b })).status).toBe(200);
    const d = await member(server);
    staff = await staffToken(server);
    const given = await server.call('POST', `/v1/staff/members/${await userIdOf(server, d)}/package`, {
      token: staff,
      body: { packageId: explorer!.id, days: 1, reason: 'Trial day' },
    });
    expect(given.status, JSON.stringify(given.body)).toBe(200);

    // The shop in June: B's order (2 teas and a mat, 61.00) refunded in part (10.25) from B's page; A's mat
    // (10.00) refunded in full from the fulfilment page, its unit back in stock.
    const bOrder = await shopOrder(server, b, [
      [x.id, 2],
      [y.id, 1],
    ]);
    const [bPayment] = await server.db
      .select({ paymentId: marketplaceOrders.paymentId })
      .from(marketplaceOrders)
      .where(eq(marketplaceOrders.id, bOrder));
    const partial = await server.call('POST', `/v1/staff/members/${await userIdOf(server, b)}/refunds`, {
      token: staff,
      body: { paymentId: bPayment!.paymentId, amountCents: 1025, reason: 'A dented tin' },
    });
    expect(partial.status, JSON.stringify(partial.body)).toBe(202);
    await server.runDueJobs();
    const aOrder = await shopOrder(server, a, [[y.id, 1]]);
    const full = await server.call<{ status: string }>('POST', `/v1/staff/orders/${aOrder}/refund`, {
      token: staff,
      body: { reason: 'Changed their mind' },
    });
    expect(full.body.data.status).toBe('refunded');

    // Two events either side of the end of October in Pacific time: E1 at 23:30 on 31 October, E2 at 00:30 on
    // 1 November. E1: A pays 20 − 5 (Flat), D's seat is free (a Flat coupon of the whole price). E2: B pays
    // 2 × (40 − 10 %) = 72.00 and cancels (refunded in full); A pays 40 − 12.5 % = 35.00.
    const e1 = await paidEvent(server, 20, new Date('2026-11-01T06:30:00Z'), 10);
    const e2 = await paidEvent(server, 40, new Date('2026-11-01T07:30:00Z'), 5);
    await payForEvent(server, a, e1.id, 1, (await coupon(server, 'Explorer', 'Flat', 5)).voucherCode);
    await payForEvent(
      server,
      d,
      e1.id,
      1,
      (await coupon(server, 'Explorer', 'Flat', 20)).voucherCode,
      'free',
    );
    await payForEvent(server, b, e2.id, 2, (await coupon(server, 'Starter', 'Percent', 10)).voucherCode);
    expect(
      (await server.call('PATCH', '/v1/user/event/register/cancel', { token: b, body: { eventUuid: e2.id } }))
        .status,
    ).toBe(200);
    await server.runDueJobs();
    await payForEvent(server, a, e2.id, 1, (await coupon(server, 'Explorer', 'Percent', 12.5)).voucherCode);

    // The shop per month: May's tea; June's two orders (4 units, 71.00) and their refunds (20.25).
    const shop = await get<ShopReport>('/v1/staff/reports/shop?from=2026-05-01&to=2026-06-30&interval=month');
    expect(shop.status).toBe(200);
    expect(shop.body.data).toMatchObject({
      currency: 'USD',
      timeZone: 'America/Los_Angeles',
      rows: [
        { period: '2026-05-01', orders: 1, units: 1, revenue: '25.50', refunds: '0.00', net: '25.50' },
        { period: '2026-06-01', orders: 2, units: 4, revenue: '71.00', refunds: '20.25', net: '50.75' },
      ],
      totals: { orders: 3, units: 5, revenue: '96.50', refunds: '20.25', net: '76.25' },
      topByUnits: [
        { id: x.id, name: 'Report tea', units: 3, revenue: '76.50' },
        { id: y.id, name: 'Report mat', units: 2, revenue: '20.00' },
      ],
      topByRevenue: [
        { id: x.id, units: 3, revenue: '76.50' },
        { id: y.id, units: 2, revenue: '20.00' },
      ],
      lowStockAt: 5,
    });
    expect(shop.body.data.lowStock).toContainEqual({ id: y.id, name: 'Report mat', stock: 2 });
    expect(shop.body.data.lowStock.map((i) => i.id)).not.toContain(x.id);
    // The revenue report's marketplace column and refunds agree with the shop's money.
    const juneRevenue = await revenue(server, staff, 'from=2026-06-01&to=2026-06-30&interval=month');
    expect(juneRevenue.body.data.rows[0]).toMatchObject({ marketplace: '71.00', events: '122.00' });

    // The events: October holds E1 only, November E2 only.
    const october = await get<EventsReport>('/v1/staff/reports/events?from=2026-10-01&to=2026-10-31');
    expect(october.body.data.rows).toEqual([
      {
        uuid: e1.id,
        id: e1.number,
        name: e1.name,
        startTime: '2026-11-01T06:30:00.000Z',
        status: 'upcoming',
        capacity: 10,
        seatsTaken: 2,
        paidSeats: 1,
        freeSeats: 1,
        couponsUsed: 2,
        revenue: '15.00',
        refunds: '0.00',
        net: '15.00',
        cancellations: 0,
        checkIns: 0,
      },
    ]);
    const autumn = await get<EventsReport>('/v1/staff/reports/events?from=2026-10-01&to=2026-11-30');
    expect(autumn.body.data.rows.map((r) => r.uuid)).toEqual([e1.id, e2.id]);
    expect(autumn.body.data.rows[1]).toMatchObject({
      capacity: 5,
      seatsTaken: 1,
      paidSeats: 1,
      freeSeats: 0,
      revenue: '107.00',
      refunds: '72.00',
      net: '35.00',
      cancellations: 1,
      checkIns: 0,
    });
    expect(autumn.body.data).toMatchObject({
      checkInsRecorded: false,
      totals: {
        seatsTaken: 3,
        paidSeats: 2,
        freeSeats: 1,
        revenue: '122.00',
        refunds: '72.00',
        net: '50.00',
        cancellations: 1,
        checkIns: 0,
      },
    });

    // A year on (15 May 2027): D's day of Explorer lapsed in June 2026; A's Explorer renews within 30 days.
    moveClockTo(server, new Date('2027-05-15T12:00:00Z'));
    staff = await staffToken(server);
    const after = await membersOf();
    const change = (
      i: number,
      key: 'total' | 'signUps' | 'verified' | 'bought' | 'upgraded' | 'renewed' | 'cancelled' | 'lapsed',
    ) => after.rows[i]![key] - before.rows[i]![key];
    const held = (i: number, name: string) => {
      const uuid = after.packages.find((p) => p.name === name)!.uuid;
      const count = (r: MembersReport) => r.rows[i]!.byPackage.find((p) => p.uuid === uuid)!.count;
      return count(after) - count(before);
    };
    const keys = [
      'total',
      'signUps',
      'verified',
      'bought',
      'upgraded',
      'renewed',
      'cancelled',
      'lapsed',
    ] as const;
    expect(Object.fromEntries(keys.map((k) => [k, change(0, k)]))).toEqual({
      total: 1,
      signUps: 1,
      verified: 1,
      bought: 1,
      upgraded: 0,
      renewed: 0,
      cancelled: 0,
      lapsed: 0,
    });
    expect(Object.fromEntries(keys.map((k) => [k, change(1, k)]))).toEqual({
      total: 2,
      signUps: 2,
      verified: 2,
      bought: 1,
      upgraded: 1,
      renewed: 0,
      cancelled: 1,
      lapsed: 1,
    });
    expect([held(0, 'Explorer'), held(1, 'Explorer'), held(1, 'Starter'), held(1, 'Champion')]).toEqual([
      1, 1, 1, 0,
    ]);
    expect(after.renewals.members.map((m) => m.email)).toContain(emailOf.get(a));
    expect(after.renewals.members.find((m) => m.email === emailOf.get(a))).toMatchObject({
      package: 'Explorer',
      // A year after the purchase (the test clock ticks on by the seconds the test takes).
      renewsAt: expect.stringMatching(/^2027-06-01T06:3/),
    });

    // Each report as CSV: a header row, then its rows.
    const csvOf = async (path: string) => {
      const answer = await server.app.inject({
        method: 'GET',
        url: path,
        headers: { authorization: `Bearer ${staff}` },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
      return answer.body;
    };
    expect(
      await csvOf('/v1/staff/reports/shop?from=2026-05-01&to=2026-06-30&interval=month&format=csv'),
    ).toBe(
      'period,orders,units,revenue,refunds,net\r\n' +
        '2026-05-01,1,1,25.50,0.00,25.50\r\n' +
        '2026-06-01,2,4,71.00,20.25,50.75\r\n',
    );
    expect(await csvOf('/v1/staff/reports/events?from=2026-10-01&to=2026-10-31&format=csv')).toBe(
      'event,name,start,capacity,seatsTaken,paidSeats,freeSeats,couponsUsed,revenue,refunds,net,cancellations,checkIns\r\n' +
        `${e1.number},${e1.name},2026-11-01T06:30:00.000Z,10,2,1,1,2,15.00,0.00,15.00,0,0\r\n`,
    );
    const membersCsv = (
      await csvOf('/v1/staff/reports/members?from=2026-06-01&to=2026-06-30&format=csv')
    ).split('\r\n');
    const june = after.rows[1]!;
    expect(membersCsv[0]).toBe(
      `period,total,${after.packages.map((p) => p.name).join(',')},signUps,verified,bought,upgraded,renewed,cancelled,lapsed`,
    );
    expect(membersCsv[1]).toBe(
      [
        '2026-06-01',
        june.total,
        ...june.byPackage.map((p) => p.count),
        june.signUps,
        june.verified,
        june.bought,
        june.upgraded,
        june.renewed,
        june.cancelled,
        june.lapsed,
      ].join(','),
    );
  });

  test('money reports are for owners and admins; support reads the members report only', async () => {
    const support = await supportStaff(server);
    const range = 'from=2026-01-01&to=2026-01-31';
    expect((await server.call('GET', `/v1/staff/reports/members?${range}`, { token: support })).status).toBe(
      200,
    );
    for (const report of ['revenue', 'events', 'shop']) {
      const refused = await server.call('GET', `/v1/staff/reports/${report}?${range}`, { token: support });
      expect(refused.status, report).toBe(403);
      const csv = await server.app.inject({
        method: 'GET',
        url: `/v1/staff/reports/${report}?${range}&format=csv`,
        headers: { authorization: `Bearer ${support}` },
      });
      expect(csv.statusCode, report).toBe(403);
    }
    const memberToken = await member(server);
    for (const report of ['members', 'events', 'shop']) {
      expect(
        (await server.call('GET', `/v1/staff/reports/${report}?${range}`, { token: memberToken })).status,
      ).toBe(403);
      expect((await server.call('GET', `/v1/staff/reports/${report}?${range}`)).status).toBe(401);
    }
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
      for (const report of ['revenue', 'members', 'events', 'shop']) {
        // The events report has no interval: an unknown one is refused as an unknown parameter or ignored.
        if (report === 'events' && query.includes('interval=')) continue;
        const answer = await server.call('GET', `/v1/staff/reports/${report}?${query}`, { token: staff });
        expect(answer.status, `${report} ${query}`).toBe(400);
        expect(answer.body.error?.code, query).toBe('VALIDATION_FAILED');
        expect(JSON.stringify(answer.body.error?.details), query).toContain(path);
      }
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
