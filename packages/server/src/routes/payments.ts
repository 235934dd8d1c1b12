import { authOf } from '../http/auth.js';
import type { TypedHandlers } from '../http/types.js';
import { billingService } from '../services/billing.js';
import { acceptWebhook } from '../workflows/payment-outcomes.js';
import type { Services } from '../services/context.js';

/** §7's payment calls: package subscriptions, the card, payment status, the local gateway, webhook, history. */
export function paymentHandlers(services: Services): TypedHandlers {
  const billing = billingService(services);
  return {
    async 'POST /user/get/subscription/difference/amount'(request) {
      const { user } = authOf(request);
      const quote = await billing.quote(user, request.body.packageId);
      return {
        status: 200,
        message: 'Success',
        data: { amountDue: quote.amountDueCents / 100, packageCost: quote.packageCents / 100 },
      };
    },

    async 'POST /user/stripe/store/card/details'(request) {
      const { user } = authOf(request);
      await billing.storeCard(user, request.body.paymentMethodId);
      return { status: 200, message: 'Card details saved successfully' };
    },

    async 'POST /user/stripe/subscription/create'(request) {
      const { user } = authOf(request);
      return {
        status: 200,
        message: 'Subscription created successfully',
        data: await billing.subscribe(user, request.body.packageUuid),
      };
    },

    async 'GET /payment/config'() {
      return { status: 200, message: 'Success', data: billing.config() };
    },

    async 'GET /payment/intent/status'(request) {
      const { user } = authOf(request);
      return {
        status: 200,
        message: 'Success',
        data: await billing.intentStatus(user, String(request.query.clientSecret)),
      };
    },

    async 'POST /payment/local/payment-method'(request) {
      authOf(request);
      return {
        status: 200,
        message: 'Success',
        data: { paymentMethodId: await billing.localPaymentMethod(request.body.card) },
      };
    },

    async 'POST /payment/local/confirm'(request) {
      const { user } = authOf(request);
      const result = await billing.localConfirm(
        user,
        request.body.clientSecret,
        request.body.paymentMethodId,
      );
      return { status: 200, message: result.error?.message ?? 'Success', data: result };
    },

    async 'POST /payment/webhook'(request) {
      await acceptWebhook(services, request.raw.rawBody, request.raw.headers['stripe-signature']);
      return { status: 200, message: 'Received' };
    },

    async 'GET /user/payment/list'(request) {
      const { user } = authOf(request);
      return { status: 200, message: 'Transaction list', data: await billing.transactions(user) };
    },
  };
}
