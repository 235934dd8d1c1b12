import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ApiClient, Partner } from '@wellness/api';
import { contextValue } from '../../app/sagaContext';
import type { ApiFailureOutcome, ApiOutcome } from '../../lib/apiOutcome';
import { notify } from '../notifications/slice';
import { applyAsPartner, applyAsVendor, fetchPartner, fetchPartners } from './api';
import { MARKETPLACE_PATH } from './paths';
import {
  partnerApplicationFinished,
  partnerApplicationSent,
  partnerFailed,
  partnerLoaded,
  partnerRequested,
  partnersFailed,
  partnersLoaded,
  partnersRequested,
  vendorApplicationFinished,
  vendorApplicationSent,
  type ApplicationFailure,
} from './slice';

/** §8: a list that fails to load. */
const PARTNERS_LIST_FAILED = 'Oops something bad happened!';

/** §8's registration messages, as catalog ids (English: the spec's words). */
const partnerMessages = {
  submitted: { id: 'app.partners.toast.submitted' },
  failed: { id: 'app.partners.toast.failed' },
} as const;

function* loadPartners() {
  const api = yield* contextValue('api');
  const result: ApiOutcome<Partner[]> = yield call(fetchPartners, api);
  yield put(result.ok ? partnersLoaded(result.data) : partnersFailed(PARTNERS_LIST_FAILED));
}

function* loadPartner({ payload }: ReturnType<typeof partnerRequested>) {
  const api = yield* contextValue('api');
  const result: ApiOutcome<Partner> = yield call(fetchPartner, api, payload);
  if (result.ok) yield put(partnerLoaded(result.data));
  else
    yield put(
      partnerFailed(result.code === 'PARTNER_NOT_FOUND' || result.status === 400 ? 'notFound' : 'failed'),
    );
}

function failureOf(result: ApiFailureOutcome): ApplicationFailure {
  if (result.code === 'IMAGE_TYPE_INVALID') return 'imageType';
  if (result.status === 413) return 'tooLarge';
  if (result.status === 429) return 'rateLimited';
  return 'other';
}

/**
 * §4 / §8: success → 'Your request has been successfully submitted. Our team will connect with you shortly.' and
 * /marketplace; failure → the toast 'error', and the form names a refused logo, a file too large or the limit.
 */
function* apply(
  send: (api: ApiClient) => Promise<ApiOutcome<unknown>>,
  finished: typeof vendorApplicationFinished | typeof partnerApplicationFinished,
) {
  const api = yield* contextValue('api');
  const navigate = yield* contextValue('navigate');
  const timing = yield* contextValue('timing');
  const result: ApiOutcome<unknown> = yield call(send, api);
  if (result.ok) {
    yield put(finished(null));
    yield put(notify('success', partnerMessages.submitted, timing.toastMs));
    navigate(MARKETPLACE_PATH);
    return;
  }
  yield put(finished(failureOf(result)));
  yield put(notify('error', partnerMessages.failed, timing.toastMs));
}

function* applyVendor({ payload }: ReturnType<typeof vendorApplicationSent>) {
  yield* apply((api) => applyAsVendor(api, payload), vendorApplicationFinished);
}

function* applyPartner({ payload }: ReturnType<typeof partnerApplicationSent>) {
  yield* apply((api) => applyAsPartner(api, payload), partnerApplicationFinished);
}

export function* partnersSaga() {
  yield takeLatest(partnersRequested.type, loadPartners);
  yield takeLatest(partnerRequested.type, loadPartner);
  yield takeLeading(vendorApplicationSent.type, applyVendor);
  yield takeLeading(partnerApplicationSent.type, applyPartner);
}
