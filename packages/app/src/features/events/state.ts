import type {
  Coupon,
  EventForViewer,
  EventRegistration,
  OrderAmounts,
  PaymentGateway,
  WellnessEvent,
} from '@wellness/api';
import { emptyList, type DataList } from '../../lib/dataList';

/** §4 progress cycle of a registration: in progress, then success or failure, then back to idle. */
type RegistrationProgress = 'idle' | 'inProgress' | 'succeeded' | 'failed';

interface EventDetailsState {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  /** With the server's answer to 'may this member register' (`viewerCanRegister`). */
  event: EventForViewer | null;
}

/** The outcome of the last coupon check (§8): applied, 'Invalid Coupon Code' or 'Coupon code is expired'. */
export type CouponOutcome = 'applied' | 'invalid' | 'expired';

/** A coupon the server accepted, with the order's amounts it answered; only its code is sent when paying. */
export interface AppliedCoupon extends Coupon {
  code: string;
}

/** Review Order (/pay): the event and quantity from the address, the coupon, and the payment start. */
export interface OrderState {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  eventUuid: string | null;
  quantity: number;
  event: WellnessEvent | null;
  /** The server's amounts of the order before any coupon (Review Order shows the coupon's own once applied). */
  amounts: OrderAmounts | null;
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
  /** Dollars: the server's total (from the payment's answer, then the payment intent's own amount). */
  amount: number;
}

/** Checkout (/payment/checkout): 'Make Payment' for one order. */
interface CheckoutState {
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

interface EventsState {
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

export const initialOrder: OrderState = {
  status: 'idle',
  eventUuid: null,
  quantity: 1,
  event: null,
  amounts: null,
  couponBusy: false,
  couponOutcome: null,
  coupon: null,
  proceeding: false,
};

export const initialCheckout: CheckoutState = {
  status: 'idle',
  session: null,
  amountConfirmed: false,
  gateway: 'local',
  publishableKey: null,
  confirming: false,
  cancelling: false,
};

export const initialEventsState: EventsState = {
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
const MAX_ORDER_QUANTITY = 100;
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

/** Case reducers of the events slice, by seam (each keeps its own payload type). */
export type EventsCaseReducers = Record<string, (state: EventsState, action: never) => void>;
