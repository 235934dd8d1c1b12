// Back from the card provider: the payment's status, its polling, and the wait for the webhook's registration.
import { call, put, select, take } from 'redux-saga/effects';
import type { EventRegistration, PaymentIntentStatus } from '@wellness/api';
import type { RootState } from '../../app/rootReducer';
import { contextValue } from '../../app/sagaContext';
import type { ApiOutcome } from '../../lib/apiOutcome';
import { pollUntil } from '../../lib/pollUntil';
import { fetchIntentStatus } from '../payments/api';
import { fetchRegistrations } from './api';
import { checkoutMessages, toast } from './checkoutMessages';
import { REGISTERED_PATH } from './paths';
import type { paymentReturned } from './slice';
import {
  paymentReturnChecked,
  registrationsFailed,
  registrationsLoaded,
  registrationsRequested,
} from './slice';
import { selectHasActiveRegistration } from './selectors';
import type { CheckoutTiming } from './timing';

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
const statusPolling = (timing: CheckoutTiming) => ({
  everyMs: timing.statusPollMs,
  withinMs: timing.statusWindowMs,
});

export function* awaitPaidRegistration(timing: CheckoutTiming, eventUuid: string | null) {
  if (!eventUuid) return;
  const api = yield* contextValue('api');
  const loading: boolean = yield select(
    (state: RootState) => state.events.registrations.status === 'loading',
  );
  if (loading) yield take([registrationsLoaded.type, registrationsFailed.type]);
  const registered = () => select(selectHasActiveRegistration, eventUuid);
  if ((yield registered()) as boolean) return;
  yield* pollUntil(statusPolling(timing), function* readRegistrations() {
    const again: ApiOutcome<EventRegistration[]> = yield call(fetchRegistrations, api);
    if (again.ok) yield put(registrationsLoaded(again.data));
    return (yield registered()) as boolean;
  });
}

/**
 * Back from the card provider (§2 Registered Events): the payment intent's status says which message shows;
 * the address loses the secret and the registrations are read again. A payment still processing is read
 * again for a while; a succeeded one waits, for as long, for the webhook's registration to appear.
 */
export function* checkReturn(timing: CheckoutTiming, { payload }: ReturnType<typeof paymentReturned>) {
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
  if (outcome === 'processing') {
    yield* pollUntil(statusPolling(timing), function* readStatus() {
      const again: ApiOutcome<PaymentIntentStatus> = yield call(fetchIntentStatus, api, clientSecret);
      if (!again.ok) return false;
      outcome = returnOutcome(again.data.status);
      if (outcome === 'processing') return false;
      yield* showReturn(outcome);
      if (outcome === 'succeeded') yield put(registrationsRequested());
      return true;
    });
  }
  if (outcome === 'succeeded') yield* awaitPaidRegistration(timing, eventUuid);
}
