import Stripe from 'stripe';
import { CardError, GatewayError, intentIdOf, type IntentStatus, type PaymentGateway } from './gateway.js';

import { verifySignedEvent } from './webhook-signature.js';

interface StripeKeys {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

/** Provider refusals become CardError (shown to the member as worded), unknown objects GatewayError(notFound). */
function translate(error: unknown): never {
  if (error instanceof Stripe.errors.StripeCardError) {
    throw new CardError(error.code ?? 'card_declined', error.message);
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') {
    throw new GatewayError(error.message, true);
  }
  throw new GatewayError(error instanceof Error ? error.message : String(error));
}

export function stripeGateway(keys: StripeKeys, clock: () => Date = () => new Date()): PaymentGateway {
  const stripe = new Stripe(keys.secretKey, { maxNetworkRetries: 2 });

  /** One product per package with a stable id, so prices of every subscription hang on the same product. */
  async function ensureProduct(product: { id: string; name: string }) {
    try {
      await stripe.products.retrieve(product.id);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')) {
        throw error;
      }
      await stripe.products.create(
        { id: product.id, name: product.name },
        { idempotencyKey: `product-${product.id}` },
      );
    }
  }

  return {
    kind: 'stripe',
    publishableKey: keys.publishableKey,

    async createCustomer(input, idempotencyKey) {
      try {
        const customer = await stripe.customers.create(
          { email: input.email, name: input.name ?? undefined, metadata: { userId: input.userId } },
          { idempotencyKey },
        );
        return customer.id;
      } catch (error) {
        return translate(error);
      }
    },

    async attachCard(customerId, paymentMethodId) {
      try {
        const method = await stripe.paymentMethods.attach(paymentMethodId, { customer: customerId });
        await stripe.customers.update(customerId, {
          invoice_settings: { default_payment_method: paymentMethodId },
        });
        return { brand: method.card?.brand ?? 'card', last4: method.card?.last4 ?? '' };
      } catch (error) {
        return translate(error);
      }
    },

    async createYearlySubscription(input, idempotencyKey) {
      try {
        await ensureProduct(input.product);
        // The upgrade credit is a one-off amount off the first invoice; renewals are the full yearly price.
        const coupon =
          input.firstInvoiceCreditCents > 0
            ? await stripe.coupons.create(
                {
                  amount_off: input.firstInvoiceCreditCents,
                  currency: input.currency,
                  duration: 'once',
                  name: 'Credit for the current package',
                },
                { idempotencyKey: `${idempotencyKey}:credit` },
              )
            : undefined;
        const subscription = await stripe.subscriptions.create(
          {
            customer: input.customerId,
            default_payment_method: input.paymentMethodId,
            items: [
              {
                price_data: {
                  currency: input.currency,
                  product: input.product.id,
                  unit_amount: input.yearlyAmountCents,
                  recurring: { interval: 'year' },
                },
              },
            ],
            discounts: coupon ? [{ coupon: coupon.id }] : undefined,
            payment_behavior: 'default_incomplete',
            payment_settings: { save_default_payment_method: 'on_subscription' },
            metadata: input.metadata,
            expand: ['latest_invoice.confirmation_secret'],
          },
          { idempotencyKey },
        );
        const invoice = subscription.latest_invoice as Stripe.Invoice | null;
        const clientSecret = invoice?.confirmation_secret?.client_secret;
        if (!clientSecret) throw new GatewayError('The first invoice has no payment to confirm');
        const intentId = intentIdOf(clientSecret);
        const intent = await stripe.paymentIntents.retrieve(intentId);
        return {
          subscriptionId: subscription.id,
          intentId,
          clientSecret,
          status: intent.status as IntentStatus,
        };
      } catch (error) {
        if (error instanceof GatewayError) throw error;
        return translate(error);
      }
    },

    async createPaymentIntent(input, idempotencyKey) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            customer: input.customerId,
            description: input.description,
            metadata: input.metadata,
            automatic_payment_methods: { enabled: true },
          },
          { idempotencyKey },
        );
        if (!intent.client_secret) throw new GatewayError('The payment intent has no client secret');
        return {
          intentId: intent.id,
          clientSecret: intent.client_secret,
          status: intent.status as IntentStatus,
        };
      } catch (error) {
        if (error instanceof GatewayError) throw error;
        return translate(error);
      }
    },

    async retrieveIntent(intentId) {
      try {
        const intent = await stripe.paymentIntents.retrieve(intentId);
        return { status: intent.status as IntentStatus, amount: intent.amount, currency: intent.currency };
      } catch (error) {
        return translate(error);
      }
    },

    async cancelSubscription(subscriptionId) {
      try {
        await stripe.subscriptions.cancel(subscriptionId);
      } catch (error) {
        return translate(error);
      }
    },

    async cancelUnpaidSubscription(subscriptionId) {
      try {
        // An invoice's payment intent cannot be cancelled by itself: voiding the open first invoice cancels it
        // (refused while a payment is processing), then the subscription ends.
        const subscription = await stripe.subscriptions.retrieve(subscriptionId, {
          expand: ['latest_invoice'],
        });
        const invoice = subscription.latest_invoice as Stripe.Invoice | null;
        if (invoice?.status === 'paid') return false;
        if (invoice?.status === 'open' && invoice.id) {
          try {
            await stripe.invoices.voidInvoice(invoice.id);
          } catch (error) {
            const now = await stripe.invoices.retrieve(invoice.id);
            if (now.status === 'paid' || now.status === 'open') return false;
            if (now.status !== 'void') throw error;
          }
        }
        if (subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired') {
          await stripe.subscriptions.cancel(subscriptionId);
        }
        return true;
      } catch (error) {
        return translate(error);
      }
    },

    async cancelPaymentIntent(intentId) {
      try {
        const intent = await stripe.paymentIntents.retrieve(intentId);
        if (intent.status === 'succeeded' || intent.status === 'processing') return false;
        if (intent.status !== 'canceled') await stripe.paymentIntents.cancel(intentId);
        return true;
      } catch (error) {
        return translate(error);
      }
    },

    async refundPayment(input, idempotencyKey) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: input.intentId, amount: input.amountCents, metadata: input.metadata },
          { idempotencyKey },
        );
        return { refundId: refund.id, amountCents: refund.amount };
      } catch (error) {
        return translate(error);
      }
    },

    verifyWebhook(rawBody, signature) {
      // Throws on a bad signature, or a timestamp more than 5 min from the server's clock either way.
      return verifySignedEvent(rawBody, signature, keys.webhookSecret, clock());
    },
  };
}
