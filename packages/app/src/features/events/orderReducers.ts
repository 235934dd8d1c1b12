import type { PayloadAction } from '@reduxjs/toolkit';
import type { OrderAmounts, WellnessEvent } from '@wellness/api';
import {
  clampQuantity,
  initialCheckout,
  initialOrder,
  type AppliedCoupon,
  type CheckoutSession,
  type CouponOutcome,
  type EventsCaseReducers,
} from './state';

/** Review Order (/pay): the order, its coupon and 'Proceed to Pay' (case reducers of the events slice). */
export const orderReducers = {
  /** /pay opened (or its address changed): a fresh order for that event and quantity. */
  orderRequested(state, action: PayloadAction<{ eventUuid: string; quantity: unknown }>) {
    state.order = {
      ...initialOrder,
      status: 'loading',
      eventUuid: action.payload.eventUuid,
      quantity: clampQuantity(action.payload.quantity),
    };
  },
  orderLoaded(state, action: PayloadAction<{ event: WellnessEvent; amounts: OrderAmounts }>) {
    state.order.status = 'succeeded';
    state.order.event = action.payload.event;
    state.order.amounts = action.payload.amounts;
  },
  orderFailed(state) {
    state.order.status = 'failed';
    state.order.event = null;
  },
  couponRequested(state, _action: PayloadAction<string>) {
    state.order.couponBusy = true;
  },
  couponApplied(state, action: PayloadAction<AppliedCoupon>) {
    state.order.couponBusy = false;
    state.order.couponOutcome = 'applied';
    state.order.coupon = action.payload;
  },
  /** A refused code replaces any coupon applied before: only a code shown as applied is sent. */
  couponRejected(state, action: PayloadAction<Exclude<CouponOutcome, 'applied'>>) {
    state.order.couponBusy = false;
    state.order.couponOutcome = action.payload;
    state.order.coupon = null;
  },
  /** 'Proceed to Pay' (the server charges its own amounts). */
  proceedRequested(state) {
    state.order.proceeding = true;
  },
  proceedFailed(state) {
    state.order.proceeding = false;
  },
  /** A coupon brought the total to $0: the server registered the member at once, no checkout. */
  orderConfirmed(state) {
    state.order.proceeding = false;
  },
  /** The server created the order and its payment intent: the checkout takes over. */
  checkoutStarted(state, action: PayloadAction<CheckoutSession>) {
    state.order.proceeding = false;
    state.checkout = { ...initialCheckout, status: 'loading', session: action.payload };
  },
} satisfies EventsCaseReducers;
