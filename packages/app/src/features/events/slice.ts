import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Coupon, EventForViewer, EventRegistration, PaymentGateway, WellnessEvent } from '@wellness/api';
import { emptyList, listFailed, listLoaded, listLoading, type DataList } from '../../lib/dataList';
import type { SubmittedCard } from '../payments/cardGateway';

/** §4 progress cycle of a registration: in progress, then success or failure, then back to idle. */
export type RegistrationProgress = 'idle' | 'inProgress' | 'succeeded' | 'failed';

export interface EventDetailsState {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  /** With the server's answer to 'may this member register' (`viewerCanRegister`). */
  event: EventForViewer | null;
}

/** The outcome of the last coupon check (§8): applied, 'Invalid Coupon Code' or 'Coupon code is expired'. */
export type CouponOutcome = 'applied' | 'invalid' | 'expired';

/** A coupon the server accepted; only its code is sent when the payment starts. */
export interface AppliedCoupon extends Pick<Coupon, 'discountType' | 'discountedAmount'> {
  code: string;
}

/** Review Order (/pay): the event and quantity from the address, the coupon, and the payment start. */
export interface OrderState {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  eventUuid: string | null;
  quantity: number;
  event: WellnessEvent | null;
  couponBusy: boolean;
  couponOutcome: CouponOutcome | null;
  coupon: AppliedCoupon | null;
  /** 'Proceed to Pay' is starting the payment. */
  proceeding: boolean;
}

/** What the checkout needs, kept for a reload (see checkoutStorage). */
export interface CheckoutSession {
  orderId: number;
  clientSecret: string;
  eventUuid: string;
  eventName: string;
  quantity: number;
  /** Dollars: the server's amount once read, else the Review Order total (display only). */
  amount: number;
}

/** Checkout (/payment/checkout): 'Make Payment' for one order. */
export interface CheckoutState {
  status: 'idle' | 'loading' | 'ready' | 'unavailable';
  session: CheckoutSession | null;
  /** The amount shown is the server's own (read from the payment intent). */
  amountConfirmed: boolean;
  gateway: PaymentGateway;
  publishableKey: string | null;
  /** The card payment is being confirmed: 'Pay now' is disabled. */
  confirming: boolean;
  /** 'Cancel Order and Go Back' is under way. */
  cancelling: boolean;
}

export interface EventsState {
  upcoming: DataList<WellnessEvent>;
  details: EventDetailsState;
  registrations: DataList<EventRegistration>;
  registration: RegistrationProgress;
  /** Events whose cancellation is being sent. */
  cancelling: string[];
  order: OrderState;
  checkout: CheckoutState;
  /** A return from the card provider is being read (the registered screen). */
  paymentReturn: 'idle' | 'checking';
}

const initialOrder: OrderState = {
  status: 'idle',
  eventUuid: null,
  quantity: 1,
  event: null,
  couponBusy: false,
  couponOutcome: null,
  coupon: null,
  proceeding: false,
};

const initialCheckout: CheckoutState = {
  status: 'idle',
  session: null,
  amountConfirmed: false,
  gateway: 'local',
  publishableKey: null,
  confirming: false,
  cancelling: false,
};

const initialState: EventsState = {
  upcoming: emptyList(),
  details: { status: 'idle', event: null },
  registrations: emptyList(),
  registration: 'idle',
  cancelling: [],
  order: initialOrder,
  checkout: initialCheckout,
  paymentReturn: 'idle',
};

/** §2 quantity: a whole number, never below 1 (and within what one order may hold). */
export const MAX_ORDER_QUANTITY = 100;
export function clampQuantity(value: unknown): number {
  const number = Math.floor(Number(value));
  if (!Number.isFinite(number)) return 1;
  return Math.min(MAX_ORDER_QUANTITY, Math.max(1, number));
}

export interface CheckoutAddress {
  orderId: number;
  eventUuid: string;
  quantity: number;
}

export interface CheckoutReady {
  session: CheckoutSession;
  amountConfirmed: boolean;
  gateway: PaymentGateway;
  publishableKey: string | null;
}

export interface RegisterPayload {
  event: Pick<WellnessEvent, 'uuid' | 'price'>;
  quantity: number;
}

const eventsSlice = createSlice({
  name: 'events',
  initialState,
  reducers: {
    upcomingRequested(state) {
      state.upcoming = listLoading();
    },
    upcomingLoaded(state, action: PayloadAction<WellnessEvent[]>) {
      state.upcoming = listLoaded(action.payload);
    },
    upcomingFailed(state, action: PayloadAction<string>) {
      state.upcoming = listFailed(action.payload);
    },
    eventRequested(state, _action: PayloadAction<string>) {
      state.details = { status: 'loading', event: null };
    },
    eventLoaded(state, action: PayloadAction<EventForViewer>) {
      state.details = { status: 'succeeded', event: action.payload };
    },
    eventFailed(state) {
      state.details = { status: 'failed', event: null };
    },
    registrationsRequested(state) {
      state.registrations = listLoading();
    },
    registrationsLoaded(state, action: PayloadAction<EventRegistration[]>) {
      state.registrations = listLoaded(action.payload);
    },
    registrationsFailed(state, action: PayloadAction<string>) {
      state.registrations = listFailed(action.payload);
    },
    registerRequested(_state, _action: PayloadAction<RegisterPayload>) {},
    registrationStarted(state) {
      state.registration = 'inProgress';
    },
    registrationSucceeded(state) {
      state.registration = 'succeeded';
    },
    registrationFailed(state) {
      state.registration = 'failed';
    },
    registrationReset(state) {
      state.registration = 'idle';
    },
    cancelRequested(state, action: PayloadAction<string>) {
      state.cancelling.push(action.payload);
    },
    /** §4: on cancel success the matching registration becomes inactive. */
    cancelSucceeded(state, action: PayloadAction<string>) {
      state.cancelling = state.cancelling.filter((uuid) => uuid !== action.payload);
      for (const item of state.registrations.items)
        if (item.eventUuid === action.payload && item.isActive === true) item.isActive = false;
    },
    cancelFailed(state, action: PayloadAction<string>) {
      state.cancelling = state.cancelling.filter((uuid) => uuid !== action.payload);
    },

    /** /pay opened (or its address changed): a fresh order for that event and quantity. */
    orderRequested(state, action: PayloadAction<{ eventUuid: string; quantity: unknown }>) {
      state.order = {
        ...initialOrder,
        status: 'loading',
        eventUuid: action.payload.eventUuid,
        quantity: clampQuantity(action.payload.quantity),
      };
    },
    orderLoaded(state, action: PayloadAction<WellnessEvent>) {
      state.order.status = 'succeeded';
      state.order.event = action.payload;
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
    /** 'Proceed to Pay', with the total shown (kept for display only: the server charges its own). */
    proceedRequested(state, _action: PayloadAction<{ shownTotal: number }>) {
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
  },
});

export const {
  upcomingRequested,
  upcomingLoaded,
  upcomingFailed,
  eventRequested,
  eventLoaded,
  eventFailed,
  registrationsRequested,
  registrationsLoaded,
  registrationsFailed,
  registerRequested,
  registrationStarted,
  registrationSucceeded,
  registrationFailed,
  registrationReset,
  cancelRequested,
  cancelSucceeded,
  cancelFailed,
  orderRequested,
  orderLoaded,
  orderFailed,
  couponRequested,
  couponApplied,
  couponRejected,
  proceedRequested,
  proceedFailed,
  orderConfirmed,
  checkoutStarted,
  checkoutOpened,
  checkoutReady,
  checkoutUnavailable,
  payRequested,
  payFailed,
  checkoutFinished,
  orderCancelRequested,
  orderCancelFailed,
  paymentReturned,
  paymentReturnChecked,
} = eventsSlice.actions;
export const eventsReducer = eventsSlice.reducer;
