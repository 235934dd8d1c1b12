import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { expect, test } from 'vitest';
import { eventOrders, events, payments, vouchers } from '../src/db/schema.js';
import { readyMember } from './support/members.js';
import { CARDS, confirm, paymentMethod } from './support/payments.js';
import { describeEachDatabase, uniqueEmail, type TestServer } from './support/server.js';

// Issue 29: a checkout that died between writing its order and getting its payment intent (kill -9) left a
// half-made order holding seats and a coupon use, and the member got 409 PAYMENT_IN_PROGRESS for a minute. The
// member who tries again now gets a working checkout at once; a checkout still running elsewhere is not disturbed.

/** The crash: armed, the checkout fails right after its order committed, before the gateway is asked. */
let crashAfterOrder = false;
const faults = (point: string) => {
  if (crashAfterOrder && point === 'event-order.created')
    throw new Error('crashed after the order was written');
};

interface Checkout {
  stripeIntent: { client_secret: string } | null;
  wooOrderId: number;
}

/** The crashing call: its 500 is the crash's, not an answer of the contract's, so it is sent without the check. */
async function crashingCheckout(server: TestServer, token: string, body: object) {
  crashAfterOrder = true;
  try {
    const response = await server.app.inject({
      method: 'POST',
      url: '/v1/user/event/payment',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    return response.statusCode;
  } finally {
    crashAfterOrder = false;
  }
}

async function kitchen(server: TestServer, token: string) {
  const list = await server.call<{ uuid: string; name: string }[]>('GET', '/v1/user/event/listUpcoming', {
    token,
  });
  const found = list.body.data.find((e) => e.name === 'The Plant-Based Kitchen');
  expect(found).toBeDefined();
  return found as { uuid: string; name: string };
}

async function held(server: TestServer, eventUuid: string) {
  const [event] = await server.db.select().from(events).where(eq(events.id, eventUuid));
  const [voucher] = await server.db.select().from(vouchers).where(eq(vouchers.voucherCode, 'KITCHEN5'));
  return { seats: event?.seatsTaken, couponUsesLeft: voucher?.couponUsesLeft };
}

describeEachDatabase(
  'a half-made event order',
  (server) => {
    test('is released by the member retrying: a working checkout at once, seats and coupon use held once', async () => {
      const token = await readyMember(server, uniqueEmail('halfmade'));
      const event = await kitchen(server, token);
      const before = await held(server, event.uuid);
      const checkout = () =>
        server.call<Checkout>('POST', '/v1/user/event/payment', {
          token,
          body: { eventUuid: event.uuid, quantity: 2, promoCode: 'KITCHEN5' },
        });

      expect(
        await crashingCheckout(server, token, { eventUuid: event.uuid, quantity: 2, promoCode: 'KITCHEN5' }),
      ).toBe(500);
      // Half-made: the order holds two seats and a coupon use, its payment has no intent.
      const [left] = await server.db
        .select({ order: eventOrders, payment: payments })
        .from(eventOrders)
        .innerJoin(payments, eq(payments.id, eventOrders.paymentId))
        .where(and(eq(eventOrders.eventId, event.uuid), eq(eventOrders.status, 'pending')));
      expect(left?.payment).toMatchObject({ status: 'creating', intentId: null });
      expect(await held(server, event.uuid)).toEqual({
        seats: (before.seats ?? 0) + 2,
        couponUsesLeft: (before.couponUsesLeft ?? 0) - 1,
      });
      // The process is gone (what it had in memory and its locks with it); the member tries again at once.
      await server.restart({ faults });
      const retried = await checkout();
      expect(retried.status).toBe(200);
      expect(retried.body.data.wooOrderId).not.toBe(left?.order.id);
      const [old] = await server.db
        .select()
        .from(eventOrders)
        .where(eq(eventOrders.id, left?.order.id ?? 0));
      expect(old?.status).toBe('cancelled');
      // Held once, by the new order.
      expect(await held(server, event.uuid)).toEqual({
        seats: (before.seats ?? 0) + 2,
        couponUsesLeft: (before.couponUsesLeft ?? 0) - 1,
      });
      const card = await paymentMethod(server, token, CARDS.success);
      const paid = await confirm(server, token, retried.body.data.stripeIntent?.client_secret ?? '', card);
      expect(paid.body.data).toEqual({ status: 'succeeded' });
      const registered = await server.call<
        { isActive: boolean; quantity: number; event: { name: string } }[]
      >('GET', '/v1/user/register/event/list', { token });
      expect(registered.body.data).toMatchObject([
        { isActive: true, quantity: 2, event: { name: 'The Plant-Based Kitchen' } },
      ]);
    });

    test.runIf(server.driver === 'postgres')(
      'a checkout still running in another process is answered as on its way, and released once that process is gone',
      async () => {
        const token = await readyMember(server, uniqueEmail('elsewhere'));
        const event = await kitchen(server, token);
        const checkout = () =>
          server.call<Checkout>('POST', '/v1/user/event/payment', {
            token,
            body: { eventUuid: event.uuid, quantity: 1 },
          });
        expect(await crashingCheckout(server, token, { eventUuid: event.uuid, quantity: 1 })).toBe(500);
        // Another process holds the member's checkout lock (it is still asking the gateway): the member is told
        // the payment is on its way, and nothing is released under it.
        const connectionString = (server.db as unknown as { $client: pg.Pool }).$client.options
          .connectionString as string;
        const other = new pg.Client({ connectionString });
        await other.connect();
        const [order] = await server.db
          .select()
          .from(eventOrders)
          .where(eq(eventOrders.eventId, event.uuid))
          .orderBy(desc(eventOrders.id))
          .limit(1);
        // The lock's key as services/event-orders.ts makes it.
        const key = createHash('sha256').update(`${order?.userId} ${event.uuid}`).digest().readInt32BE(0);
        await other.query('select pg_advisory_lock($1, $2)', [0x65766f72 & 0x7fffffff, key]);
        expect((await checkout()).body).toMatchObject({
          status: 409,
          error: { code: 'PAYMENT_IN_PROGRESS' },
        });
        // That process dies: its connection, and the lock with it, go.
        await other.end();
        const retried = await checkout();
        expect(retried.status).toBe(200);
        expect(retried.body.data.stripeIntent?.client_secret).toBeTruthy();
      },
    );
  },
  { app: { faults } },
);
