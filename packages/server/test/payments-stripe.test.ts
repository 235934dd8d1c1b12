import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { jobs, payments, users } from '../src/db/schema.js';
import { readyMember } from './support/members.js';
import { packageNamed, packageOfMember, postSignedEvent, transactionsOf } from './support/payments.js';
import { describeEachDatabase, uniqueEmail } from './support/server.js';

// Stripe cannot be reached from here: these tests cover what needs no network (configuration, the local-only
// calls being closed, and the webhook path with signatures made by stripe.webhooks.generateTestHeaderString).
const WEBHOOK_SECRET = 'whsec_test_wellness_portal_secret';
const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_wellness_not_a_real_key',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_wellness_publishable',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
};

describeEachDatabase(
  'packages bought through Stripe (webhook path)',
  (server) => {
    test('the config names Stripe and its publishable key; the local card calls are closed', async () => {
      const config = await server.call('GET', '/v1/payment/config');
      expect(config.body.data).toEqual({ gateway: 'stripe', publishableKey: 'pk_test_wellness_publishable' });
      const token = await readyMember(server, uniqueEmail());
      const local = await server.call('POST', '/v1/payment/local/payment-method', {
        token,
        body: { card: { number: '4242424242424242', expMonth: 1, expYear: 2090, cvc: '123' } },
      });
      expect(local.body).toMatchObject({ status: 404, error: { code: 'NOT_FOUND' } });
    });

    test('a signed payment_intent.succeeded grants the package once; a bad signature changes nothing', async () => {
      const email = uniqueEmail('stripe');
      const token = await readyMember(server, email);
      const champion = await packageNamed(server, 'Champion');
      const [user] = await server.db.select().from(users).where(eq(users.email, email));
      const intentId = `pi_test_${Date.now()}`;
      // What createSubscription stores once Stripe answered (the network call itself is not possible here).
      await server.db.insert(payments).values({
        userId: user?.id as string,
        kind: 'package',
        packageId: champion.uuid,
        description: 'Champion membership (yearly)',
        amountCents: 19900,
        intentId,
        clientSecret: `${intentId}_secret_abc`,
        subscriptionId: `sub_test_${Date.now()}`,
        status: 'requires_confirmation',
      });
      const event = {
        id: `evt_test_${Date.now()}`,
        object: 'event',
        type: 'payment_intent.succeeded',
        data: { object: { id: intentId, object: 'payment_intent', amount: 19900, currency: 'usd' } },
      };

      const wrongSecret = await postSignedEvent(server, 'whsec_someone_else', event);
      expect(wrongSecret.body).toMatchObject({ status: 400, error: { code: 'WEBHOOK_SIGNATURE_INVALID' } });
      const altered = await postSignedEvent(
        server,
        WEBHOOK_SECRET,
        event,
        JSON.stringify(event).replace('19900', '1'),
      );
      expect(altered.status).toBe(400);
      expect((await packageOfMember(server, token))?.name).toBe('Starter');

      const accepted = await postSignedEvent(server, WEBHOOK_SECRET, event);
      expect(accepted.body).toMatchObject({ status: 200, message: 'Received' });
      expect((await packageOfMember(server, token))?.name).toBe('Champion');
      expect((await postSignedEvent(server, WEBHOOK_SECRET, event)).status).toBe(200);
      expect(await transactionsOf(server, token)).toMatchObject([
        { transactionId: intentId, total: 199, status: true, type: 'package' },
      ]);
    });

    test('a yearly renewal invoice extends the package by one more year', async () => {
      const email = uniqueEmail('renew');
      const token = await readyMember(server, email);
      const explorer = await packageNamed(server, 'Explorer');
      const subscriptionId = `sub_renew_${Date.now()}`;
      const expiry = new Date(server.clock.now().getTime() + 2 * 86400_000);
      await server.db
        .update(users)
        .set({ packageId: explorer.uuid, packageExpiresAt: expiry, paymentSubscriptionId: subscriptionId })
        .where(eq(users.email, email));
      const renewal = {
        id: `evt_renew_${Date.now()}`,
        type: 'invoice.paid',
        data: {
          object: {
            id: `in_renew_${Date.now()}`,
            object: 'invoice',
            billing_reason: 'subscription_cycle',
            amount_paid: 9900,
            parent: { subscription_details: { subscription: subscriptionId } },
          },
        },
      };
      expect((await postSignedEvent(server, WEBHOOK_SECRET, renewal)).status).toBe(200);
      expect((await postSignedEvent(server, WEBHOOK_SECRET, renewal)).status).toBe(200);
      const pkg = await packageOfMember(server, token);
      expect(pkg?.name).toBe('Explorer');
      expect(Date.parse(pkg?.expiry ?? '')).toBe(expiry.getTime() + 365 * 86400_000);
      expect(await transactionsOf(server, token)).toMatchObject([
        { name: 'Explorer', remarks: 'Yearly renewal', total: 99, status: true },
      ]);
    });

    test('a webhook signed more than 5 minutes ahead of the server clock, or behind it, is refused', async () => {
      const event = {
        id: `evt_future_${server.driver}`,
        object: 'event',
        type: 'customer.updated',
        data: { object: { id: 'cus_x', object: 'customer' } },
      };
      const at = (minutes: number) => new Date(server.clock.now().getTime() + minutes * 60_000);
      for (const minutes of [60, 6, -6]) {
        const refused = await postSignedEvent(server, WEBHOOK_SECRET, event, undefined, at(minutes));
        expect(refused.body, `${minutes} min`).toMatchObject({
          status: 400,
          error: { code: 'WEBHOOK_SIGNATURE_INVALID' },
        });
      }
      const near = await postSignedEvent(server, WEBHOOK_SECRET, event, undefined, at(4));
      expect(near.status).toBe(200);
    });

    test('a package payment that succeeds after the member holds a better package is set aside for a refund', async () => {
      const email = uniqueEmail('stripe-late');
      const token = await readyMember(server, email);
      const [user] = await server.db.select().from(users).where(eq(users.email, email));
      const pay = async (name: string, cents: number, status: string) => {
        const pkg = await packageNamed(server, name);
        const intentId = `pi_${name}_${randomUUID()}`;
        const [row] = await server.db
          .insert(payments)
          .values({
            userId: user?.id as string,
            kind: 'package',
            packageId: pkg.uuid,
            description: `${name} membership (yearly)`,
            amountCents: cents,
            intentId,
            clientSecret: `${intentId}_secret_x`,
            subscriptionId: `sub_${intentId}`,
            status,
          })
          .returning();
        const event = {
          id: `evt_${intentId}`,
          object: 'event',
          type: 'payment_intent.succeeded',
          data: { object: { id: intentId, object: 'payment_intent' } },
        };
        return { row: row!, send: () => postSignedEvent(server, WEBHOOK_SECRET, event) };
      };
      // Explorer's payment was replaced by Champion's (the guard cancelled it at Stripe), but the card had
      // already confirmed it: both succeed, Champion first.
      const explorer = await pay('Explorer', 9900, 'canceled');
      const champion = await pay('Champion', 19900, 'requires_confirmation');
      expect((await champion.send()).status).toBe(200);
      expect((await explorer.send()).status).toBe(200);
      expect((await packageOfMember(server, token))?.name).toBe('Champion');
      const [setAside] = await server.db.select().from(payments).where(eq(payments.id, explorer.row.id));
      expect(setAside?.status).toBe('refund_due');
      const [job] = await server.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, `package-refund:${explorer.row.id}`));
      expect(job?.kind).toBe('package-payment.refund');
    });
  },
  { env: STRIPE_ENV },
);
