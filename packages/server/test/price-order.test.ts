import { describe, expect, it } from 'vitest';
import { orderAmounts, priceOrder, type Coupon } from '../src/services/coupons.js';

// Only the fields priceOrder reads: the voucher row is not part of the arithmetic.
const coupon = (discountType: 'Flat' | 'Percent', discountedAmount: number) =>
  ({ discountType, discountedAmount }) as Coupon;
const amounts = (price: number, quantity: number, c?: Coupon) => orderAmounts(priceOrder(price, quantity, c));

/** §9, as the coupon check, the quote and the payment answer it (the client shows these, never computes them). */
describe('an event order’s amounts', () => {
  it('is price times quantity without a coupon', () => {
    expect(amounts(25, 3)).toEqual({ subtotal: 75, discount: 0, total: 75 });
  });

  it('takes a Flat coupon off once and a Percent coupon once per seat', () => {
    expect(amounts(25, 3, coupon('Flat', 10))).toEqual({ subtotal: 75, discount: 10, total: 65 });
    expect(amounts(25, 3, coupon('Percent', 5))).toEqual({ subtotal: 75, discount: 15, total: 60 });
  });

  it('never goes below 0, and keeps cents exact', () => {
    expect(amounts(10, 2, coupon('Percent', 15))).toEqual({ subtotal: 20, discount: 20, total: 0 });
    expect(amounts(10, 1, coupon('Flat', 50))).toEqual({ subtotal: 10, discount: 10, total: 0 });
    expect(amounts(19.99, 3, coupon('Flat', 0.1))).toEqual({ subtotal: 59.97, discount: 0.1, total: 59.87 });
  });
});
