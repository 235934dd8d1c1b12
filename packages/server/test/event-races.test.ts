import { and, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { eventOrders, eventRegistrations, events, packages, payments } from '../src/db/schema.js';
import { readyMember } from './support/members.js';
import { CARDS, confirm, paymentMethod, transactionsOf } from './support/payments.js';
import { describeEachDatabase, uniqueEmail, type TestServer } from './support/server.js';

const HOUR = 3600_000;

async function makeEvent(server: TestServer, values: Partial<typeof events.$inferInsert> = {}) {
  const [starter] = await server.db.select().from(packages).where(eq(packages.name, 'Starter'));
  const start = new Date(server.clock.now().getTime() + 48 * HOUR);
  const [row] = await server.db
    .insert(events)
    .values({
      name: `Race event ${Math.random().toString(36).slice(2)}`,
      mode: 'Online',
      startTime: start,
      endTime: new Date(start.getTime() + HOUR),
      status: 'upcoming',
      packageId: starter?.id,
      price: 20,
      capacity: 50,
      ...values,
    })
    .returning();
  return row as typeof events.$inferSelect;
}

interface Checkout {
  stripeIntent: { client_secret: string };
  wooOrderId: number;
}

describeEachDatabase('paid checkout races', (server) => {
  const member = () => readyMember(server, uniqueEmail('race'));
  const seatsOf = async (eventId: string) =>
    (await server.db.select().from(events).where(eq(events.id, eventId)))[0]?.seatsTaken;
  const checkout = (token: string, eventUuid: string, quantity = 2) =>
    server.call<Checkout>('POST', '/v1/user/event/payment', { token, body: { eventUuid, quantity } });

  test('ten concurrent checkouts of one event by one member: one pending order, one hold, one charge', async () => {
    const token = await member();
    const event = await makeEvent(server);
    const answers = await Promise.all(Array.from({ length: 10 }, () => checkout(token, event.id)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const pending = await server.db
      .select()
      .from(eventOrders)
      .where(and(eq(eventOrders.eventId, event.id), eq(eventOrders.status, 'pending')));
    expect(pending).toHaveLength(1);
    expect(await seatsOf(event.id)).toBe(2);
    // Most answers are the first order itself; any other was replaced (its intent cancelled at the gateway).
    const pendingId = pending[0]?.id;
    expect(answers.filter((a) => a.body.data.wooOrderId === pendingId).length).toBeGreaterThan(0);

    // The member pays every secret they were given: only one can charge them.
    const card = await paymentMethod(server, token, CARDS.success);
    const secrets = [...new Set(answers.map((a) => a.body.data.stripeIntent.client_secret))];
    const confirmed = await Promise.all(secrets.map((secret) => confirm(server, token, secret, card)));
    expect(confirmed.filter((c) => c.body.data.status === 'succeeded')).toHaveLength(1);
    const registered = await server.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, event.id));
    expect(registered).toMatchObject([{ quantity: 2, isActive: true }]);
    expect((await transactionsOf(server, token)).filter((t) => t.status)).toHaveLength(1);
    expect(await seatsOf(event.id)).toBe(2);
  });

  test('cancel and pay at the same moment: either cancelled and not charged, or paid and registered — never both, no 500', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < 8; round += 1) {
      const token = await member();
      const event = await makeEvent(server, { capacity: 4 });
      const started = await checkout(token, event.id);
      const card = await paymentMethod(server, token, CARDS.success);
      const [paid, cancelled] = await Promise.all([
        confirm(server, token, started.body.data.stripeIntent.client_secret, card),
        server.call('PATCH', '/v1/user/event/order/cancel', {
          token,
          body: { orderId: started.body.data.wooOrderId },
        }),
      ]);
      expect(paid.status).toBe(200);
      expect([200, 409]).toContain(cancelled.status);
      const [payment] = await server.db
        .select()
        .from(payments)
        .where(eq(payments.clientSecret, started.body.data.stripeIntent.client_secret));
      const registrations = await server.db
        .select()
        .from(eventRegistrations)
        .where(eq(eventRegistrations.eventId, event.id));
      if (cancelled.status === 200) {
        expect(cancelled.body.message).toBe('Order cancelled successfully.');
        expect(paid.body.data.status).not.toBe('succeeded');
        expect(payment?.fulfilledAt).toBeNull();
        expect(registrations).toEqual([]);
        expect(await seatsOf(event.id)).toBe(0);
        outcomes.push('cancelled');
      } else {
        expect(cancelled.body.error?.code).toBe('ORDER_NOT_CANCELLABLE');
        expect(paid.body.data.status).toBe('succeeded');
        expect(payment?.fulfilledAt).toBeInstanceOf(Date);
        expect(registrations).toHaveLength(1);
        expect(await seatsOf(event.id)).toBe(2);
        outcomes.push('paid');
      }
    }
    expect(outcomes).toHaveLength(8);
  });
});
