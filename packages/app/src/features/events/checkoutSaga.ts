import { all, call, delay, put, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type {
  Coupon,
  EventPayment,
  EventRegistration,
  PaymentConfig,
  PaymentIntentStatus,
  WellnessEvent,
} from '@wellness/api';
import type { RootState } from '../../app/rootReducer';
import { contextValue } from '../../app/sagaContext';
import type { ApiOutcome } from '../../lib/apiOutcome';
import { notify, type NotificationKind, type NotificationMessage } from '../notifications/slice';
import { fetchIntentStatus, fetchPaymentConfig } from '../payments/api';
import {
  gatewayFor,
  type CardGateway,
  type ConfirmResult,
  type PaymentMethodResult,
} from '../payments/cardGateway';
import { cancelEventOrder, checkCoupon, fetchEvent, fetchRegistrations, startEventPayment } from './api';
import { checkoutStorage } from './checkoutStorage';
import {
  checkoutPath,
  eventDetailsPath,
  payPath,
  paymentReturnPath,
  REGISTERED_PATH,
  UPCOMING_PATH,
} from './paths';
import {
  checkoutFinished,
  checkoutOpened,
  checkoutReady,
  checkoutStarted,
  checkoutUnavailable,
  couponApplied,
  couponRejected,
  couponRequested,
  orderCancelFailed,
  orderCancelRequested,
  orderFailed,
  orderLoaded,
  orderRequested,
  payFailed,
  payRequested,
  paymentReturnChecked,
  paymentReturned,
  proceedFailed,
  proceedRequested,
  registrationsFailed,
  registrationsLoaded,
  registrationsRequested,
  type CheckoutSession,
  type OrderState,
} from './slice';
import { selectHasActiveRegistration } from './selectors';
import { checkoutTiming, type CheckoutTiming } from './timing';

/** §8 Events: the checkout's messages, mapped to catalog ids in one place. */
export const checkoutMessages = {
  orderFailed: { id: 'app.events.toast.detailsFailed' },
  paymentStartFailed: { id: 'app.events.toast.paymentStartFailed' },
  unexpectedCardError: { id: 'app.events.toast.unexpectedError' },
  paymentSucceeded: { id: 'app.events.toast.paymentSucceeded' },
  paymentProcessing: { id: 'app.events.toast.paymentProcessing' },
  paymentUnsuccessful: { id: 'app.events.toast.paymentUnsuccessful' },
  orderCancelled: { id: 'app.events.toast.orderCancelled' },
  orderNotCancellable: { id: 'app.events.toast.orderNotCancellable' },
  returnSucceeded: { id: 'app.events.payment.succeeded' },
  returnProcessing: { id: 'app.events.payment.processing' },
  returnFailed: { id: 'app.events.payment.failed' },
  returnUnknown: { id: 'app.events.payment.unknown' },
  returnUnreadable: { id: 'app.events.payment.unreadable' },
} satisfies Record<string, NotificationMessage>;

const COUPON_INVALID_TEXT = 'Invalid Coupon Code';

function* toast(kind: NotificationKind, message: NotificationMessage) {
  const timing = yield* contextValue('timing');
  yield put(notify(kind, message, timing.toastMs));
}

const selectOrder = (state: RootState): OrderState => state.events.order;

/** Review Order: the event of the address; a free event has nothing to pay and goes to its details. */
function* loadOrder({ payload }: ReturnType<typeof orderRequested>) {
  const api = yield* contextValue('api');
  const navigate = yield* contextValue('navigate');
  if (!payload.eventUuid) {
    yield put(orderFailed());
    return;
  }
  const result: ApiOutcome<WellnessEvent> = yield call(fetchEvent, api, payload.eventUuid);
  if (!result.ok) {
    yield put(orderFailed());
    return;
  }
  if (result.data.price <= 0) {
    navigate(eventDetailsPath(result.data.uuid), { replace: true });
    return;
  }
  yield put(orderLoaded(result.data));
}

/**
 * §8 coupon outcomes: a non-200 answer or one whose message says 'Invalid Coupon Code' is invalid; any other
 * error reads 'Coupon code is expired'; otherwise the coupon applies.
 */
export function couponOutcome(result: ApiOutcome<Coupon>): 'applied' | 'invalid' | 'expired' {
  const saysInvalid = result.message.includes(COUPON_INVALID_TEXT);
  if (result.ok) return result.status !== 200 || saysInvalid ? 'invalid' : 'applied';
  return saysInvalid || result.code === 'COUPON_INVALID' ? 'invalid' : 'expired';
}

function* applyCoupon({ payload: code }: ReturnType<typeof couponRequested>) {
  const api = yield* contextValue('api');
  const { eventUuid }: OrderState = yield select(selectOrder);
  if (!eventUuid) {
    yield put(couponRejected('invalid'));
    return;
  }
  const result: ApiOutcome<Coupon> = yield call(checkCoupon, api, eventUuid, code);
  const outcome = couponOutcome(result);
  if (outcome === 'applied' && result.ok) {
    yield put(
      couponApplied({
        code,
        discountType: result.data.discountType,
        discountedAmount: result.data.discountedAmount,
      }),
    );
  } else if (outcome !== 'applied') {
    yield put(couponRejected(outcome));
  }
}

/**
 * 'Proceed to Pay': the server starts the payment for the event, quantity and the applied coupon's code (it
 * computes the amount itself); the order and its client secret go to the checkout. Any failure: §8's message
 * and back to the upcoming events.
 */
function* proceed({ payload }: ReturnType<typeof proceedRequested>) {
  const api = yield* contextValue('api');
  const navigate = yield* contextValue('navigate');
  const { event, quantity, coupon }: OrderState = yield select(selectOrder);
  const result: ApiOutcome<EventPayment> | null = event
    ? yield call(startEventPayment, api, event.uuid, quantity, coupon?.code)
    : null;
  if (!event || !result?.ok) {
    yield put(proceedFailed());
    yield* toast('error', checkoutMessages.paymentStartFailed);
    navigate(UPCOMING_PATH);
    return;
  }
  const session: CheckoutSession = {
    orderId: result.data.wooOrderId,
    clientSecret: result.data.stripeIntent.client_secret,
    eventUuid: event.uuid,
    eventName: event.name,
    quantity,
    amount: payload.shownTotal,
  };
  yield call([checkoutStorage, checkoutStorage.save], session);
  yield put(checkoutStarted(session));
  navigate(checkoutPath(session));
}

/**
 * The server cancelled the order's payment (its hold ran out, or a newer checkout for the event replaced it):
 * it can never be paid, so the member says so and starts again from the order's Review Order.
 */
function* leaveCancelledOrder(session: CheckoutSession) {
  const navigate = yield* contextValue('navigate');
  yield call([checkoutStorage, checkoutStorage.clear]);
  yield put(checkoutFinished());
  yield* toast('error', checkoutMessages.paymentUnsuccessful);
  navigate(payPath(session.eventUuid, session.quantity), { replace: true });
}

/**
 * The checkout (also after a reload): the order's client secret from this tab's storage, the gateway, and
 * the payment intent's own amount. A payment already made goes on to the registered events.
 */
function* openCheckout({ payload }: ReturnType<typeof checkoutOpened>) {
  const api = yield* contextValue('api');
  const navigate = yield* contextValue('navigate');
  const current: CheckoutSession | null = yield select((state: RootState) => state.events.checkout.session);
  const session: CheckoutSession | null =
    current ?? (yield call([checkoutStorage, checkoutStorage.load], payload.orderId));
  if (!session) {
    yield put(checkoutUnavailable());
    return;
  }
  const [config, intent]: [ApiOutcome<PaymentConfig>, ApiOutcome<PaymentIntentStatus>] = yield all([
    call(fetchPaymentConfig, api),
    call(fetchIntentStatus, api, session.clientSecret),
  ]);
  if (!config.ok || (!intent.ok && intent.status === 404)) {
    yield put(checkoutUnavailable());
    return;
  }
  if (intent.ok) {
    const { status } = intent.data;
    if (status === 'succeeded' || status === 'processing') {
      yield call([checkoutStorage, checkoutStorage.clear]);
      yield put(checkoutFinished());
      yield* toast(
        status === 'succeeded' ? 'success' : 'info',
        status === 'succeeded' ? checkoutMessages.paymentSucceeded : checkoutMessages.paymentProcessing,
      );
      navigate(REGISTERED_PATH, { replace: true });
      return;
    }
    if (status === 'canceled') {
      yield* leaveCancelledOrder(session);
      return;
    }
  }
  yield put(
    checkoutReady({
      // The server's amount when it could be read; the Review Order total otherwise.
      session: intent.ok ? { ...session, amount: intent.data.amount / 100 } : session,
      amountConfirmed: intent.ok,
      gateway: config.data.gateway,
      publishableKey: config.data.publishableKey,
    }),
  );
}

/** A failed card step: the provider's own words, else 'An unexpected error occurred' (§8). */
function* cardFailed(error: string, provider: boolean) {
  yield put(payFailed());
  yield* toast('error', provider && error ? { text: error } : checkoutMessages.unexpectedCardError);
}

/**
 * 'Pay now': the card method and the confirmation through the same card gateway as package purchase; a paid
 * (or processing) payment goes to the registered events with the provider's return parameters.
 */
function* pay({ payload }: ReturnType<typeof payRequested>) {
  const api = yield* contextValue('api');
  const navigate = yield* contextValue('navigate');
  const session: CheckoutSession | null = yield select((state: RootState) => state.events.checkout.session);
  const gateway: CardGateway | null = gatewayFor(api, payload);
  if (!session || !gateway) {
    yield* cardFailed('', false);
    return;
  }
  const method: PaymentMethodResult = yield call([gateway, gateway.createPaymentMethod]);
  if ('error' in method) {
    yield* cardFailed(method.error, method.provider);
    return;
  }
  const confirmed: ConfirmResult = yield call(
    [gateway, gateway.confirmCardPayment],
    session.clientSecret,
    method.id,
  );
  if ('error' in confirmed) {
    // Not the card's fault: the intent may have been cancelled by the server meanwhile (both gateways then
    // answer without the provider's words), and no later click could pay it.
    if (!confirmed.provider) {
      const intent: ApiOutcome<PaymentIntentStatus> = yield call(
        fetchIntentStatus,
        api,
        session.clientSecret,
      );
      if (intent.ok && intent.data.status === 'canceled') {
        yield* leaveCancelledOrder(session);
        return;
      }
    }
    yield* cardFailed(confirmed.error, confirmed.provider);
    return;
  }
  yield call([checkoutStorage, checkoutStorage.clear]);
  yield put(checkoutFinished());
  navigate(paymentReturnPath(session.clientSecret, confirmed.status, session.eventUuid), { replace: true });
}

/** 'Cancel Order and Go Back': the order is cancelled and the member is back on its order page. */
function* cancelOrder() {
  const api = yield* contextValue('api');
  const navigate = yield* contextValue('navigate');
  const session: CheckoutSession | null = yield select((state: RootState) => state.events.checkout.session);
  if (!session) {
    yield put(orderCancelFailed());
    return;
  }
  const result: ApiOutcome<unknown> = yield call(cancelEventOrder, api, session.orderId);
  // Not found: the order is gone already, so going back is what the member asked for.
  if (result.ok || result.status === 404) {
    yield call([checkoutStorage, checkoutStorage.clear]);
    yield put(checkoutFinished());
    if (result.ok) yield* toast('success', checkoutMessages.orderCancelled);
    navigate(payPath(session.eventUuid, session.quantity), { replace: true });
    return;
  }
  yield put(orderCancelFailed());
  yield* toast(
    'error',
    result.status === 409 ? checkoutMessages.orderNotCancellable : checkoutMessages.paymentStartFailed,
  );
}

type ReturnOutcome = 'succeeded' | 'processing' | 'failed' | 'unknown';

function returnOutcome(status: PaymentIntentStatus['status']): ReturnOutcome {
  if (status === 'succeeded' || status === 'processing') return status;
  if (status === 'requires_payment_method') return 'failed';
  return 'unknown';
}

function* showReturn(outcome: ReturnOutcome) {
  if (outcome === 'succeeded') yield* toast('success', checkoutMessages.returnSucceeded);
  else if (outcome === 'processing') yield* toast('info', checkoutMessages.returnProcessing);
  else if (outcome === 'failed') yield* toast('error', checkoutMessages.returnFailed);
  else yield* toast('warning', checkoutMessages.returnUnknown);
}

/**
 * A payment has succeeded, but the webhook registers the member a moment later: once the reload under way has
 * landed, the registrations are read again (quietly, the list stays on screen) every `statusPollMs` until the
 * paid event is among them or `statusWindowMs` has passed. Without a known event there is nothing to wait for.
 */
export function* awaitPaidRegistration(timing: CheckoutTiming, eventUuid: string | null) {
  if (!eventUuid) return;
  const api = yield* contextValue('api');
  const loading: boolean = yield select(
    (state: RootState) => state.events.registrations.status === 'loading',
  );
  if (loading) yield take([registrationsLoaded.type, registrationsFailed.type]);
  const attempts = Math.max(1, Math.floor(timing.statusWindowMs / timing.statusPollMs));
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const registered: boolean = yield select(selectHasActiveRegistration, eventUuid);
    if (registered) return;
    yield delay(timing.statusPollMs);
    const again: ApiOutcome<EventRegistration[]> = yield call(fetchRegistrations, api);
    if (again.ok) yield put(registrationsLoaded(again.data));
  }
}

/**
 * Back from the card provider (§2 Registered Events): the payment intent's status says which message shows;
 * the address loses the secret and the registrations are read again. A payment still processing is read
 * again for a while; a succeeded one waits, for as long, for the webhook's registration to appear.
 */
function* checkReturn(timing: CheckoutTiming, { payload }: ReturnType<typeof paymentReturned>) {
  const { clientSecret, eventUuid } = payload;
  const api = yield* contextValue('api');
  const navigate = yield* contextValue('navigate');
  const result: ApiOutcome<PaymentIntentStatus> = yield call(fetchIntentStatus, api, clientSecret);
  navigate(REGISTERED_PATH, { replace: true });
  yield put(paymentReturnChecked());
  yield put(registrationsRequested());
  if (!result.ok) {
    yield* toast('error', checkoutMessages.returnUnreadable);
    return;
  }
  let outcome = returnOutcome(result.data.status);
  yield* showReturn(outcome);
  const attempts = Math.max(1, Math.floor(timing.statusWindowMs / timing.statusPollMs));
  for (let attempt = 0; outcome === 'processing' && attempt < attempts; attempt += 1) {
    yield delay(timing.statusPollMs);
    const again: ApiOutcome<PaymentIntentStatus> = yield call(fetchIntentStatus, api, clientSecret);
    if (!again.ok) continue;
    outcome = returnOutcome(again.data.status);
    if (outcome === 'processing') continue;
    yield* showReturn(outcome);
    if (outcome === 'succeeded') yield put(registrationsRequested());
  }
  if (outcome === 'succeeded') yield* awaitPaidRegistration(timing, eventUuid);
}

export function* checkoutSaga(timing: CheckoutTiming = checkoutTiming) {
  yield takeLatest(orderRequested.type, loadOrder);
  yield takeLatest(couponRequested.type, applyCoupon);
  yield takeLeading(proceedRequested.type, proceed);
  yield takeLatest(checkoutOpened.type, openCheckout);
  yield takeLeading(payRequested.type, pay);
  yield takeLeading(orderCancelRequested.type, cancelOrder);
  yield takeLatest(paymentReturned.type, checkReturn, timing);
}
