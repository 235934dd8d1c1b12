import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type {
  Coupon,
  EventPayment,
  OrderAmounts,
  PaymentConfig,
  PaymentIntentStatus,
  WellnessEvent,
} from '@wellness/api';
import type { RootState } from '../../app/rootReducer';
import { contextValue } from '../../app/sagaContext';
import type { ApiOutcome } from '../../lib/apiOutcome';
import type { NotificationMessage } from '../notifications/slice';
import { fetchIntentStatus, fetchPaymentConfig } from '../payments/api';
import {
  gatewayFor,
  type CardGateway,
  type ConfirmResult,
  type PaymentMethodResult,
} from '../payments/cardGateway';
import { cancelEventOrder, checkCoupon, fetchEvent, quoteOrder, startEventPayment } from './api';
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
  orderConfirmed,
  orderFailed,
  orderLoaded,
  orderRequested,
  payFailed,
  payRequested,
  paymentReturned,
  proceedFailed,
  proceedRequested,
  type CheckoutSession,
  type OrderState,
} from './slice';
import { checkoutTiming, type CheckoutTiming } from './timing';
import { checkoutMessages, toast } from './checkoutMessages';
import { checkReturn } from './paymentReturnSaga';

export { checkoutMessages } from './checkoutMessages';
export { awaitPaidRegistration } from './paymentReturnSaga';

const selectOrder = (state: RootState): OrderState => state.events.order;

/**
 * Review Order: the event of the address and the server's amounts for its quantity; a free event has nothing to
 * pay and goes to its details.
 */
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
  const { quantity }: OrderState = yield select(selectOrder);
  const amounts: ApiOutcome<OrderAmounts> = yield call(quoteOrder, api, result.data.uuid, quantity);
  if (!amounts.ok) {
    yield put(orderFailed());
    return;
  }
  yield put(orderLoaded({ event: result.data, amounts: amounts.data }));
}

/**
 * §8 coupon outcomes, by status and error code (never by message text): a success other than 200 or the
 * error COUPON_INVALID reads 'Invalid Coupon Code'; any other error 'Coupon code is expired'; a 200 applies.
 */
export function couponOutcome(result: ApiOutcome<Coupon>): 'applied' | 'invalid' | 'expired' {
  if (result.ok) return result.status === 200 ? 'applied' : 'invalid';
  return result.code === 'COUPON_INVALID' ? 'invalid' : 'expired';
}

function* applyCoupon({ payload: code }: ReturnType<typeof couponRequested>) {
  const api = yield* contextValue('api');
  const { eventUuid, quantity }: OrderState = yield select(selectOrder);
  if (!eventUuid) {
    yield put(couponRejected('invalid'));
    return;
  }
  const result: ApiOutcome<Coupon> = yield call(checkCoupon, api, eventUuid, code, quantity);
  const outcome = couponOutcome(result);
  if (outcome === 'applied' && result.ok) {
    yield put(couponApplied({ ...result.data, code }));
  } else if (outcome !== 'applied') {
    yield put(couponRejected(outcome));
  }
}

/**
 * Why the server would not start a payment, by its error code (never its wording), and where the member goes
 * next; any other failure is §8's generic message and the upcoming events.
 */
const proceedRefusals: Record<string, { message: NotificationMessage; path: string }> = {
  ALREADY_REGISTERED: { message: checkoutMessages.alreadyRegistered, path: UPCOMING_PATH },
  PAYMENT_IN_PROGRESS: { message: checkoutMessages.paymentInProgress, path: REGISTERED_PATH },
  EVENT_FULL: { message: checkoutMessages.eventFull, path: UPCOMING_PATH },
  REGISTRATION_CLOSED: { message: checkoutMessages.registrationClosed, path: UPCOMING_PATH },
};

/**
 * 'Proceed to Pay': the server starts the payment for the event, quantity and the applied coupon's code (it
 * computes the amount itself); the order and its client secret go to the checkout, or, when a coupon brought the
 * total to $0 and the server registered the member at once, straight to the registered events. A refusal says why
 * (`proceedRefusals`); any other failure: §8's message and back to the upcoming events.
 */
function* proceed() {
  const api = yield* contextValue('api');
  const navigate = yield* contextValue('navigate');
  const { event, quantity, coupon }: OrderState = yield select(selectOrder);
  const result: ApiOutcome<EventPayment> | null = event
    ? yield call(startEventPayment, api, event.uuid, quantity, coupon?.code)
    : null;
  if (!event || !result?.ok) {
    const refusal = result && !result.ok ? proceedRefusals[result.code] : undefined;
    yield put(proceedFailed());
    yield* toast('error', refusal?.message ?? checkoutMessages.paymentStartFailed);
    navigate(refusal?.path ?? UPCOMING_PATH);
    return;
  }
  const intent = result.data.stripeIntent;
  if (result.data.registered || !intent) {
    // A coupon brought the total to $0: the server confirmed the order at once, there is nothing to pay.
    yield put(orderConfirmed());
    yield* toast('success', checkoutMessages.registered);
    navigate(REGISTERED_PATH);
    return;
  }
  const session: CheckoutSession = {
    orderId: result.data.wooOrderId,
    clientSecret: intent.client_secret,
    eventUuid: event.uuid,
    eventName: event.name,
    quantity,
    amount: result.data.total,
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
      // The payment intent's own amount when it could be read; the payment's answered total otherwise.
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
  // §8 Events' payment toasts, where the card was confirmed; the return then tells what became of the registration.
  yield* toast(
    confirmed.status === 'succeeded' ? 'success' : 'info',
    confirmed.status === 'succeeded' ? checkoutMessages.paymentSucceeded : checkoutMessages.paymentProcessing,
  );
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

export function* checkoutSaga(timing: CheckoutTiming = checkoutTiming) {
  yield takeLatest(orderRequested.type, loadOrder);
  yield takeLatest(couponRequested.type, applyCoupon);
  yield takeLeading(proceedRequested.type, proceed);
  yield takeLatest(checkoutOpened.type, openCheckout);
  yield takeLeading(payRequested.type, pay);
  yield takeLeading(orderCancelRequested.type, cancelOrder);
  yield takeLatest(paymentReturned.type, checkReturn, timing);
}
