import { createHash } from 'node:crypto';
import { and, eq, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { GatewayError } from '../adapters/payments/gateway.js';
import {
  eventOrders,
  eventRegistrations,
  payments,
  transactions,
  type EventOrderRow,
  type EventRow,
  type PaymentRow,
  type UserRow,
} from '../db/schema.js';
import { ApiError } from '../errors.js';
import { customerFor } from './gateway-customers.js';
import type { Services } from './context.js';
import {
  couponExpired,
  giveBackCouponUse,
  orderAmounts,
  priceOrder,
  reserveCouponUse,
  retakeCouponUse,
  type Coupon,
} from './coupons.js';
import { alreadyRegistered, eventFull, eventRules, upgradeRequired } from './events.js';
import type { MemberMails } from './member-mails.js';
import type { Tx } from './payment-ledger.js';
import { forceTakeSeats, releaseSeats, takeSeats } from './seats.js';

/**
 * What a succeeded event payment buys: its order paid and the member registered, exactly once (the registration
 * mail queued with it). False, and nothing changed, when the order's coupon use is gone (the order had been
 * released and its use given back, or it never took one): nobody gets a discount no use was reserved for, so the
 * payment is for a refund.
 */
export async function fulfilEventPayment(
  tx: Tx,
  payment: PaymentRow,
  now: Date,
  deps: { log: FastifyBaseLogger; mails?: MemberMails },
): Promise<boolean> {
  if (!payment.eventId) return true;
  const [before] = await tx
    .select()
    .from(eventOrders)
    .where(eq(eventOrders.paymentId, payment.id))
    .for('update');
  if (before && !(await retakeCouponUse(tx, before))) {
    deps.log.error(
      { orderId: before.id },
      'a paid order whose coupon use is gone: not fulfilled, refund due',
    );
    return false;
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
  return true;
}

/** How long an unpaid checkout holds its seats before others may take them. */
const ORDER_HOLD_MS = 30 * 60 * 1000;
/** The recurring job that releases the pending orders whose hold ran out. */
const RELEASE_EXPIRED_ORDERS_JOB = 'event-orders.release-expired';
/**
 * The advisory-lock namespace of checkouts: one member's checkout of one event holds (namespace, key) from before
 * its order is written until its intent is recorded. The lock lives with the process (PostgreSQL drops it with a
 * dead process's connection), so a later checkout that gets it knows that an order left without its intent was
 * left by a checkout that is gone, and releases it at once.
 */
const CHECKOUT_LOCK_NAMESPACE = 0x65766f72 & 0x7fffffff;
const checkoutLockKey = (userId: string, eventId: string) =>
  createHash('sha256').update(`${userId} ${eventId}`).digest().readInt32BE(0);
const TRY_AGAIN_LATER = 'Your request cannot be processed right now, Please try again later.';

export const paymentInProgress = () =>
  new ApiError(
    409,
    'Your payment for this event is being processed. Please check your registered events shortly.',
    'PAYMENT_IN_PROGRESS',
  );

/** A second pending order of the same member for the same event (the unique partial index refused it). */
class PendingOrderExists extends Error {}

type OrderWithPayment = { order: EventOrderRow; payment: PaymentRow | null };

interface CheckoutInput {
  eventUuid: string;
  quantity: number;
  promoCode?: string | null;
}

interface CheckoutAnswer {
  /** null: nothing to pay (`registered`). */
  stripeIntent: { client_secret: string } | null;
  wooOrderId: number;
  /** A coupon brought the total to $0: the order is confirmed and the member registered, no gateway asked. */
  registered: boolean;
  /** The order's amounts in dollars (what the intent charges). */
  subtotal: number;
  discount: number;
  total: number;
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

export type EventOrderService = ReturnType<typeof eventOrderService>;

/**
 * Event orders: a checkout holds seats (and its coupon's use) in a pending order until the gateway's payment
 * outcome (workflows/payment-outcomes.ts) pays it, the member cancels it, or its hold runs out.
 */
export function eventOrderService(services: Services, faults?: (point: string) => void) {
  const { db, clock, gateway } = services;
  const rules = eventRules(services);
  /**
   * Checkouts of one member for one event running in this process: a concurrent one (a double click) waits for
   * the first and gets its answer, instead of racing it for the one pending order.
   */
  const running = new Map<string, Promise<CheckoutAnswer>>();

  /**
   * Cancels a pending order: its payment intent at the gateway first (one conditional change there: a payment
   * that went through, or is on its way, cannot be cancelled and keeps its order), then the order, its seats and
   * its payment row in one transaction that takes its locks in the payment handler's order (payment, order,
   * event), so a cancel and a confirmation never deadlock, and gives up if the payment was fulfilled meanwhile.
   * Returns false when the order is no longer pending or its payment could not be stopped.
   */
  async function cancelPendingOrder(row: OrderWithPayment) {
    if (row.order.status !== 'pending') return false;
    if (row.payment?.intentId) {
      let cancelled;
      try {
        cancelled = await gateway.cancelPaymentIntent(row.payment.intentId);
      } catch (error) {
        if (!(error instanceof GatewayError && error.notFound)) throw error;
        cancelled = true;
      }
      if (!cancelled) return false;
    }
    return db.transaction(async (tx) => {
      if (row.payment) {
        const [payment] = await tx
          .select()
          .from(payments)
          .where(eq(payments.id, row.payment.id))
          .for('update');
        if (payment?.fulfilledAt) return false;
      }
      const [order] = await tx
        .update(eventOrders)
        .set({ status: 'cancelled' })
        .where(and(eq(eventOrders.id, row.order.id), eq(eventOrders.status, 'pending')))
        .returning();
      if (!order) return false;
      await releaseSeats(tx, order.eventId, order.quantity);
      await giveBackCouponUse(tx, order);
      if (row.payment) {
        await tx
          .update(payments)
          .set({ status: 'canceled', updatedAt: clock() })
          .where(eq(payments.id, row.payment.id));
      }
      return true;
    });
  }

  async function pendingOrderOf(userId: string, eventId: string) {
    const [row] = await db
      .select({ order: eventOrders, payment: payments })
      .from(eventOrders)
      .leftJoin(payments, eq(payments.id, eventOrders.paymentId))
      .where(
        and(
          eq(eventOrders.userId, userId),
          eq(eventOrders.eventId, eventId),
          eq(eventOrders.status, 'pending'),
        ),
      );
    return row;
  }

  /**
   * Seats held by checkouts that were left: the member's own earlier pending orders for the event (a new
   * checkout replaces them) and anybody's pending order older than ORDER_HOLD_MS. Runs before seats are taken.
   * With `memberId`, the caller holds that member's checkout lock: an own order still without its intent
   * ('creating') was left by a checkout that died half-way, and is released like any other.
   */
  async function releaseAbandonedOrders(eventId: string, memberId?: string) {
    const heldSince = new Date(clock().getTime() - ORDER_HOLD_MS);
    const abandoned = await db
      .select({ order: eventOrders, payment: payments })
      .from(eventOrders)
      .leftJoin(payments, eq(payments.id, eventOrders.paymentId))
      .where(
        and(
          eq(eventOrders.eventId, eventId),
          eq(eventOrders.status, 'pending'),
          or(lt(eventOrders.createdAt, heldSince), memberId ? eq(eventOrders.userId, memberId) : undefined),
        ),
      );
    for (const row of abandoned) {
      let released = false;
      try {
        released = await cancelPendingOrder(row);
      } catch (error) {
        // The gateway may be unreachable for a moment; the hold is released on a later attempt.
        services.log.warn({ err: error, orderId: row.order.id }, 'could not release an abandoned order');
      }
      if (released || row.order.userId !== memberId) continue;
      // Released meanwhile by another request: nothing is held any more. Still pending (its payment could not be
      // stopped: it went through, or is still processing) or paid: a second order would charge twice.
      const [now] = await db
        .select({ status: eventOrders.status })
        .from(eventOrders)
        .where(eq(eventOrders.id, row.order.id));
      if (now?.status !== 'cancelled') throw paymentInProgress();
    }
  }

  /** Creates the order (seats and coupon use held) and its payment intent. */
  async function startCheckout(user: UserRow, input: CheckoutInput): Promise<CheckoutAnswer> {
    const { event, pkg: requiredPackage } = await rules.findEvent(input.eventUuid);
    const quantity = input.quantity;
    rules.checkOpen(event);
    await rules.checkNotRegistered(user.id, event.id);
    if (event.price <= 0) throw new ApiError(400, 'This event is free: register directly.', 'EVENT_FREE');
    // As for a free event: the member's package meets the required one.
    if (!(await rules.packageCostReaches(user, requiredPackage))) throw upgradeRequired();
    const code = input.promoCode?.trim();
    const coupon = code ? await rules.coupon(user, event, code) : undefined;
    const { subtotalCents, discountCents, totalCents } = priceOrder(event.price, quantity, coupon);
    const release = await services.locks.tryLock(CHECKOUT_LOCK_NAMESPACE, checkoutLockKey(user.id, event.id));
    if (!release) {
      // The member's checkout of this event is running in another process right now: its answer, once it has one.
      const existing = await pendingOrderOf(user.id, event.id);
      if (existing?.payment?.clientSecret) return answerOf(existing.order, existing.payment.clientSecret);
      throw paymentInProgress();
    }
    try {
      if (totalCents === 0 && coupon) {
        return await confirmWithoutPayment(user, event, quantity, coupon, subtotalCents, discountCents);
      }
      return await createOrder(user, event, quantity, coupon, { subtotalCents, discountCents, totalCents });
    } finally {
      await release();
    }
  }

  const answerOf = (order: EventOrderRow, clientSecret: string): CheckoutAnswer => ({
    stripeIntent: { client_secret: clientSecret },
    wooOrderId: order.id,
    registered: false,
    ...orderAmounts(order),
  });

  /** The order (seats and the coupon's use held) and its intent; the caller holds the member's checkout lock. */
  async function createOrder(
    user: UserRow,
    event: EventRow,
    quantity: number,
    coupon: Coupon | undefined,
    { subtotalCents, discountCents, totalCents }: ReturnType<typeof priceOrder>,
  ): Promise<CheckoutAnswer> {
    const customerId = await customerFor(services, user);

    // Twice at most: a pending order met at the index may have been released before it could be read.
    for (let attempt = 0; ; attempt += 1) {
      await releaseAbandonedOrders(event.id, user.id);
      const now = clock();
      let created;
      try {
        created = await db.transaction(async (tx) => {
          const [paymentRow] = await tx
            .insert(payments)
            .values({
              userId: user.id,
              kind: 'event',
              eventId: event.id,
              quantity,
              description: event.name,
              amountCents: totalCents,
              status: 'creating',
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          if (!paymentRow) throw new Error('payment insert returned nothing');
          // One pending order per member and event (a unique partial index): checkouts in other processes meet
          // here, and all but the first answer the first's order.
          const [orderRow] = await tx
            .insert(eventOrders)
            .values({
              userId: user.id,
              eventId: event.id,
              quantity,
              voucherId: coupon?.voucher.id ?? null,
              couponReserved: Boolean(coupon),
              subtotalCents,
              discountCents,
              totalCents,
              paymentId: paymentRow.id,
              status: 'pending',
              createdAt: now,
            })
            .onConflictDoNothing()
            .returning();
          if (!orderRow) throw new PendingOrderExists();
          // The seats are held by the order until it is paid or cancelled.
          if (!(await takeSeats(tx, event.id, quantity))) throw eventFull();
          // So is the coupon's use: taken now in one conditional update (the last use goes to one checkout).
          if (coupon && !(await reserveCouponUse(tx, coupon.voucher.id))) throw couponExpired();
          return { order: orderRow, payment: paymentRow };
        });
      } catch (error) {
        if (!(error instanceof PendingOrderExists)) throw error;
        const existing = await pendingOrderOf(user.id, event.id);
        if (existing?.payment?.clientSecret) return answerOf(existing.order, existing.payment.clientSecret);
        // Released meanwhile: try again. Still being created by another process: the member is told it is on
        // its way (no wall-clock wait here).
        if (!existing && attempt === 0) continue;
        throw paymentInProgress();
      }
      // Fault injection: the order is committed and its intent not yet asked for (a crash here leaves it half-made).
      faults?.('event-order.created');
      return createIntent(user, created.order, created.payment, customerId);
    }
  }

  /**
   * A coupon brought the total to $0: nothing to pay, so the gateway is never asked. In one transaction: a settled
   * $0 payment, its paid order (seats and the coupon's use taken now), the registration and a $0 row in the
   * history. A concurrent second one meets the registration's unique index and is told it is registered.
   */
  async function confirmWithoutPayment(
    user: UserRow,
    event: EventRow,
    quantity: number,
    coupon: Coupon,
    subtotalCents: number,
    discountCents: number,
  ): Promise<CheckoutAnswer> {
    // The member's own earlier checkout for the event is replaced (its seats and coupon use come back first).
    await releaseAbandonedOrders(event.id, user.id);
    const now = clock();
    let mailIds: (number | null)[] = [];
    try {
      const answer = await db.transaction(async (tx) => {
        const [payment] = await tx
          .insert(payments)
          .values({
            userId: user.id,
            kind: 'event',
            eventId: event.id,
            quantity,
            description: event.name,
            amountCents: 0,
            status: 'succeeded',
            fulfilledAt: now,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!payment) throw new Error('payment insert returned nothing');
        const [order] = await tx
          .insert(eventOrders)
          .values({
            userId: user.id,
            eventId: event.id,
            quantity,
            voucherId: coupon.voucher.id,
            couponReserved: true,
            subtotalCents,
            discountCents,
            totalCents: 0,
            paymentId: payment.id,
            status: 'paid',
            createdAt: now,
          })
          .returning();
        if (!order) throw new Error('order insert returned nothing');
        if (!(await takeSeats(tx, event.id, quantity))) throw eventFull();
        if (!(await reserveCouponUse(tx, coupon.voucher.id))) throw couponExpired();
        const [registration] = await tx
          .insert(eventRegistrations)
          .values({ userId: user.id, eventId: event.id, quantity, paymentId: payment.id, createdAt: now })
          .returning({ id: eventRegistrations.id });
        // The registration mail (with its .ics) and the $0 receipt, beside what they are about.
        mailIds = [
          registration
            ? await services.mails.enqueue(tx, user.id, `registered:${registration.id}`, {
                template: 'event-registered',
                registrationId: registration.id,
              })
            : null,
          await services.mails.enqueue(tx, user.id, `receipt:${payment.id}`, {
            template: 'payment-receipt',
            paymentId: payment.id,
            reference: payment.id,
          }),
        ];
        await tx.insert(transactions).values({
          userId: user.id,
          paymentId: payment.id,
          transactionId: payment.id,
          name: event.name,
          remarks: 'Paid in full with a coupon',
          total: 0,
          type: 'event',
          status: true,
          eventId: event.id,
          transactionDate: now,
        });
        return { stripeIntent: null, wooOrderId: order.id, registered: true, ...orderAmounts(order) };
      });
      await services.mails.sendNow(mailIds);
      return answer;
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyRegistered();
      throw error;
    }
  }

  async function createIntent(
    user: UserRow,
    order: EventOrderRow,
    payment: PaymentRow,
    customerId: string,
  ): Promise<CheckoutAnswer> {
    try {
      const intent = await gateway.createPaymentIntent(
        {
          customerId,
          amountCents: order.totalCents,
          currency: payment.currency,
          description: `${payment.description} × ${order.quantity}`,
          metadata: {
            paymentId: payment.id,
            orderId: String(order.id),
            eventId: order.eventId,
            userId: user.id,
          },
        },
        `event-order-${order.id}`,
      );
      await db
        .update(payments)
        .set({
          intentId: intent.intentId,
          clientSecret: intent.clientSecret,
          status: intent.status,
          updatedAt: clock(),
        })
        .where(eq(payments.id, payment.id));
      return {
        stripeIntent: { client_secret: intent.clientSecret },
        wooOrderId: order.id,
        registered: false,
        ...orderAmounts(order),
      };
    } catch (error) {
      services.log.error({ err: error }, 'event payment intent failed');
      await db.transaction(async (tx) => {
        await tx.update(eventOrders).set({ status: 'cancelled' }).where(eq(eventOrders.id, order.id));
        await giveBackCouponUse(tx, order);
        await tx
          .update(payments)
          .set({ status: 'failed', updatedAt: clock() })
          .where(eq(payments.id, payment.id));
        await releaseSeats(tx, order.eventId, order.quantity);
        await tx.insert(transactions).values({
          userId: user.id,
          paymentId: payment.id,
          transactionId: payment.id,
          name: payment.description,
          remarks: 'The payment could not be started',
          total: order.totalCents / 100,
          type: 'event',
          status: false,
          eventId: order.eventId,
          transactionDate: clock(),
        });
      });
      throw new ApiError(502, TRY_AGAIN_LATER, 'PAYMENT_GATEWAY_ERROR');
    }
  }

  return {
    releaseAbandonedOrders,

    /** A paid event's checkout: the order, its seats and coupon use held, and the intent the member confirms. */
    checkout(user: UserRow, input: CheckoutInput): Promise<CheckoutAnswer> {
      const key = `${user.id} ${input.eventUuid.toLowerCase()}`;
      const first = running.get(key);
      if (first) return first;
      const started = startCheckout(user, input).finally(() => running.delete(key));
      running.set(key, started);
      return started;
    },

    /** The member cancels their own pending order. */
    async cancelOrder(user: UserRow, orderId: number) {
      const [row] = await db
        .select({ order: eventOrders, payment: payments })
        .from(eventOrders)
        .leftJoin(payments, eq(payments.id, eventOrders.paymentId))
        .where(and(eq(eventOrders.id, orderId), eq(eventOrders.userId, user.id)));
      if (!row) throw new ApiError(404, 'Order not found', 'ORDER_NOT_FOUND');
      if (!(await cancelPendingOrder(row))) {
        throw new ApiError(409, 'This order can no longer be cancelled.', 'ORDER_NOT_CANCELLABLE');
      }
    },

    /** Holds run out even when nobody checks out the event again: their seats and coupon uses come back. */
    registerJobs() {
      services.jobs.register(
        RELEASE_EXPIRED_ORDERS_JOB,
        async () => {
          const heldSince = new Date(clock().getTime() - ORDER_HOLD_MS);
          const expired = await db
            .selectDistinct({ eventId: eventOrders.eventId })
            .from(eventOrders)
            .where(and(eq(eventOrders.status, 'pending'), lt(eventOrders.createdAt, heldSince)));
          for (const { eventId } of expired) await releaseAbandonedOrders(eventId);
        },
        { every: 60_000 },
      );
    },
  };
}
