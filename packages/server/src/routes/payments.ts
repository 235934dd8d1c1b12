import { and, desc, eq } from 'drizzle-orm';
import { CardError, GatewayError, type PaymentGateway } from '../adapters/payments/gateway.js';
import type { LocalGateway } from '../adapters/payments/local.js';
import { events, packages, payments, transactions, users, type UserRow } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import type { TypedHandlers } from '../http/types.js';
import type { Services } from '../services/context.js';
import { acceptPaymentEvent } from '../services/payment-events.js';
import { quotePackage } from '../services/pricing.js';
import { activePackage } from '../services/users.js';
import { authOf } from '../http/auth.js';

const TRY_AGAIN = 'Your request cannot be processed right now, Please try again.';
const CARD_ERROR_CODES: Record<string, string> = {
  incorrect_number: 'CARD_NUMBER_INCORRECT',
  expired_card: 'CARD_EXPIRED',
};

const paymentNotFound = () => new ApiError(404, 'Payment not found', 'PAYMENT_INTENT_NOT_FOUND');
const gatewayFailed = () => new ApiError(502, TRY_AGAIN, 'PAYMENT_GATEWAY_ERROR');

/** Ids made by the local gateway carry `_local_`; after switching gateways they mean nothing to the other one. */
const belongsTo = (gateway: PaymentGateway, id: string | null): id is string =>
  Boolean(id) && (gateway.kind === 'local') === (id as string).includes('_local_');

export function paymentHandlers(services: Services): TypedHandlers {
  const { db, clock, gateway } = services;

  function localOnly(): LocalGateway {
    if (gateway.kind !== 'local') throw new ApiError(404, 'Not Found', 'NOT_FOUND');
    return gateway as LocalGateway;
  }

  async function findPackage(id: string) {
    const [pkg] = await db.select().from(packages).where(eq(packages.id, id));
    if (!pkg || !pkg.isActive) throw new ApiError(404, 'Package not found', 'PACKAGE_NOT_FOUND');
    return pkg;
  }

  async function currentPackageOf(user: UserRow) {
    if (!user.packageId) return null;
    const [pkg] = await db.select().from(packages).where(eq(packages.id, user.packageId));
    return activePackage(user, pkg, clock());
  }

  const customerOf = (user: UserRow) => customerFor(services, user);

  /** The caller's own payment with this client secret; another member's is as unknown as a made-up one. */
  async function ownPayment(userId: string, clientSecret: string) {
    const [payment] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.clientSecret, clientSecret), eq(payments.userId, userId)));
    if (!payment?.intentId) throw paymentNotFound();
    return { ...payment, intentId: payment.intentId };
  }

  return {
    async 'POST /user/get/subscription/difference/amount'(request) {
      const { user } = authOf(request);
      const target = await findPackage(request.body.packageId);
      const quote = quotePackage(target, await currentPackageOf(user), user.packageExpiresAt, clock());
      return {
        status: 200,
        message: 'Success',
        data: { amountDue: quote.amountDueCents / 100, packageCost: quote.packageCents / 100 },
      };
    },

    async 'POST /user/stripe/store/card/details'(request) {
      const { user } = authOf(request);
      const customerId = await customerOf(user);
      let card;
      try {
        card = await gateway.attachCard(customerId, request.body.paymentMethodId);
      } catch (error) {
        if (error instanceof CardError) throw new ApiError(400, error.message, 'PAYMENT_METHOD_INVALID');
        if (error instanceof GatewayError && error.notFound) {
          throw new ApiError(400, TRY_AGAIN, 'PAYMENT_METHOD_INVALID');
        }
        services.log.error({ err: error }, 'card attach failed');
        throw gatewayFailed();
      }
      // Only what can be shown is kept: brand and last 4 digits.
      await db
        .update(users)
        .set({
          cardPaymentMethodId: request.body.paymentMethodId,
          cardBrand: card.brand,
          cardLast4: card.last4,
          updatedAt: clock(),
        })
        .where(eq(users.id, user.id));
      return { status: 200, message: 'Card details saved successfully' };
    },

    async 'POST /user/stripe/subscription/create'(request) {
      const { user } = authOf(request);
      const pkg = await findPackage(request.body.packageUuid);
      if (pkg.annualCost === 0) {
        throw new ApiError(400, 'This package is free and needs no payment.', 'PACKAGE_FREE');
      }
      const now = clock();
      // The amount is the server's: the package's annualCost less the proration credit, never the client's.
      const quote = quotePackage(pkg, await currentPackageOf(user), user.packageExpiresAt, now);
      if (!belongsTo(gateway, user.cardPaymentMethodId)) {
        throw new ApiError(400, TRY_AGAIN, 'PAYMENT_METHOD_REQUIRED');
      }
      const customerId = await customerOf(user);
      const [payment] = await db
        .insert(payments)
        .values({
          userId: user.id,
          kind: 'package',
          packageId: pkg.id,
          description: `${pkg.name} membership (yearly)`,
          amountCents: quote.amountDueCents,
          status: 'creating',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!payment) throw new Error('payment insert returned nothing');
      try {
        const created = await gateway.createYearlySubscription(
          {
            customerId,
            paymentMethodId: user.cardPaymentMethodId,
            product: { id: `wellness-package-${pkg.id}`, name: `${pkg.name} membership` },
            yearlyAmountCents: quote.packageCents,
            firstInvoiceCreditCents: quote.creditCents,
            currency: payment.currency,
            metadata: { paymentId: payment.id, userId: user.id, packageId: pkg.id },
          },
          `subscription-${payment.id}`,
        );
        await db
          .update(payments)
          .set({
            intentId: created.intentId,
            clientSecret: created.clientSecret,
            subscriptionId: created.subscriptionId,
            status: created.status,
            updatedAt: clock(),
          })
          .where(eq(payments.id, payment.id));
        return {
          status: 200,
          message: 'Subscription created successfully',
          data: { clientSecret: created.clientSecret, subscriptionId: created.subscriptionId },
        };
      } catch (error) {
        services.log.error({ err: error }, 'subscription creation failed');
        // The attempt is part of the member's history even when the gateway refused it.
        await db
          .update(payments)
          .set({ status: 'failed', updatedAt: clock() })
          .where(eq(payments.id, payment.id));
        await db.insert(transactions).values({
          userId: user.id,
          paymentId: payment.id,
          transactionId: payment.id,
          name: payment.description,
          remarks: error instanceof CardError ? error.message : 'The payment could not be started',
          total: payment.amountCents / 100,
          type: 'package',
          status: false,
          packageId: pkg.id,
          transactionDate: clock(),
        });
        if (error instanceof CardError) throw new ApiError(400, error.message, 'CARD_DECLINED');
        throw gatewayFailed();
      }
    },

    async 'GET /payment/config'() {
      return {
        status: 200,
        message: 'Success',
        data: { gateway: gateway.kind, publishableKey: gateway.publishableKey },
      };
    },

    async 'GET /payment/intent/status'(request) {
      const { user } = authOf(request);
      const payment = await ownPayment(user.id, String(request.query.clientSecret));
      try {
        return { status: 200, message: 'Success', data: await gateway.retrieveIntent(payment.intentId) };
      } catch (error) {
        if (error instanceof GatewayError && error.notFound) throw paymentNotFound();
        throw error;
      }
    },

    async 'POST /payment/local/payment-method'(request) {
      authOf(request);
      const local = localOnly();
      try {
        return {
          status: 200,
          message: 'Success',
          data: { paymentMethodId: await local.createPaymentMethod(request.body.card) },
        };
      } catch (error) {
        if (error instanceof CardError) {
          throw new ApiError(400, error.message, CARD_ERROR_CODES[error.code] ?? 'CARD_INVALID');
        }
        throw error;
      }
    },

    async 'POST /payment/local/confirm'(request) {
      const { user } = authOf(request);
      const local = localOnly();
      const payment = await ownPayment(user.id, request.body.clientSecret);
      let result;
      try {
        result = await local.confirm(payment.intentId, request.body.paymentMethodId, user.paymentCustomerId);
      } catch (error) {
        if (error instanceof GatewayError && error.notFound) {
          throw new ApiError(404, 'Payment method not found', 'PAYMENT_METHOD_NOT_FOUND');
        }
        throw error;
      }
      return { status: 200, message: result.error?.message ?? 'Success', data: result };
    },

    async 'POST /payment/webhook'(request) {
      const signature = request.raw.headers['stripe-signature'];
      const rawBody = request.raw.rawBody;
      const invalid = new ApiError(400, 'Invalid signature', 'WEBHOOK_SIGNATURE_INVALID');
      if (typeof signature !== 'string' || !rawBody) throw invalid;
      let event;
      try {
        event = gateway.verifyWebhook(rawBody, signature);
      } catch (error) {
        services.log.warn({ err: error }, 'webhook signature rejected');
        throw invalid;
      }
      // Recorded before it is acted on: once this answers, the event is not lost even if applying it fails now.
      await acceptPaymentEvent(services.jobs, db, event);
      return { status: 200, message: 'Received' };
    },

    async 'GET /user/payment/list'(request) {
      const { user } = authOf(request);
      const rows = await db
        .select({ row: transactions, eventName: events.name })
        .from(transactions)
        .leftJoin(events, eq(events.id, transactions.eventId))
        .where(eq(transactions.userId, user.id))
        .orderBy(desc(transactions.transactionDate), desc(transactions.id));
      return {
        status: 200,
        message: 'Transaction list',
        data: rows.map(({ row, eventName }) => ({
          uuid: row.id,
          transactionId: row.transactionId,
          name: row.name,
          remarks: row.remarks,
          transactionDate: row.transactionDate.toISOString(),
          total: row.total,
          type: row.type,
          status: row.status,
          eventName,
        })),
      };
    },
  };
}

/** Stops the gateway subscription behind the member's package (cancel, or a switch to Starter). */
export async function cancelGatewaySubscription(services: Services, user: UserRow) {
  if (!user.paymentSubscriptionId) return;
  try {
    if (belongsTo(services.gateway, user.paymentSubscriptionId)) {
      await services.gateway.cancelSubscription(user.paymentSubscriptionId);
    }
  } catch (error) {
    // The package change stands; an orphan subscription is logged for an operator.
    services.log.error(
      { err: error, subscription: user.paymentSubscriptionId },
      'subscription cancel failed',
    );
  }
  await services.db
    .update(users)
    .set({ paymentSubscriptionId: null })
    .where(and(eq(users.id, user.id), eq(users.paymentSubscriptionId, user.paymentSubscriptionId)));
}

/** The member's customer at the gateway, created once (idempotency key per member and gateway). */
export async function customerFor(services: Services, user: UserRow): Promise<string> {
  const { gateway, db, clock } = services;
  if (belongsTo(gateway, user.paymentCustomerId)) return user.paymentCustomerId;
  let customerId: string;
  try {
    customerId = await gateway.createCustomer(
      { userId: user.id, email: user.email, name: user.name },
      `customer-${gateway.kind}-${user.id}`,
    );
  } catch (error) {
    services.log.error({ err: error }, 'customer creation failed');
    throw gatewayFailed();
  }
  await db
    .update(users)
    .set({ paymentCustomerId: customerId, updatedAt: clock() })
    .where(eq(users.id, user.id));
  return customerId;
}
