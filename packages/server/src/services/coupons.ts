import { and, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import {
  eventOrders,
  voucherRedemptions,
  vouchers,
  type EventOrderRow,
  type EventRow,
  type UserRow,
} from '../db/schema.js';
import { ApiError } from '../errors.js';
import { toCents } from './pricing.js';
import type { Executor } from './seats.js';

const invalidCoupon = () => new ApiError(400, 'Invalid Coupon Code', 'COUPON_INVALID');
export const couponExpired = () => new ApiError(400, 'Coupon code is expired', 'COUPON_EXPIRED');

export type Coupon = Awaited<ReturnType<typeof couponFor>>;

/**
 * A coupon (rules in the server README): its code matched whatever the case, belongs to the member's current
 * package (§5: vouchers are gated by the package), is for this event (or any), is not a voucher this member
 * has redeemed, unexpired, with coupon uses left. Per-seat dollars for Percent.
 */
export async function couponFor(
  db: Database,
  now: Date,
  input: { event: EventRow; code: string; user: UserRow; memberPackageId: string | null },
) {
  const { event, code, user } = input;
  const [voucher] = await db
    .select()
    .from(vouchers)
    .where(eq(sql`lower(${vouchers.voucherCode})`, code.trim().toLowerCase()));
  if (!voucher || (voucher.eventId && voucher.eventId !== event.id)) throw invalidCoupon();
  if (voucher.packageId !== input.memberPackageId) throw invalidCoupon();
  const [redeemed] = await db
    .select({ id: voucherRedemptions.id })
    .from(voucherRedemptions)
    .where(and(eq(voucherRedemptions.voucherId, voucher.id), eq(voucherRedemptions.userId, user.id)));
  if (redeemed) throw invalidCoupon();
  if (voucher.expiryDate <= now || (voucher.couponUsesLeft !== null && voucher.couponUsesLeft <= 0)) {
    throw couponExpired();
  }
  const discountedAmount =
    voucher.discountType === 'Flat'
      ? voucher.discountedAmount
      : toCents((event.price * voucher.discountedAmount) / 100) / 100;
  return { voucher, discountType: voucher.discountType, discountedAmount };
}

/**
 * §9: subtotal = price × quantity; Flat takes discountedAmount once, Percent its per-seat amount × quantity; the
 * discount never exceeds the subtotal.
 */
export function priceOrder(price: number, quantity: number, coupon: Coupon | undefined) {
  const subtotalCents = toCents(price) * quantity;
  const discountCents = coupon
    ? Math.min(
        subtotalCents,
        coupon.discountType === 'Flat'
          ? toCents(coupon.discountedAmount)
          : toCents(coupon.discountedAmount) * quantity,
      )
    : 0;
  return { subtotalCents, discountCents, totalCents: subtotalCents - discountCents };
}

/** An order's amounts in dollars, as the contract's `OrderAmounts` answers them (the client shows, never computes). */
export function orderAmounts(cents: { subtotalCents: number; discountCents: number; totalCents: number }) {
  return {
    subtotal: cents.subtotalCents / 100,
    discount: cents.discountCents / 100,
    total: cents.totalCents / 100,
  };
}

/** Takes one coupon use of the voucher if one is left (null: unlimited); false when none is. */
export async function reserveCouponUse(tx: Executor, voucherId: string): Promise<boolean> {
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
export async function giveBackCouponUse(tx: Executor, order: EventOrderRow) {
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

/**
 * Takes the coupon use of an order that holds none (it was given back when the order was released) and marks the
 * order as holding it again; false when no use is left.
 */
export async function retakeCouponUse(tx: Executor, order: EventOrderRow): Promise<boolean> {
  if (!order.voucherId || order.couponReserved) return true;
  if (!(await reserveCouponUse(tx, order.voucherId))) return false;
  await tx.update(eventOrders).set({ couponReserved: true }).where(eq(eventOrders.id, order.id));
  return true;
}
