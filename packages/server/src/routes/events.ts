import { and, asc, desc, eq, gt, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { GatewayError } from '../adapters/payments/gateway.js';
import type { Database } from '../db/index.js';
import {
  eventOrders,
  eventRegistrations,
  events,
  packages,
  payments,
  transactions,
  voucherRedemptions,
  vouchers,
  type EventOrderRow,
  type EventRow,
  type PaymentRow,
  type PackageRow,
  type UserRow,
} from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import type { TypedHandlers } from '../http/types.js';
import type { Services } from '../services/context.js';
import { toCents } from '../services/pricing.js';
import { sanitizeRichText } from '../services/rich-text.js';
import { activePackage } from '../services/users.js';
import { authOf } from '../http/auth.js';
import { localeOf } from '../http/locale.js';
import { localized } from '../services/locale.js';
import { customerFor } from './payments.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REFUND_NOTE = 'Any refund for a cancelled event registration is initiated within 7 business days.';
/** How long an unpaid checkout holds its seats before others may take them. */
export const ORDER_HOLD_MS = 30 * 60 * 1000;
const TRY_AGAIN_LATER = 'Your request cannot be processed right now, Please try again later.';
/** The recurring job that releases the pending orders whose hold ran out. */
export const RELEASE_EXPIRED_ORDERS_JOB = 'event-orders.release-expired';
/** How long a checkout may take to get its intent from the gateway before it counts as abandoned. */
const CREATING_MS = 60_000;

/** A second pending order of the same member for the same event (the unique partial index refused it). */
class PendingOrderExists extends Error {}

const notFound = () => new ApiError(404, 'Event not found', 'EVENT_NOT_FOUND');
const closed = () =>
  new ApiError(403, 'You can not Register for this Event. Registration Closed', 'REGISTRATION_CLOSED');
const upgradeRequired = () =>
  new ApiError(
    403,
    'You can not Register for this Event. Kindly upgrade your Membership Packages',
    'PACKAGE_UPGRADE_REQUIRED',
  );
const alreadyRegistered = () =>
  new ApiError(400, 'You have already registered for this event.', 'ALREADY_REGISTERED');
const full = () => new ApiError(409, 'Sorry! This event is fully booked.', 'EVENT_FULL');
const invalidCoupon = () => new ApiError(400, 'Invalid Coupon Code', 'COUPON_INVALID');
const couponExpired = () => new ApiError(400, 'Coupon code is expired', 'COUPON_EXPIRED');
const paymentInProgress = () =>
  new ApiError(
    409,
    'Your payment for this event is being processed. Please check your registered events shortly.',
    'PAYMENT_IN_PROGRESS',
  );

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The Event schema of openapi.yaml; the description is sanitised again on the way out. */
export function toEventView(event: EventRow, pkg: PackageRow | null) {
  return {
    uuid: event.id,
    id: event.number,
    name: event.name,
    image: event.image,
    eventCategory: event.category,
    eventMode: event.mode,
    startTime: event.startTime.toISOString(),
    endTime: event.endTime.toISOString(),
    price: event.price,
    allowRegistration: event.allowRegistration,
    description: sanitizeRichText(event.description),
    speakers: event.speakers,
    packages: pkg ? [{ uuid: pkg.id, name: pkg.name, colour: pkg.colour, monthlyCost: pkg.monthlyCost }] : [],
    status: event.status,
    quantity: event.capacity === null ? null : Math.max(0, event.capacity - event.seatsTaken),
  };
}

/**
 * Takes seats in one conditional UPDATE: two requests for the last seat cannot both succeed, whatever the
 * database's isolation level, because the second one re-checks the row the first one changed.
 */
export async function takeSeats(tx: Tx | Database, eventId: string, quantity: number): Promise<boolean> {
  const taken = await tx
    .update(events)
    .set({ seatsTaken: sql`${events.seatsTaken} + ${quantity}` })
    .where(
      and(
        eq(events.id, eventId),
        or(isNull(events.capacity), sql`${events.seatsTaken} + ${quantity} <= ${events.capacity}`),
      ),
    )
    .returning({ id: events.id });
  return taken.length > 0;
}

export async function releaseSeats(tx: Tx | Database, eventId: string, quantity: number) {
  await tx
    .update(events)
    .set({ seatsTaken: sql`greatest(${events.seatsTaken} - ${quantity}, 0)` })
    .where(eq(events.id, eventId));
}

/** Takes one coupon use of the voucher if one is left (null: unlimited); false when none is. */
export async function reserveCouponUse(tx: Tx | Database, voucherId: string): Promise<boolean> {
  const taken = await tx
    .update(vouchers)
    .set({ couponUsesLeft: sql`${vouchers.couponUsesLeft} - 1` })
    .where(
      and(eq(vouchers.id, voucherId), or(isNull(vouchers.couponUsesLeft), gt(vouchers.couponUsesLeft, 0))),
    )
    .returning({ id: vouchers.id });
  return taken.length > 0;
}

/** Gives back the coupon use an order holds, once (the order's flag is cleared in the same statement order). */
export async function giveBackCouponUse(tx: Tx | Database, order: EventOrderRow) {
  if (!order.voucherId) return;
  const [released] = await tx
    .update(eventOrders)
    .set({ couponReserved: false })
    .where(and(eq(eventOrders.id, order.id), eq(eventOrders.couponReserved, true)))
    .returning({ id: eventOrders.id });
  if (!released) return;
  await tx
    .update(vouchers)
    .set({ couponUsesLeft: sql`${vouchers.couponUsesLeft} + 1` })
    .where(and(eq(vouchers.id, order.voucherId), isNotNull(vouchers.couponUsesLeft)));
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

export function eventHandlers(services: Services): TypedHandlers {
  const { db, clock, gateway } = services;

  async function findEvent(id: string) {
    const [row] = UUID.test(id)
      ? await db
          .select({ event: events, pkg: packages })
          .from(events)
          .leftJoin(packages, eq(packages.id, events.packageId))
          .where(and(eq(events.id, id), ne(events.status, 'draft')))
      : [];
    if (!row) throw notFound();
    return row;
  }

  /** The member's current package; an expired one counts as none. */
  async function memberPackage(user: UserRow) {
    if (!user.packageId) return null;
    const [pkg] = await db.select().from(packages).where(eq(packages.id, user.packageId));
    return activePackage(user, pkg, clock());
  }

  async function memberPackageCost(user: UserRow) {
    return (await memberPackage(user))?.annualCost ?? 0;
  }

  /**
   * §5, the one copy of the rule: a free event needs the member's package cost to be at least the required
   * package's monthly cost; a paid one is open to every member (paying registers). The event view reports it
   * (`viewerCanRegister`), registration enforces it.
   */
  async function packageAllowsRegistration(user: UserRow, event: EventRow, pkg: PackageRow | null) {
    return event.price > 0 || (await memberPackageCost(user)) >= (pkg?.monthlyCost ?? 0);
  }

  /** Open for registration: allowed, announced and not started yet. */
  function checkOpen(event: EventRow) {
    if (!event.allowRegistration || event.status !== 'upcoming' || event.startTime <= clock()) throw closed();
  }

  async function checkNotRegistered(userId: string, eventId: string) {
    const [active] = await db
      .select({ id: eventRegistrations.id })
      .from(eventRegistrations)
      .where(
        and(
          eq(eventRegistrations.userId, userId),
          eq(eventRegistrations.eventId, eventId),
          eq(eventRegistrations.isActive, true),
        ),
      );
    if (active) throw alreadyRegistered();
  }

  /**
   * A coupon (rules in the server README): its code matched whatever the case, belongs to the member's current
   * package (§5: vouchers are gated by the package), is for this event (or any), is not a voucher this member
   * has redeemed, unexpired, with coupon uses left. Per-seat dollars for Percent.
   */
  async function couponFor(event: EventRow, code: string, user: UserRow) {
    const [voucher] = await db
      .select()
      .from(vouchers)
      .where(eq(sql`lower(${vouchers.voucherCode})`, code.trim().toLowerCase()));
    if (!voucher || (voucher.eventId && voucher.eventId !== event.id)) throw invalidCoupon();
    if (voucher.packageId !== (await memberPackage(user))?.id) throw invalidCoupon();
    const [redeemed] = await db
      .select({ id: voucherRedemptions.id })
      .from(voucherRedemptions)
      .where(and(eq(voucherRedemptions.voucherId, voucher.id), eq(voucherRedemptions.userId, user.id)));
    if (redeemed) throw invalidCoupon();
    if (voucher.expiryDate <= clock() || (voucher.couponUsesLeft !== null && voucher.couponUsesLeft <= 0)) {
      throw couponExpired();
    }
    const discountedAmount =
      voucher.discountType === 'Flat'
        ? voucher.discountedAmount
        : toCents((event.price * voucher.discountedAmount) / 100) / 100;
    return { voucher, discountType: voucher.discountType, discountedAmount };
  }

  /**
   * Cancels a pending order: its payment intent at the gateway first (one conditional change there: a payment
   * that went through, or is on its way, cannot be cancelled and keeps its order), then the order, its seats and
   * its payment row in one transaction that takes its locks in the payment handler's order (payment, order,
   * event), so a cancel and a confirmation never deadlock, and gives up if the payment was fulfilled meanwhile.
   * Returns false when the order is no longer pending or its payment could not be stopped.
   */
  async function cancelPendingOrder(row: { order: EventOrderRow; payment: PaymentRow | null }) {
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

  /** A checkout whose intent is being created right now (a crashed one stays 'creating' and is left after a minute). */
  const inFlight = (row: { order: EventOrderRow; payment: PaymentRow | null }) =>
    row.payment?.status === 'creating' && row.order.createdAt.getTime() > clock().getTime() - CREATING_MS;

  /**
   * The member's pending order for the event, answered to a checkout that found one (concurrent clicks): once its
   * intent exists, its client secret; waits a little while the first request is still creating it.
   */
  async function answerPendingOrder(userId: string, eventId: string) {
    for (let attempt = 0; attempt < 100; attempt += 1) {
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
      if (!row) break;
      if (row.payment?.clientSecret) {
        return {
          status: 200,
          message: 'Success',
          data: { stripeIntent: { client_secret: row.payment.clientSecret }, wooOrderId: row.order.id },
        };
      }
      if (!inFlight(row)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw paymentInProgress();
  }

  /**
   * Seats held by checkouts that were left: the member's own earlier pending orders for the event (a new
   * checkout replaces them) and anybody's pending order older than ORDER_HOLD_MS. Runs before seats are taken.
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
      // The member's own checkout still asking the gateway for its intent is not abandoned: a concurrent
      // checkout answers it instead (see answerPendingOrder).
      if (row.order.userId === memberId && inFlight(row)) continue;
      let released = false;
      try {
        released = await cancelPendingOrder(row);
      } catch (error) {
        // The gateway may be unreachable for a moment; the hold is released on a later attempt.
        services.log.warn({ err: error, orderId: row.order.id }, 'could not release an abandoned order');
      }
      // The member's own earlier payment could not be stopped (it went through, or is still processing):
      // a second order would charge them twice for one registration.
      if (!released && row.order.userId === memberId) throw paymentInProgress();
    }
  }

  // Holds run out even when nobody checks out the event again: their seats and coupon uses come back.
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

  return {
    async 'GET /user/event/listUpcoming'(request) {
      const locale = localeOf(request);
      const rows = await db
        .select({ event: events, pkg: packages })
        .from(events)
        .leftJoin(packages, eq(packages.id, events.packageId))
        .where(and(eq(events.status, 'upcoming'), gt(events.endTime, clock())))
        .orderBy(asc(events.startTime), asc(events.number));
      return {
        status: 200,
        message: 'Upcoming events',
        data: rows.map((r) => toEventView(localized(r.event, locale), r.pkg)),
      };
    },

    async 'GET /user/event/view'(request) {
      const { user } = authOf(request);
      const { event, pkg } = await findEvent(String(request.query.uuid));
      const viewerCanRegister = await packageAllowsRegistration(user, event, pkg);
      return {
        status: 200,
        message: 'Event details',
        data: {
          ...toEventView(localized(event, localeOf(request)), pkg),
          viewerCanRegister,
          blockedReason: viewerCanRegister ? null : ('PACKAGE_UPGRADE_REQUIRED' as const),
        },
      };
    },

    async 'POST /user/event/register'(request) {
      const { user } = authOf(request);
      const { event, pkg } = await findEvent(request.body.eventUuid);
      checkOpen(event);
      await checkNotRegistered(user.id, event.id);
      if (event.price > 0) throw new ApiError(402, 'Payment is required for this event.', 'PAYMENT_REQUIRED');
      if (!(await packageAllowsRegistration(user, event, pkg))) throw upgradeRequired();
      await releaseAbandonedOrders(event.id);
      const now = clock();
      try {
        const record = await db.transaction(async (tx) => {
          if (!(await takeSeats(tx, event.id, request.body.quantity))) throw full();
          const [row] = await tx
            .insert(eventRegistrations)
            .values({ userId: user.id, eventId: event.id, quantity: request.body.quantity, createdAt: now })
            .returning();
          return row;
        });
        if (!record) throw new Error('registration insert returned nothing');
        return {
          status: 200,
          message: 'You have been successfully registered for this event.',
          data: {
            uuid: record.id,
            eventUuid: record.eventId,
            quantity: record.quantity,
            isActive: record.isActive,
            createdAt: record.createdAt.toISOString(),
          },
        };
      } catch (error) {
        // A concurrent registration of the same member won: the seats taken here were rolled back with it.
        if (isUniqueViolation(error)) throw alreadyRegistered();
        throw error;
      }
    },

    async 'GET /user/register/event/list'(request) {
      const { user } = authOf(request);
      const rows = await db
        .select({ registration: eventRegistrations, event: events, pkg: packages })
        .from(eventRegistrations)
        .innerJoin(events, eq(events.id, eventRegistrations.eventId))
        .leftJoin(packages, eq(packages.id, events.packageId))
        .where(eq(eventRegistrations.userId, user.id))
        .orderBy(desc(events.startTime), desc(eventRegistrations.createdAt));
      return {
        status: 200,
        message: 'Registered events',
        data: rows.map(({ registration, event, pkg }) => ({
          uuid: registration.id,
          eventUuid: registration.eventId,
          quantity: registration.quantity,
          isActive: registration.isActive,
          createdAt: registration.createdAt.toISOString(),
          event: toEventView(localized(event, localeOf(request)), pkg),
        })),
      };
    },

    async 'PATCH /user/event/register/cancel'(request) {
      const { user } = authOf(request);
      const now = clock();
      const result = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ registration: eventRegistrations, event: events })
          .from(eventRegistrations)
          .innerJoin(events, eq(events.id, eventRegistrations.eventId))
          .where(
            and(
              eq(eventRegistrations.userId, user.id),
              eq(eventRegistrations.eventId, request.body.eventUuid),
              eq(eventRegistrations.isActive, true),
            ),
          )
          .for('update');
        if (!row) return 'missing' as const;
        if (row.event.startTime <= now) return 'started' as const;
        await tx
          .update(eventRegistrations)
          .set({ isActive: false, cancelledAt: now })
          .where(eq(eventRegistrations.id, row.registration.id));
        await releaseSeats(tx, row.event.id, row.registration.quantity);
        return row.registration.paymentId ? ('cancelledPaid' as const) : ('cancelled' as const);
      });
      if (result === 'missing') {
        throw new ApiError(404, 'You are not registered for this event.', 'REGISTRATION_NOT_FOUND');
      }
      if (result === 'started') {
        throw new ApiError(
          409,
          'This event has already started and can no longer be cancelled.',
          'EVENT_STARTED',
        );
      }
      const cancelled = 'Your event registration has been cancelled successfully.';
      // §9: a paid registration is told when its refund starts.
      return {
        status: 200,
        message: result === 'cancelledPaid' ? `${cancelled} ${REFUND_NOTE}` : cancelled,
      };
    },

    async 'POST /user/event/coupon/check'(request) {
      const { user } = authOf(request);
      const { event } = await findEvent(request.body.eventUuid);
      const coupon = await couponFor(event, request.body.voucherCode, user);
      return {
        status: 200,
        message: 'Coupon code applied successfully',
        data: { discountType: coupon.discountType, discountedAmount: coupon.discountedAmount },
      };
    },

    async 'POST /user/event/payment'(request) {
      const { user } = authOf(request);
      const { event, pkg: requiredPackage } = await findEvent(request.body.eventUuid);
      const quantity = request.body.quantity;
      checkOpen(event);
      await checkNotRegistered(user.id, event.id);
      if (event.price <= 0) throw new ApiError(400, 'This event is free: register directly.', 'EVENT_FREE');
      // §5, as for a free event: the member's package cost is at least the required package's monthly cost.
      if ((await memberPackageCost(user)) < (requiredPackage?.monthlyCost ?? 0)) throw upgradeRequired();
      const code = request.body.promoCode?.trim();
      const coupon = code ? await couponFor(event, code, user) : undefined;
      // §9: subtotal = price × quantity; Flat takes discountedAmount once, Percent its per-seat amount × quantity.
      const subtotalCents = toCents(event.price) * quantity;
      const discountCents = coupon
        ? Math.min(
            subtotalCents,
            coupon.discountType === 'Flat'
              ? toCents(coupon.discountedAmount)
              : toCents(coupon.discountedAmount) * quantity,
          )
        : 0;
      const totalCents = subtotalCents - discountCents;
      const customerId = await customerFor(services, user);
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
          // One pending order per member and event (a unique partial index): concurrent checkouts meet here,
          // and all but the first answer the first's order.
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
          if (!(await takeSeats(tx, event.id, quantity))) throw full();
          // So is the coupon's use: taken now in one conditional update (the last use goes to one checkout).
          if (coupon && !(await reserveCouponUse(tx, coupon.voucher.id))) throw couponExpired();
          return { order: orderRow, payment: paymentRow };
        });
      } catch (error) {
        if (error instanceof PendingOrderExists) return answerPendingOrder(user.id, event.id);
        throw error;
      }
      const { order, payment } = created;

      try {
        const intent = await gateway.createPaymentIntent(
          {
            customerId,
            amountCents: totalCents,
            currency: payment.currency,
            description: `${event.name} × ${quantity}`,
            metadata: {
              paymentId: payment.id,
              orderId: String(order.id),
              eventId: event.id,
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
          status: 200,
          message: 'Success',
          data: { stripeIntent: { client_secret: intent.clientSecret }, wooOrderId: order.id },
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
          await releaseSeats(tx, event.id, quantity);
          await tx.insert(transactions).values({
            userId: user.id,
            paymentId: payment.id,
            transactionId: payment.id,
            name: event.name,
            remarks: 'The payment could not be started',
            total: totalCents / 100,
            type: 'event',
            status: false,
            eventId: event.id,
            transactionDate: clock(),
          });
        });
        throw new ApiError(502, TRY_AGAIN_LATER, 'PAYMENT_GATEWAY_ERROR');
      }
    },

    async 'PATCH /user/event/order/cancel'(request) {
      const { user } = authOf(request);
      const [row] = await db
        .select({ order: eventOrders, payment: payments })
        .from(eventOrders)
        .leftJoin(payments, eq(payments.id, eventOrders.paymentId))
        .where(and(eq(eventOrders.id, request.body.orderId), eq(eventOrders.userId, user.id)));
      if (!row) throw new ApiError(404, 'Order not found', 'ORDER_NOT_FOUND');
      if (!(await cancelPendingOrder(row))) {
        throw new ApiError(409, 'This order can no longer be cancelled.', 'ORDER_NOT_CANCELLABLE');
      }
      return { status: 200, message: 'Order cancelled successfully.' };
    },
  };
}
