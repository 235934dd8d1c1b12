import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { events, localGatewayRefunds, mailOutbox, packages, payments } from '../src/db/schema.js';
import { readyMember } from './support/members.js';
import { CARDS, confirm, paymentMethod, transactionsOf } from './support/payments.js';
import { describeEachDatabase, uniqueEmail, type TestServer } from './support/server.js';

const HOUR = 3600_000;
const REFUND_NOTE = 'Any refund for a cancelled event registration is initiated within 7 business days.';

async function makeEvent(server: TestServer, values: Partial<typeof events.$inferInsert> = {}) {
  const [starter] = await server.db.select().from(packages).where(eq(packages.name, 'Starter'));
  const start = new Date(server.clock.now().getTime() + 48 * HOUR);
  const [row] = await server.db
    .insert(events)
    .values({
      name: `Refund event ${Math.random().toString(36).slice(2)}`,
      mode: 'Online',
      startTime: start,
      endTime: new Date(start.getTime() + HOUR),
      status: 'upcoming',
      packageId: starter?.id,
      price: 20,
      capacity: 10,
      ...values,
    })
    .returning();
  return row as typeof events.$inferSelect;
}

/** A member registered and paid for two seats ($40) of a fresh event. */
async function paidRegistration(server: TestServer) {
  const email = uniqueEmail('refund');
  const token = await readyMember(server, email);
  const event = await makeEvent(server);
  const started = await server.call<{ stripeIntent: { client_secret: string } }>(
    'POST',
    '/v1/user/event/payment',
    { token, body: { eventUuid: event.id, quantity: 2 } },
  );
  expect(started.status).toBe(200);
  const secret = started.body.data.stripeIntent.client_secret;
  const card = await paymentMethod(server, token, CARDS.success);
  expect((await confirm(server, token, secret, card)).body.data).toEqual({ status: 'succeeded' });
  const [payment] = await server.db.select().from(payments).where(eq(payments.clientSecret, secret));
  return { token, email, event, payment: payment as typeof payments.$inferSelect };
}

const cancel = (server: TestServer, token: string, eventUuid: string) =>
  server.call('PATCH', '/v1/user/event/register/cancel', { token, body: { eventUuid } });

describeEachDatabase('refunds of cancelled paid event registrations', (server) => {
  const seatsOf = async (eventId: string) =>
    (await server.db.select().from(events).where(eq(events.id, eventId)))[0]?.seatsTaken;
  const refundsOf = (intentId: string) =>
    server.db.select().from(localGatewayRefunds).where(eq(localGatewayRefunds.intentId, intentId));
  const mailsTo = (email: string) => server.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

  test('cancelling a paid registration refunds it at the gateway, shows a refund row, frees the seats and mails the member', async () => {
    const { token, email, event, payment } = await paidRegistration(server);
    expect(await seatsOf(event.id)).toBe(2);
    const cancelled = await cancel(server, token, event.id);
    expect(cancelled.body.message).toBe(
      `Your event registration has been cancelled successfully. ${REFUND_NOTE}`,
    );
    expect(await seatsOf(event.id)).toBe(0);

    const refunds = await refundsOf(payment.intentId as string);
    expect(refunds).toMatchObject([{ amount: 4000 }]);
    const history = await transactionsOf(server, token);
    expect(history).toMatchObject([
      { type: 'refund', total: 40, status: true, name: event.name, eventName: event.name },
      { type: 'event', total: 40, status: true, name: event.name },
    ]);
    expect(history[0]?.transactionId).toBe(refunds[0]?.id);
    const mails = (await mailsTo(email)).filter((m) => m.subject === `Your refund for ${event.name}`);
    expect(mails).toHaveLength(1);
    // Worded by the mail templates (services/mail-templates.ts), in the member's language.
    expect(mails[0]?.text).toContain(`We have refunded $40.00 for ${event.name} to the card you paid with.`);
    expect(mails[0]?.text).toContain(`Refund reference: ${refunds[0]?.id}`);
    // Running the jobs again (the gateway's refund event, any retry) changes nothing.
    server.clock.advance(HOUR);
    await server.runDueJobs();
    expect(await refundsOf(payment.intentId as string)).toHaveLength(1);
    expect((await transactionsOf(server, token)).filter((t) => t.type === 'refund')).toHaveLength(1);
    expect((await mailsTo(email)).filter((m) => m.subject.startsWith('Your refund'))).toHaveLength(1);
  });

  test('two cancels at the same moment (a double click): one cancellation, one refund', async () => {
    const { token, event, payment } = await paidRegistration(server);
    const answers = await Promise.all([cancel(server, token, event.id), cancel(server, token, event.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
    expect(await refundsOf(payment.intentId as string)).toHaveLength(1);
    expect((await transactionsOf(server, token)).filter((t) => t.type === 'refund')).toMatchObject([
      { total: 40 },
    ]);
    expect(await seatsOf(event.id)).toBe(0);
  });

  test('a crash after the gateway refunded and before it was recorded: the retried job refunds once', async () => {
    await server.restart({
      faults: (point) => {
        if (point === 'refund.refunded') throw new Error('simulated crash');
      },
    });
    const { token, email, event, payment } = await paidRegistration(server);
    expect((await cancel(server, token, event.id)).status).toBe(200);
    // The gateway refunded; nothing is recorded yet.
    expect(await refundsOf(payment.intentId as string)).toHaveLength(1);
    expect((await transactionsOf(server, token)).filter((t) => t.type === 'refund')).toEqual([]);

    await server.restart({});
    server.clock.advance(HOUR);
    await server.runDueJobs();
    expect(await refundsOf(payment.intentId as string)).toHaveLength(1);
    expect((await transactionsOf(server, token)).filter((t) => t.type === 'refund')).toMatchObject([
      { total: 40, status: true },
    ]);
    expect((await mailsTo(email)).filter((m) => m.subject.startsWith('Your refund'))).toHaveLength(1);
    server.clock.advance(HOUR);
    await server.runDueJobs();
    expect((await transactionsOf(server, token)).filter((t) => t.type === 'refund')).toHaveLength(1);
  });

  test('cancelling a free registration refunds nothing', async () => {
    const token = await readyMember(server, uniqueEmail('free'));
    const event = await makeEvent(server, { price: 0 });
    expect(
      (
        await server.call('POST', '/v1/user/event/register', {
          token,
          body: { eventUuid: event.id, quantity: 1 },
        })
      ).status,
    ).toBe(200);
    const cancelled = await cancel(server, token, event.id);
    expect(cancelled.body.message).toBe('Your event registration has been cancelled successfully.');
    expect(await transactionsOf(server, token)).toEqual([]);
  });
});
