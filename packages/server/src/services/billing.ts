import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { CardError, GatewayError } from '../adapters/payments/gateway.js';
import type { LocalGateway } from '../adapters/payments/local.js';
import { events, payments, transactions, users, type PaymentRow, type UserRow } from '../db/schema.js';
import { ApiError } from '../errors.js';
import type { Services } from './context.js';
import { TRY_AGAIN, belongsTo, customerFor, gatewayFailed } from './gateway-customers.js';
import { currentPackage, findActivePackage } from './memberships.js';
import { quotePackage } from './pricing.js';

const CARD_ERROR_CODES: Record<string, string> = {
  incorrect_number: 'CARD_NUMBER_INCORRECT',
  expired_card: 'CARD_EXPIRED',
};

/** The statuses of a package payment that can still be paid (one per member: `payments_package_open_unique`). */
export const OPEN_PACKAGE_STATUSES = [
  'creating',
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
];
/** A payment still `creating` after this was left by a call that died before the gateway answered. */
const CREATING_STALE_MS = 2 * 60_000;
/** How long a call waits for another call's payment to get its gateway answer (polls × interval, ~10 s). */
const CREATING_POLLS = 200;
const CREATING_POLL_MS = 50;

const packagePaymentInProgress = () =>
  new ApiError(
    409,
    'Your payment for a package is being processed. Please check your package shortly.',
    'PAYMENT_IN_PROGRESS',
  );
const paymentNotFound = () => new ApiError(404, 'Payment not found', 'PAYMENT_INTENT_NOT_FOUND');

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

  /**
   * Stops an open package payment at the gateway so its client secret can no longer pay. False when it went
   * through or is on its way; ids of the other gateway (after a switch) mean nothing to this one.
   */
  async function stopAtGateway(payment: PaymentRow): Promise<boolean> {
    if (!belongsTo(gateway, payment.intentId)) return true;
    try {
      return payment.subscriptionId
        ? await gateway.cancelUnpaidSubscription(payment.subscriptionId, payment.intentId)
        : await gateway.cancelPaymentIntent(payment.intentId);
    } catch (error) {
      if (error instanceof GatewayError && error.notFound) return true;
      services.log.error({ err: error, payment: payment.id }, 'an open package payment was not cancelled');
      throw gatewayFailed();
    }
  }

  /** Reads a payment until another call (in any process) has its gateway answer; undefined if it never comes. */
  async function created(paymentId: string) {
    for (let attempt = 0; attempt < CREATING_POLLS; attempt += 1) {
      const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
      if (row?.status !== 'creating') return row;
      await new Promise((resolve) => setTimeout(resolve, CREATING_POLL_MS));
    }
    return undefined;
  }

  /**
   * Makes the member's one open package payment (the unique index decides between concurrent calls, in any
   * process): the open one is answered again when it buys the same thing at the same price, else it is ended at
   * the gateway first. One being made by another call is waited for; one on its way (processing) refuses.
   */
  async function openPackagePayment(
    member: UserRow,
    values: typeof payments.$inferInsert,
  ): Promise<{ payment: PaymentRow } | { reused: { clientSecret: string; subscriptionId: string } }> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const open = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.userId, member.id),
            eq(payments.kind, 'package'),
            inArray(payments.status, [...OPEN_PACKAGE_STATUSES, 'processing']),
            isNull(payments.fulfilledAt),
          ),
        );
      for (const earlier of open) {
        if (earlier.status === 'processing') throw packagePaymentInProgress();
        if (earlier.status === 'creating') {
          const stale = clock().getTime() - earlier.updatedAt.getTime() > CREATING_STALE_MS;
          // A call that died between its row and the gateway's answer: its secret never reached anybody.
          if (stale) {
            await db
              .update(payments)
              .set({ status: 'abandoned', updatedAt: clock() })
              .where(and(eq(payments.id, earlier.id), eq(payments.status, 'creating')));
          } else if (!(await created(earlier.id))) {
            throw packagePaymentInProgress();
          }
          continue;
        }
        const same =
          earlier.packageId === values.packageId &&
          earlier.amountCents === values.amountCents &&
          earlier.basisPackageId === (values.basisPackageId ?? null) &&
          earlier.basisExpiresAt?.getTime() === values.basisExpiresAt?.getTime() &&
          belongsTo(gateway, earlier.intentId);
        if (same && earlier.clientSecret && earlier.subscriptionId) {
          return { reused: { clientSecret: earlier.clientSecret, subscriptionId: earlier.subscriptionId } };
        }
        if (!(await stopAtGateway(earlier))) throw packagePaymentInProgress();
        await db
          .update(payments)
          .set({ status: 'canceled', updatedAt: clock() })
          .where(and(eq(payments.id, earlier.id), eq(payments.status, earlier.status)));
      }
      if (open.some((earlier) => earlier.status === 'creating')) continue;
      const [payment] = await db.insert(payments).values(values).onConflictDoNothing().returning();
      if (payment) return { payment };
      // Another call opened one between the read and the insert: it is met on the next round.
    }
    throw packagePaymentInProgress();
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

    /**
     * Starts the yearly subscription of a paid package; the member confirms its first payment with the secret.
     * A member has at most one package payment that can still be paid (`payments_package_open_unique`): the same
     * package at the same price answers the open one again, anything else ends the open one at the gateway first.
     */
    async subscribe(user: UserRow, packageUuid: string) {
      const pkg = await findActivePackage(db, packageUuid);
      if (pkg.annualCost === 0) {
        throw new ApiError(400, 'This package is free and needs no payment.', 'PACKAGE_FREE');
      }
      // The stored row, not the session's copy (up to 2 s old): the quote and its basis must be what is held now.
      const [member] = await db.select().from(users).where(eq(users.id, user.id));
      if (!member) throw new Error(`user ${user.id} vanished`);
      const now = clock();
      const current = await currentPackage(db, now, member);
      // The amount is the server's: the package's annualCost less the proration credit, never the client's.
      const quote = quotePackage(pkg, current, member.packageExpiresAt, now);
      if (!belongsTo(gateway, member.cardPaymentMethodId)) {
        throw new ApiError(400, TRY_AGAIN, 'PAYMENT_METHOD_REQUIRED');
      }
      const paid = current && current.annualCost > 0 ? current : null;
      const basis = {
        basisPackageId: paid?.id ?? null,
        basisExpiresAt: paid ? member.packageExpiresAt : null,
      };
      const customerId = await customerFor(services, member);
      const opened = await openPackagePayment(member, {
        userId: member.id,
        kind: 'package',
        packageId: pkg.id,
        description: `${pkg.name} membership (yearly)`,
        amountCents: quote.amountDueCents,
        status: 'creating',
        ...basis,
        createdAt: now,
        updatedAt: now,
      });
      if ('reused' in opened) return opened.reused;
      const { payment } = opened;
      try {
        const created = await gateway.createYearlySubscription(
          {
            customerId,
            paymentMethodId: member.cardPaymentMethodId,
            product: { id: `wellness-package-${pkg.id}`, name: `${pkg.name} membership` },
            yearlyAmountCents: quote.packageCents,
            firstInvoiceCreditCents: quote.creditCents,
            currency: payment.currency,
            metadata: { paymentId: payment.id, userId: member.id, packageId: pkg.id },
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
          userId: member.id,
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

    /** The member's transaction history, newest first. */
    async transactions(user: UserRow) {
      const rows = await db
        .select({ row: transactions, eventName: events.name })
        .from(transactions)
        .leftJoin(events, eq(events.id, transactions.eventId))
        // Rows kept for staff only (a late failure after a success) are not the member's history.
        .where(and(eq(transactions.userId, user.id), eq(transactions.staffOnly, false)))
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
