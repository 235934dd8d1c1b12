import { eq, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { localWebhookSecret } from '../src/app.js';
import {
  localGatewayIntents,
  localGatewayRefunds,
  localGatewaySubscriptions,
  payments,
  transactions,
  users,
} from '../src/db/schema.js';
import { mailsTo, readyMember } from './support/members.js';
import {
  CARDS,
  buyPackage,
  confirm,
  packageNamed,
  packageOfMember,
  paymentMethod,
  postSignedEvent,
  startPurchase,
  transactionsOf,
} from './support/payments.js';
import { describeEachDatabase, uniqueEmail, type TestServer } from './support/server.js';

/** What the card gateway took from the member: its succeeded charges (cents) and refunds (cents). */
async function chargesOf(server: TestServer, email: string) {
  const [user] = await server.db.select().from(users).where(eq(users.email, email));
  const intents = await server.db
    .select()
    .from(localGatewayIntents)
    .where(sql`${localGatewayIntents.metadata}->>'userId' = ${user?.id}`);
  const charged = intents.filter((intent) => intent.status === 'succeeded');
  const refunds = charged.length
    ? await server.db
        .select()
        .from(localGatewayRefunds)
        .where(
          sql`${localGatewayRefunds.intentId} in (${sql.join(
            charged.map((intent) => sql`${intent.id}`),
            sql`, `,
          )})`,
        )
    : [];
  // Sorted: the database keeps no order among rows, and PostgreSQL moves updated rows.
  const ascending = (amounts: number[]) => [...amounts].sort((a, b) => a - b);
  return {
    charged: ascending(charged.map((intent) => intent.amount)),
    refunded: ascending(refunds.map((refund) => refund.amount)),
  };
}

const subscribe = (server: TestServer, token: string, packageUuid: string) =>
  server.call<{ clientSecret: string; subscriptionId: string }>(
    'POST',
    '/v1/user/stripe/subscription/create',
    {
      token,
      body: { packageUuid, period: 'yearly' },
    },
  );

describeEachDatabase('a package is paid once', (server) => {
  test('subscribing twice to the same package answers the same payment; confirming it twice charges once', async () => {
    const email = uniqueEmail('twice');
    const token = await readyMember(server, email);
    const first = await startPurchase(server, token, 'Explorer', CARDS.success);
    const again = await subscribe(server, token, first.pkg.uuid);
    expect(again.status).toBe(200);
    expect(again.body.data.clientSecret).toBe(first.clientSecret);
    const confirms = await Promise.all([
      confirm(server, token, first.clientSecret, first.paymentMethodId),
      confirm(server, token, again.body.data.clientSecret, first.paymentMethodId),
    ]);
    expect(confirms.map((c) => c.body.data.status)).toEqual(['succeeded', 'succeeded']);
    expect(await chargesOf(server, email)).toEqual({ charged: [9900], refunded: [] });
    expect((await packageOfMember(server, token))?.name).toBe('Explorer');
  });

  test('10 parallel subscriptions and 10 parallel confirms of every secret answered: charged once', async () => {
    const email = uniqueEmail('ten');
    const token = await readyMember(server, email);
    const explorer = await packageNamed(server, 'Explorer');
    const paymentMethodId = await paymentMethod(server, token, CARDS.success);
    await server.call('POST', '/v1/user/stripe/store/card/details', { token, body: { paymentMethodId } });
    const created = await Promise.all(
      Array.from({ length: 10 }, () => subscribe(server, token, explorer.uuid)),
    );
    // Every call meets the one open payment (none is refused, none makes a second).
    expect(created.map((c) => c.status)).toEqual(Array(10).fill(200));
    expect(new Set(created.map((c) => c.body.data.clientSecret)).size).toBe(1);
    const confirmed = await Promise.all(
      created.map((c) => confirm(server, token, c.body.data.clientSecret, paymentMethodId)),
    );
    expect(confirmed.every((c) => c.status === 200)).toBe(true);
    expect(await chargesOf(server, email)).toEqual({ charged: [9900], refunded: [] });
    expect((await transactionsOf(server, token)).filter((t) => t.status)).toHaveLength(1);
  });

  test('subscriptions to different packages in turn: only the last can be paid, the others end at the gateway', async () => {
    const email = uniqueEmail('turns');
    const token = await readyMember(server, email);
    const champion = await packageNamed(server, 'Champion');
    const explorer = await startPurchase(server, token, 'Explorer', CARDS.success);
    const secrets = [explorer.clientSecret];
    for (const uuid of [champion.uuid, explorer.pkg.uuid, champion.uuid]) {
      const next = await subscribe(server, token, uuid);
      expect(next.status).toBe(200);
      secrets.push(next.body.data.clientSecret);
    }
    expect(new Set(secrets).size).toBe(4);
    const confirmed = await Promise.all(
      secrets.map((secret) => confirm(server, token, secret, explorer.paymentMethodId)),
    );
    expect(confirmed.map((c) => c.body.data.status)).toEqual([
      'canceled',
      'canceled',
      'canceled',
      'succeeded',
    ]);
    expect(await chargesOf(server, email)).toEqual({ charged: [19900], refunded: [] });
    expect((await packageOfMember(server, token))?.name).toBe('Champion');
    // The replaced subscriptions do not renew.
    const [user] = await server.db.select().from(users).where(eq(users.email, email));
    const subscriptions = await server.db
      .select({ id: localGatewaySubscriptions.id, status: localGatewaySubscriptions.status })
      .from(localGatewaySubscriptions)
      .where(eq(localGatewaySubscriptions.customerId, user?.paymentCustomerId as string));
    expect(subscriptions.filter((s) => s.status === 'active').map((s) => s.id)).toEqual([
      user?.paymentSubscriptionId,
    ]);
  });

  test('an unpaid Explorer subscription confirmed after paying for Champion charges nothing and leaves Champion', async () => {
    const email = uniqueEmail('explorer-after');
    const token = await readyMember(server, email);
    const explorer = await startPurchase(server, token, 'Explorer', CARDS.success);
    const champion = await subscribe(server, token, (await packageNamed(server, 'Champion')).uuid);
    expect(
      (await confirm(server, token, champion.body.data.clientSecret, explorer.paymentMethodId)).body.data,
    ).toMatchObject({ status: 'succeeded' });
    const late = await confirm(server, token, explorer.clientSecret, explorer.paymentMethodId);
    expect(late.body.data).toMatchObject({ status: 'canceled' });
    await server.runDueJobs();
    expect(await chargesOf(server, email)).toEqual({ charged: [19900], refunded: [] });
    expect((await packageOfMember(server, token))?.name).toBe('Champion');
  });

  test('a payment that succeeds after the package it was quoted against changed is refunded, and the member is mailed', async () => {
    const email = uniqueEmail('basis');
    const token = await readyMember(server, email);
    const explorer = await buyPackage(server, token, 'Explorer', CARDS.success);
    // Champion is quoted against Explorer ($199 less a whole year of Explorer)…
    const champion = await subscribe(server, token, (await packageNamed(server, 'Champion')).uuid);
    // …then Explorer is cancelled: the quote's credit is for a package the member no longer holds.
    expect((await server.call('PATCH', '/v1/user/package/cancel', { token })).status).toBe(200);
    const paid = await confirm(server, token, champion.body.data.clientSecret, explorer.paymentMethodId);
    expect(paid.body.data).toMatchObject({ status: 'succeeded' });
    expect((await packageOfMember(server, token))?.name).toBe('Starter');
    // The refund is a durable job: it runs with the next due jobs (a crash before it loses nothing).
    await server.runDueJobs();
    expect(await chargesOf(server, email)).toEqual({ charged: [9900, 10000], refunded: [10000] });
    expect((await packageOfMember(server, token))?.name).toBe('Starter');
    const history = await transactionsOf(server, token);
    expect(history.find((t) => t.type === 'refund')).toMatchObject({ total: 100, status: true });
    const mails = await mailsTo(server, email);
    expect(mails.some((mail) => mail.subject === 'Your refund for Champion')).toBe(true);
    // Its subscription does not renew.
    const [payment] = await server.db
      .select()
      .from(payments)
      .where(eq(payments.clientSecret, champion.body.data.clientSecret));
    expect(payment?.status).toBe('refunded');
    const [subscription] = await server.db
      .select()
      .from(localGatewaySubscriptions)
      .where(eq(localGatewaySubscriptions.id, payment?.subscriptionId as string));
    expect(subscription?.status).toBe('canceled');
    // Running the jobs again refunds nothing more.
    await server.runDueJobs();
    expect((await chargesOf(server, email)).refunded).toEqual([10000]);
  });

  test('while a package payment is processing, another package subscription is refused', async () => {
    const token = await readyMember(server, uniqueEmail('processing'));
    const slow = await startPurchase(server, token, 'Explorer', CARDS.processing);
    expect((await confirm(server, token, slow.clientSecret, slow.paymentMethodId)).body.data).toMatchObject({
      status: 'processing',
    });
    const other = await subscribe(server, token, (await packageNamed(server, 'Champion')).uuid);
    expect(other.body).toMatchObject({
      status: 409,
      message: 'Your payment for a package is being processed. Please check your package shortly.',
      error: { code: 'PAYMENT_IN_PROGRESS' },
    });
  });

  test("a late 'payment failed' after a success is kept for staff, not added to the member's history", async () => {
    const email = uniqueEmail('late-failure');
    const token = await readyMember(server, email);
    const bought = await buyPackage(server, token, 'Explorer', CARDS.success);
    const [payment] = await server.db
      .select()
      .from(payments)
      .where(eq(payments.clientSecret, bought.clientSecret));
    const intentId = payment?.intentId as string;
    const late = await postSignedEvent(server, localWebhookSecret(server.config.sessionSecret), {
      id: `evt_late_failure_${intentId}`,
      object: 'event',
      type: 'payment_intent.payment_failed',
      data: {
        object: {
          id: intentId,
          object: 'payment_intent',
          last_payment_error: { message: 'Your card was declined.' },
        },
      },
    });
    expect(late.status).toBe(200);
    const history = await transactionsOf(server, token);
    expect(history.map((t) => t.status)).toEqual([true]);
    const kept = await server.db
      .select()
      .from(transactions)
      .where(eq(transactions.paymentId, payment?.id as string));
    expect(kept.map((row) => [row.status, row.staffOnly])).toEqual(
      expect.arrayContaining([
        [true, false],
        [false, true],
      ]),
    );
    expect((await packageOfMember(server, token))?.name).toBe('Explorer');
    const [after] = await server.db
      .select()
      .from(payments)
      .where(eq(payments.id, payment?.id as string));
    expect(after?.status).toBe('succeeded');
  });

  test('the local webhook refuses a timestamp more than 5 minutes in the future', async () => {
    const secret = localWebhookSecret(server.config.sessionSecret);
    const event = {
      id: `evt_local_future_${server.driver}`,
      object: 'event',
      type: 'customer.updated',
      data: { object: {} },
    };
    const hourAhead = new Date(server.clock.now().getTime() + 3600_000);
    expect((await postSignedEvent(server, secret, event, undefined, hourAhead)).body).toMatchObject({
      status: 400,
      error: { code: 'WEBHOOK_SIGNATURE_INVALID' },
    });
    expect((await postSignedEvent(server, secret, event)).status).toBe(200);
  });
});
