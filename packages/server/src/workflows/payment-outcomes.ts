import { and, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PAYMENT_EVENT_JOB, type GatewayEvent, type PaymentGateway } from '../adapters/payments/gateway.js';
import type { LocalGateway } from '../adapters/payments/local.js';
import type { Database } from '../db/index.js';
import { payments, processedWebhookEvents, type PaymentRow } from '../db/schema.js';
import { ApiError } from '../errors.js';
import { fulfilEventPayment } from '../services/event-orders.js';
import type { Executor, JobRunner } from '../services/jobs.js';
import { fulfilMarketplacePayment } from '../services/marketplace-orders.js';
import type { MemberMails } from '../services/member-mails.js';
import { grantPaidPackage, packagePaymentApplies, renewPackage } from '../services/memberships.js';
import {
  lockPayment,
  recordPaymentTransaction,
  setPaymentStatus,
  type Tx,
} from '../services/payment-ledger.js';
import { enqueuePackageRefund } from '../services/refunds.js';

/**
 * The payment outcome workflow: the one place where a gateway's word about a payment changes what a member has.
 * It sits above the domain services and runs their steps in one transaction per event, in order: the event
 * recorded once; the payment locked; what it bought checked and given (memberships, event orders, marketplace
 * orders); the ledger line and the receipt; a refund set aside where it no longer buys anything. The services
 * never call back up here, so the layers point one way: routes → workflows → services → db, adapters.
 */

/** `within` runs inside the event's transaction (a job marks itself done there, so both commit together). */
export type PaymentEventHandler = (
  event: GatewayEvent,
  within?: (tx: Tx) => Promise<void>,
) => Promise<'processed' | 'duplicate'>;

/** How often every payment not yet settled is checked against the gateway (and once at start). */
export const RECONCILE_EVERY_MS = 10 * 60_000;
/** Payments older than this are no longer checked (their intents are abandoned). */
const RECONCILE_WINDOW_MS = 7 * 86400_000;
const RECONCILE_JOB = 'payments.reconcile';
const OPEN_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'succeeded',
  // Cancelled here, but the gateway may have taken the card first (a replaced package payment, an order cancelled
  // as it was paid): a success whose webhook was lost is still applied (refunded or its stock taken again).
  'canceled',
];

/**
 * Records a gateway event as a job before anything acts on it, then applies it at once. Answering the webhook
 * needs only the record: if applying fails (or the process dies) the job is retried, and the event's id makes a
 * second delivery change nothing.
 */
export async function acceptPaymentEvent(jobs: JobRunner, executor: Executor, event: GatewayEvent) {
  const id = await jobs.enqueue(executor, {
    kind: PAYMENT_EVENT_JOB,
    key: `payment-event:${event.id}`,
    payload: event as unknown as Record<string, unknown>,
  });
  await jobs.run([id]);
}

/** Verifies a signed webhook and records its event before acting on it (it is not lost if applying fails). */
export async function acceptWebhook(
  deps: { gateway: PaymentGateway; jobs: JobRunner; db: Database; log: FastifyBaseLogger },
  rawBody: Buffer | undefined,
  signature: unknown,
) {
  const invalid = new ApiError(400, 'Invalid signature', 'WEBHOOK_SIGNATURE_INVALID');
  if (typeof signature !== 'string' || !rawBody) throw invalid;
  let event: GatewayEvent;
  try {
    event = deps.gateway.verifyWebhook(rawBody, signature);
  } catch (error) {
    deps.log.warn({ err: error }, 'webhook signature rejected');
    throw invalid;
  }
  await acceptPaymentEvent(deps.jobs, deps.db, event);
}

/**
 * Registers the payment jobs: applying a recorded gateway event, and the reconciliation that asks the gateway
 * about every payment not yet settled (a webhook that never came, a process that died before the grant).
 */
export function registerPaymentJobs(deps: {
  jobs: JobRunner;
  db: Database;
  clock: () => Date;
  log: FastifyBaseLogger;
  gateway: PaymentGateway;
  handle: PaymentEventHandler;
}) {
  const { jobs, db, clock, log, gateway } = deps;
  jobs.register(PAYMENT_EVENT_JOB, async (payload, context) => {
    await deps.handle(payload as unknown as GatewayEvent, (tx) => context.finish(tx));
  });
  jobs.register(
    RECONCILE_JOB,
    async () => {
      const open = await db
        .select()
        .from(payments)
        .where(
          and(
            isNull(payments.fulfilledAt),
            isNotNull(payments.intentId),
            inArray(payments.status, OPEN_STATUSES),
            gt(payments.createdAt, new Date(clock().getTime() - RECONCILE_WINDOW_MS)),
          ),
        );
      for (const payment of open) {
        const intentId = payment.intentId as string;
        // Ids of the other gateway (after a switch) mean nothing to this one.
        if ((gateway.kind === 'local') !== intentId.includes('_local_')) continue;
        try {
          const state = await gateway.retrieveIntent(intentId);
          if (state.status === 'succeeded') {
            await acceptPaymentEvent(jobs, db, {
              id: `reconcile_${intentId}_succeeded`,
              type: 'payment_intent.succeeded',
              data: { object: { id: intentId, object: 'payment_intent', status: 'succeeded' } },
            });
          } else if (state.status === 'processing' && gateway.kind === 'local') {
            await (gateway as LocalGateway).ensureSettlement(intentId);
          }
        } catch (error) {
          log.warn({ err: error, payment: payment.id }, 'payment not reconciled this time');
        }
      }
    },
    { every: RECONCILE_EVERY_MS, atStart: true },
  );
}

/** Package payments set aside for a refund: a second success event for them changes nothing. */
const SET_ASIDE = ['refund_due', 'refunded'];
/** Payments a failure can send back to `requires_payment_method` (the member may try another card). */
const RETRYABLE = [
  'creating',
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
];

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The one place where a payment outcome changes what a member has. Both gateways reach it: Stripe through the
 * signed webhook, the local gateway in-process. Each event id is handled once (recorded in the same database
 * transaction as its effects), and what is granted comes from the server's payment row, never from the event's
 * amounts or metadata.
 */
export function paymentEventHandler(deps: {
  db: Database;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** Receipts and registration mails, queued in the transaction that fulfils the payment. */
  mails?: MemberMails;
  /** Stops a subscription an upgrade replaced, after the upgrade is committed (it must not renew). */
  cancelSubscription: (subscriptionId: string) => Promise<void>;
  /** Where a marketplace order paid after its stock went writes its refund job. */
  jobs?: JobRunner;
}): PaymentEventHandler {
  const { db, clock } = deps;

  const record = (
    tx: Tx,
    payment: PaymentRow,
    transactionId: string,
    ok: boolean,
    remarks: string,
    staffOnly = false,
  ) => recordPaymentTransaction(tx, payment, { transactionId, ok, remarks, staffOnly, at: clock() });

  /**
   * A package payment buys what it was quoted for only while the member holds what the quote was made against
   * and no newer payment replaced it (memberships.ts); otherwise it is refunded (a durable job,
   * services/refunds.ts) and the member keeps what they hold. True when it was set aside for a refund.
   */
  async function refundedInstead(tx: Tx, payment: PaymentRow, transactionId: string) {
    const now = clock();
    const basis = await packagePaymentApplies(tx, payment, now);
    if (basis === 'applies') return false;
    deps.log.warn(
      { paymentId: payment.id, superseded: basis === 'superseded' },
      'a package payment succeeded that no longer applies: refund',
    );
    await setPaymentStatus(tx, payment, { status: 'refund_due', updatedAt: now });
    await record(
      tx,
      payment,
      transactionId,
      true,
      'This payment no longer applied to your membership: it is being refunded',
    );
    if (deps.jobs) await enqueuePackageRefund(deps.jobs, tx, payment.id);
    return true;
  }

  /** Gives the member what the payment bought; runs once per payment (fulfilledAt). */
  async function fulfil(tx: Tx, payment: PaymentRow, transactionId: string, replaced: string[]) {
    if (payment.fulfilledAt || SET_ASIDE.includes(payment.status)) return;
    if (payment.kind === 'package' && (await refundedInstead(tx, payment, transactionId))) return;
    const now = clock();
    await setPaymentStatus(tx, payment, { status: 'succeeded', fulfilledAt: now, updatedAt: now });
    if (payment.kind === 'marketplace') {
      // The order's own receipt mail replaces the generic one (services/marketplace-orders.ts).
      await fulfilMarketplacePayment(tx, payment, deps);
      await record(tx, payment, transactionId, true, 'Payment succeeded');
      return;
    }
    if (payment.kind === 'package' && payment.packageId) {
      const replacedSubscription = await grantPaidPackage(tx, payment, now);
      if (replacedSubscription) replaced.push(replacedSubscription);
    }
    if (payment.kind === 'event' && payment.eventId && !(await fulfilEventPayment(tx, payment, now, deps))) {
      // The charge is recorded as due for a refund, for an operator.
      await setPaymentStatus(tx, payment, { status: 'refund_due', fulfilledAt: null, updatedAt: now });
      await record(
        tx,
        payment,
        transactionId,
        false,
        'The coupon was no longer available: this payment will be refunded',
      );
      return;
    }
    await record(tx, payment, transactionId, true, 'Payment succeeded');
    await deps.mails?.enqueue(tx, payment.userId, `receipt:${payment.id}`, {
      template: 'payment-receipt',
      paymentId: payment.id,
      reference: transactionId,
    });
  }

  return async (event, within) => {
    const replaced: string[] = [];
    const outcome = await db.transaction(async (tx) => {
      await within?.(tx);
      const [first] = await tx
        .insert(processedWebhookEvents)
        .values({ id: event.id, type: event.type, processedAt: clock() })
        .onConflictDoNothing()
        .returning();
      if (!first) return 'duplicate' as const;

      const object = event.data.object;
      const id = str(object.id);
      switch (event.type) {
        case 'payment_intent.succeeded': {
          const payment = id ? await lockPayment(tx, eq(payments.intentId, id)) : undefined;
          if (payment) await fulfil(tx, payment, id as string, replaced);
          else
            deps.log.warn({ event: event.id, intent: id }, 'payment_intent.succeeded for an unknown intent');
          break;
        }
        case 'payment_intent.processing': {
          if (id) {
            await tx
              .update(payments)
              .set({ status: 'processing', updatedAt: clock() })
              .where(
                and(
                  eq(payments.intentId, id),
                  isNull(payments.fulfilledAt),
                  inArray(payments.status, RETRYABLE),
                ),
              );
          }
          break;
        }
        case 'payment_intent.payment_failed': {
          const payment = id ? await lockPayment(tx, eq(payments.intentId, id)) : undefined;
          if (!payment) break;
          const error = object.last_payment_error as { message?: unknown } | null | undefined;
          const remarks = str(error?.message) ?? 'Payment failed';
          if (payment.fulfilledAt || !RETRYABLE.includes(payment.status)) {
            // Late (after a success, a refund or a replacement): kept for staff, never in the member's history.
            deps.log.warn({ event: event.id, paymentId: payment.id }, 'a late payment failure was recorded');
            await record(tx, payment, id as string, false, remarks, true);
            break;
          }
          await setPaymentStatus(tx, payment, { status: 'requires_payment_method', updatedAt: clock() });
          await record(tx, payment, id as string, false, remarks);
          break;
        }
        case 'invoice.paid': {
          // Newer API versions moved the subscription under parent.subscription_details.
          const parent = object.parent as { subscription_details?: { subscription?: unknown } } | undefined;
          const subscriptionId = str(object.subscription) ?? str(parent?.subscription_details?.subscription);
          if (!subscriptionId || !id) break;
          if (object.billing_reason === 'subscription_cycle') {
            await renewPackage(
              tx,
              { subscriptionId, invoiceId: id, amountCents: Number(object.amount_paid) || 0 },
              clock(),
            );
          } else {
            // The first invoice: normally already fulfilled by payment_intent.succeeded; covers a missed one.
            const payment = await lockPayment(tx, eq(payments.subscriptionId, subscriptionId));
            if (payment) await fulfil(tx, payment, id, replaced);
          }
          break;
        }
        default:
          break;
      }
      return 'processed' as const;
    });
    for (const subscriptionId of replaced) {
      await deps.cancelSubscription(subscriptionId).catch((error: unknown) => {
        deps.log.error({ err: error, subscription: subscriptionId }, 'replaced subscription not cancelled');
      });
    }
    return outcome;
  };
}
