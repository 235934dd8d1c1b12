import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { localWebhookSecret } from '../src/app.js';
import { localGatewayPaymentMethods, localGatewaySubscriptions, payments } from '../src/db/schema.js';
import { login, readyMember } from './support/members.js';
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
import { describeEachDatabase, uniqueEmail } from './support/server.js';

const DAY = 86400_000;

describeEachDatabase(
  'packages bought by card (local gateway)',
  (server) => {
    const member = () => readyMember(server, uniqueEmail('buyer'));
    const daysUntil = (iso: string) => (Date.parse(iso) - server.clock.now().getTime()) / DAY;

    test('the open config names the local gateway without a key', async () => {
      const response = await server.call('GET', '/v1/payment/config');
      expect(response.body).toMatchObject({ status: 200, data: { gateway: 'local', publishableKey: null } });
    });

    test('a good card buys Explorer: granted for one year by the payment event, recorded as a success', async () => {
      const token = await member();
      const explorer = await packageNamed(server, 'Explorer');
      const quote = await server.call('POST', '/v1/user/get/subscription/difference/amount', {
        token,
        body: { packageId: explorer.uuid },
      });
      expect(quote.body).toMatchObject({ status: 200, data: { amountDue: 99, packageCost: 99 } });

      const started = await startPurchase(server, token, 'Explorer', CARDS.success);
      // Created and not yet paid: nothing is granted on the client's word.
      expect((await packageOfMember(server, token))?.name).toBe('Starter');
      const before = await server.call(
        'GET',
        `/v1/payment/intent/status?clientSecret=${started.clientSecret}`,
        {
          token,
        },
      );
      expect(before.body.data).toEqual({ status: 'requires_confirmation', amount: 9900, currency: 'usd' });

      const confirmed = await confirm(server, token, started.clientSecret, started.paymentMethodId);
      expect(confirmed.body).toMatchObject({
        status: 200,
        message: 'Success',
        data: { status: 'succeeded' },
      });
      const pkg = await packageOfMember(server, token);
      expect(pkg?.name).toBe('Explorer');
      expect(Math.round(daysUntil(pkg?.expiry ?? ''))).toBe(365);
      const after = await server.call(
        'GET',
        `/v1/payment/intent/status?clientSecret=${started.clientSecret}`,
        {
          token,
        },
      );
      expect(after.body.data).toEqual({ status: 'succeeded', amount: 9900, currency: 'usd' });
      expect(await transactionsOf(server, token)).toMatchObject([
        { name: 'Explorer membership (yearly)', total: 99, type: 'package', status: true },
      ]);
      // Confirming again charges nothing more.
      expect((await confirm(server, token, started.clientSecret, started.paymentMethodId)).body.data).toEqual(
        {
          status: 'succeeded',
        },
      );
      expect(await transactionsOf(server, token)).toHaveLength(1);
    });

    test.each([
      ['declined', CARDS.declined, 'card_declined', 'Your card was declined.'],
      [
        'insufficient funds',
        CARDS.insufficientFunds,
        'insufficient_funds',
        'Your card has insufficient funds.',
      ],
    ])(
      'a %s card grants nothing and is recorded as a failed transaction',
      async (_label, card, code, message) => {
        const token = await member();
        const { confirmed } = await buyPackage(server, token, 'Champion', card);
        expect(confirmed.body).toMatchObject({
          status: 200,
          message,
          data: { status: 'requires_payment_method', error: { code, message } },
        });
        expect((await packageOfMember(server, token))?.name).toBe('Starter');
        expect(await transactionsOf(server, token)).toMatchObject([
          { name: 'Champion membership (yearly)', remarks: message, total: 199, status: false },
        ]);
      },
    );

    test('after a decline the member can retry the same payment with a good card', async () => {
      const token = await member();
      const { clientSecret } = await buyPackage(server, token, 'Explorer', CARDS.declined);
      const good = await paymentMethod(server, token, CARDS.success);
      expect((await confirm(server, token, clientSecret, good)).body.data).toEqual({ status: 'succeeded' });
      expect((await packageOfMember(server, token))?.name).toBe('Explorer');
      expect((await transactionsOf(server, token)).map((t) => t.status)).toEqual([true, false]);
    });

    test('a slow card is processing first, and the package arrives when the payment settles', async () => {
      const token = await member();
      const { clientSecret, confirmed } = await buyPackage(server, token, 'Explorer', CARDS.processing);
      expect(confirmed.body.data).toEqual({ status: 'processing' });
      const status = () =>
        server.call<{ status: string }>('GET', `/v1/payment/intent/status?clientSecret=${clientSecret}`, {
          token,
        });
      expect((await status()).body.data.status).toBe('processing');
      expect((await packageOfMember(server, token))?.name).toBe('Starter');
      expect(await transactionsOf(server, token)).toEqual([]);

      // Settled by a durable job due LOCAL_GATEWAY_SETTLE_DELAY later: not before.
      await server.runDueJobs();
      expect((await status()).body.data.status).toBe('processing');
      server.clock.advance(server.config.localSettleDelayMs);
      await server.runDueJobs();
      expect((await status()).body.data.status).toBe('succeeded');
      expect((await packageOfMember(server, token))?.name).toBe('Explorer');
      expect(await transactionsOf(server, token)).toMatchObject([{ total: 99, status: true }]);
    });

    test('the same webhook event twice grants once and records once', async () => {
      const token = await member();
      const { clientSecret } = await startPurchase(server, token, 'Explorer', CARDS.success);
      const intentId = clientSecret.split('_secret_')[0];
      const event = {
        id: `evt_dup_${Date.now()}`,
        type: 'payment_intent.succeeded',
        data: { object: { id: intentId, object: 'payment_intent', amount: 9900, currency: 'usd' } },
      };
      const secret = localWebhookSecret(server.config.sessionSecret);
      expect((await postSignedEvent(server, secret, event)).body).toMatchObject({
        status: 200,
        message: 'Received',
      });
      const first = await packageOfMember(server, token);
      expect(first?.name).toBe('Explorer');

      server.clock.advance(DAY);
      expect((await postSignedEvent(server, secret, event)).status).toBe(200);
      // A different delivery of the same outcome does not grant again either.
      expect((await postSignedEvent(server, secret, { ...event, id: `${event.id}_again` })).status).toBe(200);
      expect((await packageOfMember(server, token))?.expiry).toBe(first?.expiry);
      expect(await transactionsOf(server, token)).toHaveLength(1);
    });

    test('the client cannot change what is charged', async () => {
      const token = await member();
      const explorer = await packageNamed(server, 'Explorer');
      const extra = await server.call('POST', '/v1/user/stripe/subscription/create', {
        token,
        body: { packageUuid: explorer.uuid, period: 'yearly', amount: 1 },
      });
      expect(extra.body).toMatchObject({
        status: 400,
        message: 'amount is not an allowed field',
        error: { code: 'VALIDATION_FAILED' },
      });
      const quote = await server.call('POST', '/v1/user/get/subscription/difference/amount', {
        token,
        body: { packageId: explorer.uuid, amountDue: 0 },
      });
      expect(quote.status).toBe(400);

      // A forged event claiming a smaller amount: the signature fails, nothing happens.
      const { clientSecret } = await startPurchase(server, token, 'Explorer', CARDS.success);
      const intentId = clientSecret.split('_secret_')[0];
      const event = {
        id: `evt_forged_${Date.now()}`,
        type: 'payment_intent.succeeded',
        data: { object: { id: intentId, amount: 100 } },
      };
      const secret = localWebhookSecret(server.config.sessionSecret);
      const forged = await postSignedEvent(server, 'whsec_not_ours', event);
      expect(forged.body).toMatchObject({ status: 400, message: 'Invalid signature' });
      const tampered = await postSignedEvent(
        server,
        secret,
        event,
        JSON.stringify({ ...event, id: 'evt_other' }),
      );
      expect(tampered.status).toBe(400);
      const unsigned = await server.call('POST', '/v1/payment/webhook', { body: event });
      expect(unsigned.status).toBe(400);
      expect((await packageOfMember(server, token))?.name).toBe('Starter');

      // Even a genuine event's amount is not what is recorded: the server's own amount is.
      expect((await postSignedEvent(server, secret, event)).status).toBe(200);
      expect(await transactionsOf(server, token)).toMatchObject([{ total: 99, status: true }]);
    });

    test('upgrading credits the unused days of the current package; cheaper or same packages are refused', async () => {
      const email = uniqueEmail('upgrade');
      await buyPackage(server, await readyMember(server, email), 'Explorer', CARDS.success);
      // 100 days and an hour of Explorer left: a begun day counts, so 101 days: credit 99 × 101 / 365 = 27.39.
      // (Sessions last 7 days: sign in again.)
      server.clock.advance(265 * DAY - 3600_000);
      const signedIn = (await login(server, email)).body.data;
      const token = signedIn.token;
      const userId = String(signedIn.user.uuid);
      const [explorer, champion] = [
        await packageNamed(server, 'Explorer'),
        await packageNamed(server, 'Champion'),
      ];
      const quote = await server.call('POST', '/v1/user/get/subscription/difference/amount', {
        token,
        body: { packageId: champion.uuid },
      });
      expect(quote.body.data).toEqual({ amountDue: 171.61, packageCost: 199 });
      const same = await server.call('POST', '/v1/user/get/subscription/difference/amount', {
        token,
        body: { packageId: explorer.uuid },
      });
      expect(same.body).toMatchObject({ status: 409, error: { code: 'PACKAGE_ALREADY_ACTIVE' } });

      const { clientSecret, confirmed } = await buyPackage(server, token, 'Champion', CARDS.success);
      expect(confirmed.body.data.status).toBe('succeeded');
      const status = await server.call('GET', `/v1/payment/intent/status?clientSecret=${clientSecret}`, {
        token,
      });
      expect(status.body.data).toMatchObject({ amount: 17161 });
      expect((await packageOfMember(server, token))?.name).toBe('Champion');
      // The Explorer subscription the upgrade replaced no longer renews.
      const mine = await server.db.select().from(payments).where(eq(payments.userId, userId));
      const statuses = await server.db.select().from(localGatewaySubscriptions);
      const statusOf = (amount: number) =>
        statuses.find((sub) => sub.id === mine.find((p) => p.amountCents === amount)?.subscriptionId)?.status;
      expect([statusOf(9900), statusOf(17161)]).toEqual(['canceled', 'active']);
      const downgrade = await server.call('POST', '/v1/user/stripe/subscription/create', {
        token,
        body: { packageUuid: explorer.uuid, period: 'yearly' },
      });
      expect(downgrade.body).toMatchObject({
        status: 409,
        message: 'Please cancel your current package before choosing a cheaper one.',
        error: { code: 'PACKAGE_DOWNGRADE' },
      });
    });

    test('Champion right after Explorer is $100.00: the whole year of Explorer is credited', async () => {
      const token = await member();
      await buyPackage(server, token, 'Explorer', CARDS.success);
      const champion = await packageNamed(server, 'Champion');
      const quoteNow = async () =>
        (
          await server.call('POST', '/v1/user/get/subscription/difference/amount', {
            token,
            body: { packageId: champion.uuid },
          })
        ).body.data;
      // Minutes later the member still has 365 days of Explorer: 199 − 99 = 100.
      server.clock.advance(5 * 60_000);
      expect(await quoteNow()).toEqual({ amountDue: 100, packageCost: 199 });
      // A day and a minute later the second day has begun: 364 days left, 99 × 364 / 365 = 98.73.
      server.clock.advance(DAY - 4 * 60_000);
      expect(await quoteNow()).toEqual({ amountDue: 100.27, packageCost: 199 });
    });

    test('a paid member cannot switch to Starter by selecting it: 409, the package and its vouchers stay', async () => {
      for (const name of ['Explorer', 'Champion']) {
        const token = await member();
        const { clientSecret } = await buyPackage(server, token, name, CARDS.success);
        const before = await packageOfMember(server, token);
        const starter = await packageNamed(server, 'Starter');
        const response = await server.call('PATCH', '/v1/user/package/select', {
          token,
          body: { packageUuid: starter.uuid, subscriptionType: 'yearly' },
        });
        expect(response.body).toMatchObject({
          status: 409,
          message: 'Please cancel your current package before choosing a cheaper one.',
          data: null,
          error: { code: 'PACKAGE_DOWNGRADE' },
        });
        expect(await packageOfMember(server, token)).toEqual(before);
        // The subscription still renews: nothing was cancelled behind the member's back.
        const [paid] = await server.db.select().from(payments).where(eq(payments.clientSecret, clientSecret));
        const [subscription] = await server.db
          .select()
          .from(localGatewaySubscriptions)
          .where(eq(localGatewaySubscriptions.id, paid?.subscriptionId ?? ''));
        expect(subscription?.status).toBe('active');
      }
    });

    test('cancelling a bought package: Starter at once, no refund, the subscription stops', async () => {
      const token = await member();
      await buyPackage(server, token, 'Champion', CARDS.success);
      const [payment] = await server.db
        .select()
        .from(payments)
        .where(eq(payments.amountCents, 19900))
        .limit(1);
      expect(payment?.subscriptionId).toBeTruthy();
      const cancelled = await server.call<{ name: string }[]>('PATCH', '/v1/user/package/cancel', { token });
      expect(cancelled.body).toMatchObject({
        status: 200,
        message: 'Success! Package cancelled successfully.',
      });
      expect(cancelled.body.data[0]?.name).toBe('Starter');
      expect((await packageOfMember(server, token))?.name).toBe('Starter');
      const transactions = await transactionsOf(server, token);
      expect(transactions).toHaveLength(1);
      const subscriptions = await server.db.select().from(localGatewaySubscriptions);
      expect(subscriptions.filter((s) => s.status === 'active').map((s) => s.id)).not.toContain(
        payment?.subscriptionId,
      );
      // No credit is left over from the cancelled package.
      const explorer = await packageNamed(server, 'Explorer');
      const quote = await server.call('POST', '/v1/user/get/subscription/difference/amount', {
        token,
        body: { packageId: explorer.uuid },
      });
      expect(quote.body.data).toEqual({ amountDue: 99, packageCost: 99 });
      const again = await server.call('PATCH', '/v1/user/package/cancel', { token });
      expect(again.body).toMatchObject({
        status: 400,
        message: 'Error! Free subscription cannot be cancelled.',
      });
    });

    test('a lapsed paid package falls back to Starter on the next read and at login', async () => {
      const email = uniqueEmail('lapse');
      const token = await readyMember(server, email);
      await buyPackage(server, token, 'Explorer', CARDS.success);
      // Still Explorer the day before it lapses (a session opened then is still valid after the lapse).
      server.clock.advance(364 * DAY);
      const late = (await login(server, email)).body.data.token;
      expect((await packageOfMember(server, late))?.name).toBe('Explorer');
      server.clock.advance(2 * DAY);
      const pkg = await packageOfMember(server, late);
      expect(pkg?.name).toBe('Starter');
      expect(Math.round(daysUntil(pkg?.expiry ?? ''))).toBe(365);
      server.clock.advance(DAY);
      const again = await login(server, email);
      expect(again.body).toMatchObject({ status: 200, data: { user: { package: { name: 'Starter' } } } });
    });

    test("a member can neither read nor confirm another member's payment, nor see their transactions", async () => {
      const owner = await member();
      const other = await member();
      const { clientSecret, paymentMethodId } = await startPurchase(server, owner, 'Explorer', CARDS.success);
      const read = await server.call('GET', `/v1/payment/intent/status?clientSecret=${clientSecret}`, {
        token: other,
      });
      expect(read.body).toMatchObject({ status: 404, message: 'Payment not found' });
      const otherCard = await paymentMethod(server, other, CARDS.success);
      const confirmed = await confirm(server, other, clientSecret, otherCard);
      expect(confirmed.body).toMatchObject({ status: 404, error: { code: 'PAYMENT_INTENT_NOT_FOUND' } });
      // The owner's saved card cannot be taken over either.
      const stolen = await server.call('POST', '/v1/user/stripe/store/card/details', {
        token: other,
        body: { paymentMethodId },
      });
      expect(stolen.body).toMatchObject({ status: 400, error: { code: 'PAYMENT_METHOD_INVALID' } });
      expect((await confirm(server, owner, clientSecret, paymentMethodId)).body.data.status).toBe(
        'succeeded',
      );
      expect(await transactionsOf(server, other)).toEqual([]);
      expect(await transactionsOf(server, owner)).toHaveLength(1);
      expect((await packageOfMember(server, other))?.name).toBe('Starter');
      expect((await server.call('GET', '/v1/user/payment/list')).status).toBe(401);
    });

    test('card details are checked like the provider does, and only brand and last 4 digits are kept', async () => {
      const token = await member();
      const year = server.clock.now().getUTCFullYear();
      const create = (number: string, expYear = year + 1) =>
        server.call('POST', '/v1/payment/local/payment-method', {
          token,
          body: { card: { number, expMonth: 1, expYear, cvc: '123' } },
        });
      expect((await create('4242424242424241')).body).toMatchObject({
        status: 400,
        message: 'Your card number is incorrect.',
        error: { code: 'CARD_NUMBER_INCORRECT' },
      });
      expect((await create(CARDS.success, year - 1)).body).toMatchObject({
        status: 400,
        message: 'Your card has expired.',
        error: { code: 'CARD_EXPIRED' },
      });
      const id = await paymentMethod(server, token, CARDS.success);
      const [row] = await server.db
        .select()
        .from(localGatewayPaymentMethods)
        .where(eq(localGatewayPaymentMethods.id, id));
      expect(row).toMatchObject({ brand: 'visa', last4: '4242' });
      expect(JSON.stringify(row)).not.toContain(CARDS.success);
    });

    test('a subscription needs a paid package and a saved card', async () => {
      const token = await member();
      const starter = await packageNamed(server, 'Starter');
      const explorer = await packageNamed(server, 'Explorer');
      const free = await server.call('POST', '/v1/user/stripe/subscription/create', {
        token,
        body: { packageUuid: starter.uuid, period: 'yearly' },
      });
      expect(free.body).toMatchObject({ status: 400, error: { code: 'PACKAGE_FREE' } });
      const noCard = await server.call('POST', '/v1/user/stripe/subscription/create', {
        token,
        body: { packageUuid: explorer.uuid, period: 'yearly' },
      });
      expect(noCard.body).toMatchObject({
        status: 400,
        message: 'Your request cannot be processed right now, Please try again.',
        error: { code: 'PAYMENT_METHOD_REQUIRED' },
      });
      const unknownCard = await server.call('POST', '/v1/user/stripe/store/card/details', {
        token,
        body: { paymentMethodId: 'pm_local_doesnotexist' },
      });
      expect(unknownCard.body).toMatchObject({ status: 400, error: { code: 'PAYMENT_METHOD_INVALID' } });
    });
  },
  // The test clock ticks with real time: a settlement delay far longer than any test keeps "not yet due" true.
  { env: { LOCAL_GATEWAY_SETTLE_DELAY: '1h' } },
);
