import type { PayloadAction } from '@reduxjs/toolkit';
import type { SubmittedCard } from '../payments/cardGateway';
import { initialCheckout, type CheckoutAddress, type CheckoutReady, type EventsCaseReducers } from './state';

/** The checkout (/payment/checkout) and the return from the card provider (case reducers of the events slice). */
export const checkoutReducers = {
  /** /payment/checkout opened (also after a reload): its order comes from the address. */
  checkoutOpened(state, action: PayloadAction<CheckoutAddress>) {
    const session =
      state.checkout.session?.orderId === action.payload.orderId ? state.checkout.session : null;
    state.checkout = { ...initialCheckout, status: 'loading', session };
  },
  checkoutReady(state, action: PayloadAction<CheckoutReady>) {
    state.checkout = { ...initialCheckout, status: 'ready', ...action.payload };
  },
  /** The order's payment cannot be found (no stored secret, or the server does not know it). */
  checkoutUnavailable(state) {
    state.checkout = { ...initialCheckout, status: 'unavailable', session: state.checkout.session };
  },
  payRequested(state, _action: PayloadAction<SubmittedCard>) {
    state.checkout.confirming = true;
  },
  payFailed(state) {
    state.checkout.confirming = false;
  },
  /** Paid (or on its way): the checkout is over. */
  checkoutFinished(state) {
    state.checkout = initialCheckout;
  },
  orderCancelRequested(state) {
    state.checkout.cancelling = true;
  },
  orderCancelFailed(state) {
    state.checkout.cancelling = false;
  },

  /**
   * Back from the card provider with the payment intent's client secret in the address, and the paid event
   * when the address names it (null on an older link).
   */
  paymentReturned(state, _action: PayloadAction<{ clientSecret: string; eventUuid: string | null }>) {
    state.paymentReturn = 'checking';
  },
  paymentReturnChecked(state) {
    state.paymentReturn = 'idle';
  },
} satisfies EventsCaseReducers;
