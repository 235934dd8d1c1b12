import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { localGatewayIntents, payments } from '../src/db/schema.js';
import { RECONCILE_EVERY_MS } from '../src/workflows/payment-outcomes.js';
import { readyMember } from './support/members.js';
import {
  CARDS,
  buyPackage,
  packageOfMember,
  paymentMethod,
  startPurchase,
  transactionsOf,
} from './support/payments.js';
import { describeEachDatabase, uniqueEmail } from './support/server.js';

/** The process "dies" right after the gateway recorded its outcome and before anything acted on it. */
const crashAfterGatewayRecord = {
  faults: (point: string) => {
    if (point === 'local-gateway.recorded') throw new Error('simulated crash');
  },
};

describeEachDatabase(
  'durable fulfilment (local gateway)',
  (server) => {
    const member = () => readyMember(server, uniqueEmail('durable'));
    const intentStatus = async (token: string, clientSecret: string) =>
      (
        await server.call<{ status: string }>(
          'GET',
          `/v1/payment/intent/status?clientSecret=${clientSecret}`,
          {
            token,
          },
        )
      ).body.data.status;

    test('a crash between the card being charged and the grant: after a restart the member has the package, once', async () => {
      await server.restart(crashAfterGatewayRecord);
      const token = await member();
      const { clientSecret, paymentMethodId } = await startPurchase(server, token, 'Explorer', CARDS.success);
      // The confirmation dies with the process (no answer); the gateway has taken the money.
      const dying = await server.app.inject({
        method: 'POST',
        url: '/v1/payment/local/confirm',
        headers: { authorization: `Bearer ${token}` },
        payload: { clientSecret, paymentMethodId },
      });
      expect(dying.statusCode).toBe(500);
      expect(await intentStatus(token, clientSecret)).toBe('succeeded');
      expect((await packageOfMember(server, token))?.name).toBe('Starter');
      expect(await transactionsOf(server, token)).toEqual([]);

      await server.restart({});
      await server.runDueJobs();
      expect((await packageOfMember(server, token))?.name).toBe('Explorer');
      expect(await transactionsOf(server, token)).toMatchObject([
        { name: 'Explorer membership (yearly)', total: 99, status: true },
      ]);
      // Later runs, the periodic reconciliation and another restart change nothing more.
      server.clock.advance(RECONCILE_EVERY_MS + 1000);
      await server.runDueJobs();
      await server.restart({});
      await server.runDueJobs();
      expect(await transactionsOf(server, token)).toHaveLength(1);
      expect((await packageOfMember(server, token))?.name).toBe('Explorer');
    });

    test('a slow card still settles after a restart: its settlement is a durable job due after the delay', async () => {
      const token = await member();
      const { clientSecret, confirmed } = await buyPackage(server, token, 'Explorer', CARDS.processing);
      expect(confirmed.body.data).toEqual({ status: 'processing' });
      await server.restart({});
      await server.runDueJobs();
      expect(await intentStatus(token, clientSecret)).toBe('processing');
      expect((await packageOfMember(server, token))?.name).toBe('Starter');

      server.clock.advance(server.config.localSettleDelayMs);
      await server.runDueJobs();
      expect(await intentStatus(token, clientSecret)).toBe('succeeded');
      expect((await packageOfMember(server, token))?.name).toBe('Explorer');
      expect(await transactionsOf(server, token)).toMatchObject([{ total: 99, status: true }]);
    });

    test('reconciliation: a payment the gateway took whose event never arrived is granted at start and periodically', async () => {
      const token = await member();
      const { clientSecret } = await startPurchase(server, token, 'Champion', CARDS.success);
      const intentId = clientSecret.split('_secret_')[0] as string;
      // The gateway's side moved on without a word to us (a lost webhook, or a record from before this release).
      await server.db
        .update(localGatewayIntents)
        .set({ status: 'succeeded' })
        .where(eq(localGatewayIntents.id, intentId));
      // Nothing acts on it until the reconciliation comes round (one period; this file's earlier tests ran it on
      // their own clocks, so a day on to be sure)…
      await server.runDueJobs();
      expect((await packageOfMember(server, token))?.name).toBe('Starter');
      server.clock.advance(144 * RECONCILE_EVERY_MS);
      await server.runDueJobs();
      expect((await packageOfMember(server, token))?.name).toBe('Champion');
      expect(await transactionsOf(server, token)).toMatchObject([{ total: 199, status: true }]);

      // …and at start: a slow payment whose settlement was only in memory (before this release) settles too.
      const slow = await member();
      const started = await startPurchase(server, slow, 'Explorer', CARDS.success);
      const slowIntent = started.clientSecret.split('_secret_')[0] as string;
      await server.db
        .update(localGatewayIntents)
        .set({ status: 'processing' })
        .where(eq(localGatewayIntents.id, slowIntent));
      await server.db.update(payments).set({ status: 'processing' }).where(eq(payments.intentId, slowIntent));
      await server.restart({});
      await server.runDueJobs();
      server.clock.advance(server.config.localSettleDelayMs);
      await server.runDueJobs();
      expect((await packageOfMember(server, slow))?.name).toBe('Explorer');
      expect(await transactionsOf(server, slow)).toHaveLength(1);
      expect(await transactionsOf(server, token)).toHaveLength(1);
    });

    test('an event payment whose grant was cut off registers the member once after the restart', async () => {
      await server.restart(crashAfterGatewayRecord);
      const token = await member();
      const events = await server.call<{ uuid: string; name: string; price: number }[]>(
        'GET',
        '/v1/user/event/listUpcoming',
        { token },
      );
      const paid = events.body.data.find((e) => e.price > 0 && e.name === 'The Plant-Based Kitchen');
      expect(paid).toBeDefined();
      const started = await server.call<{ stripeIntent: { client_secret: string } }>(
        'POST',
        '/v1/user/event/payment',
        { token, body: { eventUuid: paid?.uuid, quantity: 1 } },
      );
      expect(started.status).toBe(200);
      const card = await paymentMethod(server, token, CARDS.success);
      const dying = await server.app.inject({
        method: 'POST',
        url: '/v1/payment/local/confirm',
        headers: { authorization: `Bearer ${token}` },
        payload: { clientSecret: started.body.data.stripeIntent.client_secret, paymentMethodId: card },
      });
      expect(dying.statusCode).toBe(500);
      const registered = async () =>
        (await server.call<{ eventUuid: string }[]>('GET', '/v1/user/register/event/list', { token })).body
          .data;
      expect(await registered()).toEqual([]);

      await server.restart({});
      await server.runDueJobs();
      expect((await registered()).map((r) => r.eventUuid)).toEqual([paid?.uuid]);
      expect(await transactionsOf(server, token)).toMatchObject([{ type: 'event', status: true }]);
      await server.runDueJobs();
      expect(await transactionsOf(server, token)).toHaveLength(1);
    });
  },
  // The test clock ticks with real time: a settlement delay far longer than any test keeps "not yet due" true.
  { env: { LOCAL_GATEWAY_SETTLE_DELAY: '1h' } },
);
