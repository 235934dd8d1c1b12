import { call, fork, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type {
  EventForViewer,
  EventRegistration,
  EventRegistrationRecord,
  WellnessEvent,
} from '@wellness/api';
import { contextValue } from '../../app/sagaContext';
import type { RootState } from '../../app/rootReducer';
import type { ApiOutcome } from '../../lib/apiOutcome';
import { notify } from '../notifications/slice';
import {
  cancelRegistration,
  fetchEvent,
  fetchRegistrations,
  fetchUpcomingEvents,
  registerForEvent,
} from './api';
import { checkoutSaga } from './checkoutSaga';
import { payPath, UPCOMING_PATH } from './paths';
import { selectHasActiveRegistration } from './selectors';
import { checkoutTiming, type CheckoutTiming } from './timing';
import {
  cancelFailed,
  cancelRequested,
  cancelSucceeded,
  eventFailed,
  eventLoaded,
  eventRequested,
  registerRequested,
  registrationFailed,
  registrationReset,
  registrationStarted,
  registrationsFailed,
  registrationsLoaded,
  registrationsRequested,
  registrationSucceeded,
  upcomingFailed,
  upcomingLoaded,
  upcomingRequested,
} from './slice';

/** §2: the lists' error text. */
const EVENTS_LIST_FAILED = 'Oops something bad happened!';
export { UPCOMING_PATH };
export const PACKAGES_PATH = '/packages';

/** §8 Events: every registration outcome mapped to its message in one place. */
const registerMessages = {
  success: { id: 'app.events.toast.registered' },
  alreadyRegistered: { id: 'app.events.toast.alreadyRegistered' },
  closed: { id: 'app.events.toast.registrationClosed' },
  upgrade: { id: 'app.events.toast.upgradeRequired' },
  detailsFailed: { id: 'app.events.toast.detailsFailed' },
} as const;

function* loadUpcoming() {
  const api = yield* contextValue('api');
  const result: ApiOutcome<WellnessEvent[]> = yield call(fetchUpcomingEvents, api);
  yield put(result.ok ? upcomingLoaded(result.data) : upcomingFailed(EVENTS_LIST_FAILED));
}

function* loadRegistrations() {
  const api = yield* contextValue('api');
  const result: ApiOutcome<EventRegistration[]> = yield call(fetchRegistrations, api);
  yield put(result.ok ? registrationsLoaded(result.data) : registrationsFailed(EVENTS_LIST_FAILED));
}

/** Details need the event and the member's registrations (to show Registered). */
function* loadEvent(action: ReturnType<typeof eventRequested>) {
  const api = yield* contextValue('api');
  const timing = yield* contextValue('timing');
  yield put(registrationsRequested());
  const result: ApiOutcome<EventForViewer> = yield call(fetchEvent, api, action.payload);
  if (result.ok) yield put(eventLoaded(result.data));
  else {
    yield put(eventFailed());
    yield put(notify('error', registerMessages.detailsFailed, timing.toastMs));
  }
}

/**
 * §4 Event registration: an active registration is refused at once; a priced event goes to /pay with the
 * quantity; a free one registers, with the progress cycle in progress → success or failure → reset.
 */
export function* register({ payload }: ReturnType<typeof registerRequested>) {
  const api = yield* contextValue('api');
  const navigate = yield* contextValue('navigate');
  const timing = yield* contextValue('timing');
  const { event } = payload;
  const quantity = Math.max(1, Math.floor(payload.quantity));

  const alreadyRegistered: boolean = yield select((state: RootState) =>
    selectHasActiveRegistration(state, event.uuid),
  );
  if (alreadyRegistered) {
    yield put(notify('error', registerMessages.alreadyRegistered, timing.toastMs));
    navigate(UPCOMING_PATH);
    return;
  }
  if (event.price !== 0) {
    navigate(payPath(event.uuid, quantity));
    return;
  }

  yield put(registrationStarted());
  const result: ApiOutcome<EventRegistrationRecord> = yield call(registerForEvent, api, event.uuid, quantity);
  if (result.ok) {
    yield put(registrationSucceeded());
    yield put(notify('success', registerMessages.success, timing.toastMs));
    navigate(UPCOMING_PATH);
  } else {
    yield put(registrationFailed());
    if (result.status === 400) {
      yield put(notify('error', registerMessages.alreadyRegistered, timing.toastMs));
      navigate(UPCOMING_PATH);
    } else if (result.code === 'REGISTRATION_CLOSED') {
      yield put(notify('error', registerMessages.closed, timing.toastMs));
    } else {
      yield put(notify('error', registerMessages.upgrade, timing.toastMs));
      navigate(PACKAGES_PATH);
    }
  }
  yield put(registrationReset());
}

/** §8: cancel shows the server's own message, success or error by status 200 or not. */
export function* cancel({ payload: eventUuid }: ReturnType<typeof cancelRequested>) {
  const api = yield* contextValue('api');
  const timing = yield* contextValue('timing');
  const result: ApiOutcome<unknown> = yield call(cancelRegistration, api, eventUuid);
  if (result.ok && result.status === 200) {
    yield put(cancelSucceeded(eventUuid));
    yield put(notify('success', { text: result.message }, timing.toastMs));
  } else {
    yield put(cancelFailed(eventUuid));
    yield put(notify('error', { text: result.message }, timing.toastMs));
  }
}

/** The events sagas, with the paid checkout's (Review Order, checkout, return from the card provider). */
export function createEventsSaga(timing: CheckoutTiming = checkoutTiming) {
  return function* eventsSaga() {
    yield takeLatest(upcomingRequested.type, loadUpcoming);
    yield takeLatest(registrationsRequested.type, loadRegistrations);
    yield takeLatest(eventRequested.type, loadEvent);
    yield takeLatest(registerRequested.type, register);
    yield takeEvery(cancelRequested.type, cancel);
    yield fork(checkoutSaga, timing);
  };
}

export const eventsSaga = createEventsSaga();
