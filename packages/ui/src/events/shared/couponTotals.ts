import type { Coupon } from '@wellness/api';

export interface CouponTotalsInput {
  /** Dollars per seat. */
  price: number;
  quantity: number;
  /** The applied coupon, if any. */
  coupon?: Pick<Coupon, 'discountType' | 'discountedAmount'> | null;
}

export interface CouponTotals {
  subtotal: number;
  discount: number;
  total: number;
}

/** Rounds to cents so sums like 0.1 + 0.2 show as money. */
const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The Review Order figures of §9, for display only (the server computes the amount charged):
 * subtotal is price × quantity; a Flat coupon subtracts discountedAmount once, a Percent coupon
 * subtracts discountedAmount × quantity; the total never goes below 0.
 */
export function couponTotals({ price, quantity, coupon }: CouponTotalsInput): CouponTotals {
  const subtotal = cents(price * quantity);
  const wanted = !coupon
    ? 0
    : coupon.discountType === 'Flat'
      ? coupon.discountedAmount
      : coupon.discountedAmount * quantity;
  // The discount shown is what is really taken off, so subtotal − discount = total holds.
  const discount = cents(Math.min(Math.max(wanted, 0), subtotal));
  return { subtotal, discount, total: cents(subtotal - discount) };
}
