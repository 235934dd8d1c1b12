import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { HealthHero, HealthHeroRequestCheck, HealthHeroSession, OwnHeroSessions } from '@wellness/api';
import { contextValue } from '../../app/sagaContext';
import type { ApiOutcome } from '../../lib/apiOutcome';
import { notify } from '../notifications/slice';
import {
  applyToBecomeHero,
  checkHeroRequest,
  decideOwnSession,
  fetchHeroes,
  fetchOwnSessions,
  fetchSessions,
  requestSession,
} from './api';
import { HERO_LIST_PATH } from './paths';
import {
  becomeHeroFailed,
  becomeHeroRequested,
  becomeHeroSucceeded,
  existingRequestChecked,
  existingRequestKnown,
  heroesFailed,
  heroesLoaded,
  heroesRequested,
  ownSessionDecided,
  ownSessionDecisionFinished,
  ownSessionsFailed,
  ownSessionsLoaded,
  ownSessionsRequested,
  sessionRequested,
  sessionRequestFinished,
  sessionsFailed,
  sessionsLoaded,
  sessionsRequested,
  type BecomeHeroFailure,
} from './slice';

/** §8: the lists' error text. */
const HEROES_LIST_FAILED = 'Oops something bad happened!';

/** §8's messages for health heroes, as catalog ids (English: the spec's words). */
const heroMessages = {
  applied: { id: 'app.heroes.toast.applied' },
  alreadyRequested: { id: 'app.heroes.toast.alreadyRequested' },
  pastDate: { id: 'app.heroes.toast.pastDate' },
  becomeSubmitted: { id: 'app.heroes.toast.becomeSubmitted' },
  becomeFailed: { id: 'app.heroes.toast.becomeFailed' },
  ownHero: { id: 'app.heroes.toast.ownHero' },
  accepted: { id: 'app.heroes.ownToast.accepted' },
  declined: { id: 'app.heroes.ownToast.declined' },
  alreadyDecided: { id: 'app.heroes.ownToast.alreadyDecided' },
  decideFailed: { id: 'app.heroes.ownToast.failed' },
} as const;

function* loadHeroes() {
  const api = yield* contextValue('api');
  const result: ApiOutcome<HealthHero[]> = yield call(fetchHeroes, api);
  yield put(result.ok ? heroesLoaded(result.data) : heroesFailed(HEROES_LIST_FAILED));
}

function* loadSessions() {
  const api = yield* contextValue('api');
  const result: ApiOutcome<HealthHeroSession[]> = yield call(fetchSessions, api);
  yield put(result.ok ? sessionsLoaded(result.data) : sessionsFailed(HEROES_LIST_FAILED));
}

/**
 * §4 / §8 session request: success → 'You have successfully applied for the session' and the hero list;
 * 'You have already requested to join this Health Hero.' and a date in the past say so and stay; the limit
 * (and, as §8 words it, any other error) opens the upgrade alert.
 */
export function* request({ payload }: ReturnType<typeof sessionRequested>) {
  const api = yield* contextValue('api');
  const navigate = yield* contextValue('navigate');
  const timing = yield* contextValue('timing');
  const result: ApiOutcome<HealthHeroSession> = yield call(requestSession, api, payload);
  if (result.ok) {
    yield put(sessionRequestFinished({ limitExceeded: false }));
    yield put(notify('success', heroMessages.applied, timing.toastMs));
    navigate(HERO_LIST_PATH);
    return;
  }
  // A 401 has already signed the member out.
  if (result.status === 401) {
    yield put(sessionRequestFinished({ limitExceeded: false }));
    return;
  }
  if (
    result.code === 'ALREADY_REQUESTED' ||
    result.code === 'DATE_IN_PAST' ||
    result.code === 'OWN_HEALTH_HERO'
  ) {
    yield put(sessionRequestFinished({ limitExceeded: false }));
    const message =
      result.code === 'ALREADY_REQUESTED'
        ? heroMessages.alreadyRequested
        : result.code === 'OWN_HEALTH_HERO'
          ? heroMessages.ownHero
          : heroMessages.pastDate;
    yield put(notify('error', message, timing.toastMs));
    return;
  }
  yield put(sessionRequestFinished({ limitExceeded: true }));
}

function* checkExisting() {
  const api = yield* contextValue('api');
  const result: ApiOutcome<HealthHeroRequestCheck> = yield call(checkHeroRequest, api);
  // Unknown (the check failed) lets the member fill the form; the server still refuses a second application.
  yield put(existingRequestKnown(result.ok && result.data.exists));
}

const FILE_FAILURES: Record<string, BecomeHeroFailure> = {
  STORY_FILE_TYPE_INVALID: 'storyType',
  DOCUMENT_TYPE_INVALID: 'documentType',
  FILE_TOO_LARGE: 'tooLarge',
};

/**
 * §8 become a hero: success → its message and the hero list; 'Request already exists' → its dialog; a file the
 * server refused by its content or size → that message on the form; anything else → 'Something went wrong.
 * Please try again.' plus the upgrade alert.
 */
export function* becomeHero({ payload }: ReturnType<typeof becomeHeroRequested>) {
  const api = yield* contextValue('api');
  const navigate = yield* contextValue('navigate');
  const timing = yield* contextValue('timing');
  const result: ApiOutcome<unknown> = yield call(applyToBecomeHero, api, payload);
  if (result.ok) {
    yield put(becomeHeroSucceeded());
    yield put(notify('success', heroMessages.becomeSubmitted, timing.toastMs));
    navigate(HERO_LIST_PATH);
    return;
  }
  if (result.status === 401) {
    yield put(becomeHeroFailed({ failure: 'other', upgradeAlert: false }));
    return;
  }
  if (result.code === 'HH_REQUEST_EXISTS') {
    yield put(becomeHeroSucceeded());
    yield put(existingRequestKnown(true));
    return;
  }
  const fileFailure = FILE_FAILURES[result.code];
  if (fileFailure) {
    yield put(becomeHeroFailed({ failure: fileFailure, upgradeAlert: false }));
    return;
  }
  yield put(becomeHeroFailed({ failure: 'other', upgradeAlert: true }));
  yield put(notify('error', heroMessages.becomeFailed, timing.toastMs));
}

function* loadOwnSessions() {
  const api = yield* contextValue('api');
  const result: ApiOutcome<OwnHeroSessions> = yield call(fetchOwnSessions, api);
  yield put(result.ok ? ownSessionsLoaded(result.data) : ownSessionsFailed());
}

/**
 * A hero answers a request made to them: a toast says so and the page is read again. A request staff (or the
 * hero in another tab) decided meanwhile says so too, and the page is read again to show how it stands.
 */
export function* decideOwn({ payload }: ReturnType<typeof ownSessionDecided>) {
  const api = yield* contextValue('api');
  const timing = yield* contextValue('timing');
  const result: ApiOutcome<unknown> = yield call(decideOwnSession, api, payload.uuid, payload.decision);
  yield put(ownSessionDecisionFinished());
  if (result.ok) {
    const message = payload.decision === 'accept' ? heroMessages.accepted : heroMessages.declined;
    yield put(notify('success', message, timing.toastMs));
  } else if (result.status === 401) {
    return;
  } else {
    const message =
      result.code === 'REQUEST_NOT_PENDING' ? heroMessages.alreadyDecided : heroMessages.decideFailed;
    yield put(notify('error', message, timing.toastMs));
  }
  yield put(ownSessionsRequested());
}

export function* heroesSaga() {
  yield takeLatest(ownSessionsRequested.type, loadOwnSessions);
  yield takeEvery(ownSessionDecided.type, decideOwn);
  yield takeLatest(heroesRequested.type, loadHeroes);
  yield takeLatest(sessionsRequested.type, loadSessions);
  yield takeEvery(sessionRequested.type, request);
  yield takeLatest(existingRequestChecked.type, checkExisting);
  yield takeEvery(becomeHeroRequested.type, becomeHero);
}
