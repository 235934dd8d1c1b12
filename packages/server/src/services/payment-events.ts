import { and, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PAYMENT_EVENT_JOB, type GatewayEvent, type PaymentGateway } from '../adapters/payments/gateway.js';
import type { LocalGateway } from '../adapters/payments/local.js';
import type { Database } from '../db/index.js';
import {
  eventOrders,
  eventRegistrations,
  events,
  packages,
  payments,
  processedWebhookEvents,
  transactions,
  users,
  type PaymentRow,
} from '../db/schema.js';
import { retakeCouponUse } from './coupons.js';
import { fulfilMarketplacePayment } from './marketplace-orders.js';
import type { Executor, JobRunner } from './jobs.js';
import { forceTakeSeats } from './seats.js';
import type { MemberMails } from './member-mails.js';
import { enqueuePackageRefund } from './refunds.js';
import { PACKAGE_YEAR_MS, activePackage } from './users.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

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

  async function lockPayment(tx: Tx, where: ReturnType<typeof eq>) {
    const [payment] = await tx.select().from(payments).where(where).for('update');
    return payment;
  }

  async function record(
    tx: Tx,
    payment: PaymentRow,
    transactionId: string,
    ok: boolean,
    remarks: string,
    staffOnly = false,
  ) {
    await tx.insert(transactions).values({
      staffOnly,
      userId: payment.userId,
      paymentId: payment.id,
      transactionId,
      name: payment.description,
      remarks,
      total: payment.amountCents / 100,
      type: payment.kind,
      status: ok,
      packageId: payment.packageId,
      eventId: payment.eventId,
      transactionDate: clock(),
    });
  }

  /**
   * A package payment buys what it was quoted for only while the member holds what the quote was made against
   * (`basisPackageId`, `basisExpiresAt`) and no newer payment replaced it; otherwise it is refunded (a durable
   * job, services/refunds.ts) and the member keeps what they hold. True when it was set aside for a refund.
   */
  async function refundedInstead(tx: Tx, payment: PaymentRow, transactionId: string) {
    const [member] = await tx.select().from(users).where(eq(users.id, payment.userId)).for('update');
    const now = clock();
    const [held] = member?.packageId
      ? await tx.select().from(packages).where(eq(packages.id, member.packageId))
      : [];
    const current = member ? activePackage(member, held, now) : null;
    const paid = current && current.annualCost > 0 ? current : null;
    const superseded = payment.status === 'canceled' || payment.status === 'abandoned';
    const sameBasis =
      (paid?.id ?? null) === payment.basisPackageId &&
      (paid ? member?.packageExpiresAt?.getTime() : undefined) === payment.basisExpiresAt?.getTime();
    if (!superseded && sameBasis) return false;
    deps.log.warn(
      { paymentId: payment.id, superseded },
      'a package payment succeeded that no longer applies: refund',
    );
    await tx
      .update(payments)
      .set({ status: 'refund_due', updatedAt: now })
      .where(eq(payments.id, payment.id));
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
    await tx
      .update(payments)
      .set({ status: 'succeeded', fulfilledAt: now, updatedAt: now })
      .where(eq(payments.id, payment.id));
    if (payment.kind === 'marketplace') {
      // The order's own receipt mail replaces the generic one (services/marketplace-orders.ts).
      await fulfilMarketplacePayment(tx, payment, deps);
      await record(tx, payment, transactionId, true, 'Payment succeeded');
      return;
    }
    if (payment.kind === 'package' && payment.packageId) {
      const [member] = await tx.select().from(users).where(eq(users.id, payment.userId)).for('update');
      if (member?.paymentSubscriptionId && member.paymentSubscriptionId !== payment.subscriptionId) {
        replaced.push(member.paymentSubscriptionId);
      }
      await tx
        .update(users)
        .set({
          packageId: payment.packageId,
          packageExpiresAt: new Date(now.getTime() + PACKAGE_YEAR_MS),
          subscriptionType: 'yearly',
          paymentSubscriptionId: payment.subscriptionId,
          updatedAt: now,
        })
        .where(eq(users.id, payment.userId));
    }
    if (payment.kind === 'event' && payment.eventId) {
      const [before] = await tx
        .select()
        .from(eventOrders)
        .where(eq(eventOrders.paymentId, payment.id))
        .for('update');
      // The order's coupon use was given back (the order had been released) or never taken (an order from before
      // uses were reserved): it is taken now, or the order is not fulfilled — nobody gets a discount no use was
      // reserved for. The charge is then recorded as due for a refund, for an operator.
      // A payment that went through after staff cancelled the event (its checkout could not be stopped in time)
      // registers nobody: it is recorded as due for a refund, for an operator, as below.
      const [eventNow] = await tx
        .select({ status: events.status })
        .from(events)
        .where(eq(events.id, payment.eventId));
      if (eventNow?.status === 'cancelled') {
        deps.log.error(
          { paymentId: payment.id },
          'a payment for a cancelled event: not fulfilled, refund due',
        );
        await tx
          .update(payments)
          .set({ status: 'refund_due', fulfilledAt: null, updatedAt: now })
          .where(eq(payments.id, payment.id));
        await record(
          tx,
          payment,
          transactionId,
          false,
          'The event was cancelled: this payment will be refunded',
        );
        return;
      }
      if (before && !(await retakeCouponUse(tx, before))) {
        deps.log.error(
          { orderId: before.id },
          'a paid order whose coupon use is gone: not fulfilled, refund due',
        );
        await tx
          .update(payments)
          .set({ status: 'refund_due', fulfilledAt: null, updatedAt: now })
          .where(eq(payments.id, payment.id));
        await record(
          tx,
          payment,
          transactionId,
          false,
          'The coupon was no longer available: this payment will be refunded',
        );
        return;
      }
      const [order] = await tx
        .update(eventOrders)
        .set({ status: 'paid' })
        .where(eq(eventOrders.paymentId, payment.id))
        .returning();
      if (order && before?.status === 'cancelled') {
        // The payment went through although its order had been released (a cancel raced the confirmation):
        // the member paid, so the seats are theirs again, even past the capacity, and an operator sees it.
        await forceTakeSeats(tx, order.eventId, order.quantity);
        deps.log.warn({ orderId: order.id }, 'a cancelled event order was paid; its seats were taken again');
      }
      // The seats were taken when the order was made; the registration appears exactly once, here.
      const [registration] = await tx
        .insert(eventRegistrations)
        .values({
          userId: payment.userId,
          eventId: payment.eventId,
          quantity: payment.quantity,
          paymentId: payment.id,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: eventRegistrations.id });
      if (registration) {
        await deps.mails?.enqueue(tx, payment.userId, `registered:${registration.id}`, {
          template: 'event-registered',
          registrationId: registration.id,
        });
      }
    }
    await record(tx, payment, transactionId, true, 'Payment succeeded');
    await deps.mails?.enqueue(tx, payment.userId, `receipt:${payment.id}`, {
      template: 'payment-receipt',
      paymentId: payment.id,
      reference: transactionId,
    });
  }

  /** A later yearly invoice of the member's current subscription: one more year from the current expiry. */
  async function renew(tx: Tx, subscriptionId: string, invoiceId: string, amountCents: number) {
    const [user] = await tx
      .select()
      .from(users)
      .where(eq(users.paymentSubscriptionId, subscriptionId))
      .for('update');
    if (!user?.packageId) return;
    const [pkg] = await tx.select().from(packages).where(eq(packages.id, user.packageId));
    const now = clock();
    const from = Math.max(now.getTime(), user.packageExpiresAt?.getTime() ?? 0);
    await tx
      .update(users)
      .set({ packageExpiresAt: new Date(from + PACKAGE_YEAR_MS), updatedAt: now })
      .where(eq(users.id, user.id));
    await tx.insert(transactions).values({
      userId: user.id,
      transactionId: invoiceId,
      name: pkg?.name ?? 'Membership package',
      remarks: 'Yearly renewal',
      total: amountCents / 100,
      type: 'package',
      status: true,
      packageId: user.packageId,
      transactionDate: now,
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
          await tx
            .update(payments)
            .set({ status: 'requires_payment_method', updatedAt: clock() })
            .where(eq(payments.id, payment.id));
          await record(tx, payment, id as string, false, remarks);
          break;
        }
        case 'invoice.paid': {
          // Newer API versions moved the subscription under parent.subscription_details.
          const parent = object.parent as { subscription_details?: { subscription?: unknown } } | undefined;
          const subscriptionId = str(object.subscription) ?? str(parent?.subscription_details?.subscription);
          if (!subscriptionId || !id) break;
          if (object.billing_reason === 'subscription_cycle') {
            await renew(tx, subscriptionId, id, Number(object.amount_paid) || 0);
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
