import { and, desc, eq } from 'drizzle-orm';
import {
  CardError,
  GatewayError,
  type GatewayEvent,
  type PaymentGateway,
} from '../adapters/payments/gateway.js';
import type { LocalGateway } from '../adapters/payments/local.js';
import { events, payments, transactions, users, type UserRow } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import type { Services } from './context.js';
import { currentPackage, findActivePackage } from './memberships.js';
import { acceptPaymentEvent } from './payment-events.js';
import { quotePackage } from './pricing.js';

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

/**
 * Billing: the member's card, package subscriptions (the amount is always the server's), payment status, the
 * local gateway's card form, the webhook and the transaction history.
 */
export function billingService(services: Services) {
  const { db, clock, gateway } = services;

  function localOnly(): LocalGateway {
    if (gateway.kind !== 'local') throw new ApiError(404, 'Not Found', 'NOT_FOUND');
    return gateway as LocalGateway;
  }

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
    /** What buying the package costs the member now (proration credit included). */
    async quote(user: UserRow, packageId: string) {
      const target = await findActivePackage(db, packageId);
      const now = clock();
      return quotePackage(target, await currentPackage(db, now, user), user.packageExpiresAt, now);
    },

    async storeCard(user: UserRow, paymentMethodId: string) {
      const customerId = await customerFor(services, user);
      let card;
      try {
        card = await gateway.attachCard(customerId, paymentMethodId);
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
          cardPaymentMethodId: paymentMethodId,
          cardBrand: card.brand,
          cardLast4: card.last4,
          updatedAt: clock(),
        })
        .where(eq(users.id, user.id));
    },

    /** Starts the yearly subscription of a paid package; the member confirms its first payment with the secret. */
    async subscribe(user: UserRow, packageUuid: string) {
      const pkg = await findActivePackage(db, packageUuid);
      if (pkg.annualCost === 0) {
        throw new ApiError(400, 'This package is free and needs no payment.', 'PACKAGE_FREE');
      }
      const now = clock();
      // The amount is the server's: the package's annualCost less the proration credit, never the client's.
      const quote = quotePackage(pkg, await currentPackage(db, now, user), user.packageExpiresAt, now);
      if (!belongsTo(gateway, user.cardPaymentMethodId)) {
        throw new ApiError(400, TRY_AGAIN, 'PAYMENT_METHOD_REQUIRED');
      }
      const customerId = await customerFor(services, user);
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
        return { clientSecret: created.clientSecret, subscriptionId: created.subscriptionId };
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

    config() {
      return { gateway: gateway.kind, publishableKey: gateway.publishableKey };
    },

    async intentStatus(user: UserRow, clientSecret: string) {
      const payment = await ownPayment(user.id, clientSecret);
      try {
        return await gateway.retrieveIntent(payment.intentId);
      } catch (error) {
        if (error instanceof GatewayError && error.notFound) throw paymentNotFound();
        throw error;
      }
    },

    /** The local gateway's card form (test cards only); 404 with Stripe. */
    async localPaymentMethod(card: Parameters<LocalGateway['createPaymentMethod']>[0]) {
      const local = localOnly();
      try {
        return await local.createPaymentMethod(card);
      } catch (error) {
        if (error instanceof CardError) {
          throw new ApiError(400, error.message, CARD_ERROR_CODES[error.code] ?? 'CARD_INVALID');
        }
        throw error;
      }
    },

    async localConfirm(user: UserRow, clientSecret: string, paymentMethodId: string) {
      const local = localOnly();
      const payment = await ownPayment(user.id, clientSecret);
      try {
        return await local.confirm(payment.intentId, paymentMethodId, user.paymentCustomerId);
      } catch (error) {
        if (error instanceof GatewayError && error.notFound) {
          throw new ApiError(404, 'Payment method not found', 'PAYMENT_METHOD_NOT_FOUND');
        }
        throw error;
      }
    },

    /** Verifies the signed webhook and records its event before acting on it (it is not lost if applying fails). */
    async acceptWebhook(rawBody: Buffer | undefined, signature: unknown) {
      const invalid = new ApiError(400, 'Invalid signature', 'WEBHOOK_SIGNATURE_INVALID');
      if (typeof signature !== 'string' || !rawBody) throw invalid;
      let event: GatewayEvent;
      try {
        event = gateway.verifyWebhook(rawBody, signature);
      } catch (error) {
        services.log.warn({ err: error }, 'webhook signature rejected');
        throw invalid;
      }
      await acceptPaymentEvent(services.jobs, db, event);
    },

    /** The member's transaction history, newest first. */
    async transactions(user: UserRow) {
      const rows = await db
        .select({ row: transactions, eventName: events.name })
        .from(transactions)
        .leftJoin(events, eq(events.id, transactions.eventId))
        .where(eq(transactions.userId, user.id))
        .orderBy(desc(transactions.transactionDate), desc(transactions.id));
      return rows.map(({ row, eventName }) => ({
        uuid: row.id,
        transactionId: row.transactionId,
        name: row.name,
        remarks: row.remarks,
        transactionDate: row.transactionDate.toISOString(),
        total: row.total,
        type: row.type,
        status: row.status,
        eventName,
      }));
    },
  };
}
