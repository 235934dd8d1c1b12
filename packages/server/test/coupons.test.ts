import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { eventOrders, events, packages, payments, vouchers } from '../src/db/schema.js';
import { readyMember } from './support/members.js';
import { CARDS, confirm, paymentMethod, transactionsOf } from './support/payments.js';
import { describeEachDatabase, uniqueEmail, type TestServer } from './support/server.js';

const HOUR = 3600_000;

async function starterId(server: TestServer) {
  const [starter] = await server.db.select().from(packages).where(eq(packages.name, 'Starter'));
  return starter?.id as string;
}

async function makeEvent(server: TestServer) {
  const start = new Date(server.clock.now().getTime() + 48 * HOUR);
  const [row] = await server.db
    .insert(events)
    .values({
      name: `Coupon event ${randomBytes(4).toString('hex')}`,
      mode: 'Online',
      startTime: start,
      endTime: new Date(start.getTime() + HOUR),
      status: 'upcoming',
      packageId: await starterId(server),
      price: 20,
      capacity: 100,
    })
    .returning();
  return row as typeof events.$inferSelect;
}

async function makeCoupon(server: TestServer, values: Partial<typeof vouchers.$inferInsert> = {}) {
  const [row] = await server.db
    .insert(vouchers)
    .values({
      name: 'Coupon test',
      companyName: 'Test',
      voucherCode: `CPN${randomBytes(4).toString('hex').toUpperCase()}`,
      expiryDate: new Date(server.clock.now().getTime() + 480 * HOUR),
      packageId: await starterId(server),
      discountType: 'Flat',
      discountedAmount: 5,
      usesLeft: 10,
      couponUsesLeft: 10,
      ...values,
    })
    .returning();
  return row as typeof vouchers.$inferSelect;
}

interface Checkout {
  stripeIntent: { client_secret: string };
  wooOrderId: number;
}

describeEachDatabase('event coupons', (server) => {
  const member = () => readyMember(server, uniqueEmail('coupon'));
  const check = (token: string, eventUuid: string, voucherCode: string) =>
    server.call('POST', '/v1/user/event/coupon/check', { token, body: { eventUuid, voucherCode } });
  const checkout = (token: string, eventUuid: string, promoCode?: string) =>
    server.call<Checkout>('POST', '/v1/user/event/payment', {
      token,
      body: { eventUuid, quantity: 1, ...(promoCode ? { promoCode } : {}) },
    });
  const couponUsesLeft = async (id: string) =>
    (await server.db.select().from(vouchers).where(eq(vouchers.id, id)))[0]?.couponUsesLeft;

  test('codes match whatever their case, as coupons and as vouchers', async () => {
    const token = await member();
    const event = await makeEvent(server);
    const coupon = await makeCoupon(server);
    expect((await check(token, event.id, coupon.voucherCode.toLowerCase())).body).toMatchObject({
      status: 200,
      message: 'Coupon code applied successfully',
      data: { discountType: 'Flat', discountedAmount: 5 },
    });
    const redeemed = await server.call('POST', '/v1/user/voucher/apply', {
      token,
      body: { voucherCode: coupon.voucherCode.toLowerCase() },
    });
    expect(redeemed.status).toBe(200);
  });

  test('a voucher the member has redeemed is no coupon for them; redemptions and coupon uses are counted apart', async () => {
    const event = await makeEvent(server);
    const coupon = await makeCoupon(server, { usesLeft: 1, couponUsesLeft: 1 });
    const redeemer = await member();
    expect(
      (
        await server.call('POST', '/v1/user/voucher/apply', {
          token: redeemer,
          body: { voucherCode: coupon.voucherCode },
        })
      ).status,
    ).toBe(200);
    expect((await check(redeemer, event.id, coupon.voucherCode)).body).toMatchObject({
      status: 400,
      message: 'Invalid Coupon Code',
      error: { code: 'COUPON_INVALID' },
    });
    // The last redemption is gone; the coupon's own use is still there for another member.
    const other = await member();
    expect((await check(other, event.id, coupon.voucherCode)).status).toBe(200);
    expect((await checkout(other, event.id, coupon.voucherCode)).status).toBe(200);
    expect(await couponUsesLeft(coupon.id)).toBe(0);
  });

  test('a use is reserved at checkout and given back on cancel and on expiry; never two members on the last use', async () => {
    const event = await makeEvent(server);
    const coupon = await makeCoupon(server, { couponUsesLeft: 1 });
    const [first, second, third] = [await member(), await member(), await member()];
    const held = await checkout(first, event.id, coupon.voucherCode);
    expect(held.status).toBe(200);
    expect(await couponUsesLeft(coupon.id)).toBe(0);
    expect((await checkout(second, event.id, coupon.voucherCode)).body).toMatchObject({
      status: 400,
      message: 'Coupon code is expired',
      error: { code: 'COUPON_EXPIRED' },
    });
    const cancelled = await server.call('PATCH', '/v1/user/event/order/cancel', {
      token: first,
      body: { orderId: held.body.data.wooOrderId },
    });
    expect(cancelled.status).toBe(200);
    expect(await couponUsesLeft(coupon.id)).toBe(1);

    const taken = await checkout(second, event.id, coupon.voucherCode);
    expect(taken.status).toBe(200);
    expect(await couponUsesLeft(coupon.id)).toBe(0);
    // Left unpaid past the hold: the next checkout of the event releases it, with its coupon use.
    server.clock.advance(31 * 60_000);
    expect((await checkout(third, event.id)).status).toBe(200);
    expect(await couponUsesLeft(coupon.id)).toBe(1);
    // The released order cannot be paid any more; the member who pays now gets the use.
    const late = await paymentMethod(server, second, CARDS.success);
    const lateResult = await confirm(server, second, taken.body.data.stripeIntent.client_secret, late);
    expect(lateResult.body.data.status).not.toBe('succeeded');
    const paying = await checkout(first, event.id, coupon.voucherCode);
    const card = await paymentMethod(server, first, CARDS.success);
    const paid = await confirm(server, first, paying.body.data.stripeIntent.client_secret, card);
    expect(paid.body.data.status).toBe('succeeded');
    expect(await couponUsesLeft(coupon.id)).toBe(0);
    expect(await transactionsOf(server, first)).toMatchObject([{ total: 15, status: true }]);
  });

  test('an unpaid order whose hold runs out gives back its seat and coupon use by itself', async () => {
    const event = await makeEvent(server);
    const coupon = await makeCoupon(server, { couponUsesLeft: 1 });
    const token = await member();
    expect((await checkout(token, event.id, coupon.voucherCode)).status).toBe(200);
    const seats = async () =>
      (await server.db.select().from(events).where(eq(events.id, event.id)))[0]?.seatsTaken;
    expect([await seats(), await couponUsesLeft(coupon.id)]).toEqual([1, 0]);
    await server.runDueJobs();
    expect([await seats(), await couponUsesLeft(coupon.id)]).toEqual([1, 0]);
    // Past the 30-minute hold (a day on: this file's earlier tests ran the release on their own clocks).
    server.clock.advance(24 * HOUR);
    await server.runDueJobs();
    expect([await seats(), await couponUsesLeft(coupon.id)]).toEqual([0, 1]);
  });

  test('thirty concurrent checkouts for a coupon with one use left: exactly one gets it', async () => {
    const event = await makeEvent(server);
    const coupon = await makeCoupon(server, { couponUsesLeft: 1 });
    const members = await Promise.all(Array.from({ length: 30 }, () => member()));
    const answers = await Promise.all(members.map((token) => checkout(token, event.id, coupon.voucherCode)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).map((a) => a.body.error?.code)).toEqual(
      Array(29).fill('COUPON_EXPIRED'),
    );
    expect(await couponUsesLeft(coupon.id)).toBe(0);
    const orders = await server.db
      .select()
      .from(eventOrders)
      .where(and(eq(eventOrders.eventId, event.id), eq(eventOrders.status, 'pending')));
    expect(orders).toHaveLength(1);
    expect((await server.db.select().from(events).where(eq(events.id, event.id)))[0]?.seatsTaken).toBe(1);
  });

  test('a coupon that brings the total to $0 registers the member at once: no payment intent, a $0 row, one use', async () => {
    const token = await member();
    const event = await makeEvent(server);
    const coupon = await makeCoupon(server, { discountType: 'Percent', discountedAmount: 100 });
    const started = await server.call<{ stripeIntent: null; wooOrderId: number; registered: boolean }>(
      'POST',
      '/v1/user/event/payment',
      { token, body: { eventUuid: event.id, quantity: 2, promoCode: coupon.voucherCode } },
    );
    expect(started.body).toMatchObject({ status: 200, data: { stripeIntent: null, registered: true } });
    const [order] = await server.db.select().from(eventOrders).where(eq(eventOrders.eventId, event.id));
    expect(order).toMatchObject({ status: 'paid', totalCents: 0, quantity: 2, couponReserved: true });
    expect(started.body.data.wooOrderId).toBe(order?.id);
    const [payment] = await server.db.select().from(payments).where(eq(payments.eventId, event.id));
    expect(payment).toMatchObject({
      amountCents: 0,
      intentId: null,
      clientSecret: null,
      status: 'succeeded',
    });
    const registered = await server.call<{ eventUuid: string; quantity: number; isActive: boolean }[]>(
      'GET',
      '/v1/user/register/event/list',
      { token },
    );
    expect(registered.body.data.filter((r) => r.eventUuid === event.id)).toMatchObject([
      { quantity: 2, isActive: true },
    ]);
    expect(await transactionsOf(server, token)).toMatchObject([
      { name: event.name, total: 0, type: 'event', status: true },
    ]);
    expect(await couponUsesLeft(coupon.id)).toBe(9);
    const [seats] = await server.db.select().from(events).where(eq(events.id, event.id));
    expect(seats?.seatsTaken).toBe(2);
    // Again: already registered. Cancelling gives the seats and nothing to refund.
    expect((await checkout(token, event.id, coupon.voucherCode)).body).toMatchObject({
      status: 400,
      error: { code: 'ALREADY_REGISTERED' },
    });
    const cancelled = await server.call('PATCH', '/v1/user/event/register/cancel', {
      token,
      body: { eventUuid: event.id },
    });
    expect(cancelled.body.message).toBe('Your event registration has been cancelled successfully.');
    expect((await transactionsOf(server, token)).filter((t) => t.type === 'refund')).toEqual([]);
  });

  test("the server answers the order's amounts, and they follow a change of the coupon's row", async () => {
    const token = await member();
    const event = await makeEvent(server);
    const coupon = await makeCoupon(server, { discountType: 'Percent', discountedAmount: 10 });
    const amounts = async (quantity: number) =>
      (
        await server.call('POST', '/v1/user/event/coupon/check', {
          token,
          body: { eventUuid: event.id, voucherCode: coupon.voucherCode, quantity },
        })
      ).body;
    // $20 a seat, 10% a seat, 3 seats.
    expect(await amounts(3)).toMatchObject({
      status: 200,
      data: { discountType: 'Percent', discountedAmount: 2, subtotal: 60, discount: 6, total: 54 },
    });
    const quote = await server.call('POST', '/v1/user/event/order/quote', {
      token,
      body: { eventUuid: event.id, quantity: 3 },
    });
    expect(quote.body).toMatchObject({ status: 200, data: { subtotal: 60, discount: 0, total: 60 } });

    // Staff change the coupon in the database: the next answer follows, and so does what the payment charges.
    await server.db
      .update(vouchers)
      .set({ discountType: 'Flat', discountedAmount: 12.5 })
      .where(eq(vouchers.id, coupon.id));
    expect((await amounts(3)).data).toMatchObject({ subtotal: 60, discount: 12.5, total: 47.5 });
    const started = await server.call('POST', '/v1/user/event/payment', {
      token,
      body: { eventUuid: event.id, quantity: 3, promoCode: coupon.voucherCode },
    });
    expect(started.body).toMatchObject({ status: 200, data: { subtotal: 60, discount: 12.5, total: 47.5 } });
    const [payment] = await server.db
      .select()
      .from(payments)
      .innerJoin(eventOrders, eq(eventOrders.paymentId, payments.id))
      .where(eq(eventOrders.eventId, event.id));
    expect(payment?.payments.amountCents).toBe(4750);
  });

  test('a quote needs a member, a known event and a quantity the contract allows', async () => {
    const token = await member();
    const event = await makeEvent(server);
    const quote = (body: unknown, auth = token) =>
      server.call('POST', '/v1/user/event/order/quote', { token: auth, body });
    expect((await quote({ eventUuid: event.id, quantity: 0 })).status).toBe(400);
    expect((await quote({ eventUuid: event.id, quantity: 1, extra: 1 })).status).toBe(400);
    expect((await quote({ eventUuid: crypto.randomUUID(), quantity: 1 })).status).toBe(404);
    expect(
      (
        await server.call('POST', '/v1/user/event/order/quote', {
          body: { eventUuid: event.id, quantity: 1 },
        })
      ).status,
    ).toBe(401);
  });
});
