import { call, fork, put, take } from 'redux-saga/effects';
import { contextValue } from '../../app/sagaContext';
import type { ApiOutcome } from '../../lib/apiOutcome';
import { notify } from '../notifications/slice';
import { requestVerification } from './api';
import { verificationFinished, verificationRequested } from './slice';

/** The verification link's placeholder token: opening it runs no verification (§4). */
export const PLACEHOLDER_TOKEN = ':token';

const ALREADY_VERIFIED = 'Error! Unable to create user';

/**
 * Email verification (§8): success → 'Email Verification completed'; 'Error! Unable to create user' → toast
 * 'Email Already Verified go to Login page' and the Already Verified screen; anything else ('Error! Something
 * went wrong.') → toast 'Something went wrong.' and the Link Expired screen.
 */
export function* verifyEmail(action: ReturnType<typeof verificationRequested>) {
  const api = yield* contextValue('api');
  const timing = yield* contextValue('timing');
  const result: ApiOutcome<unknown> = yield call(requestVerification, api, action.payload);
  if (result.ok) {
    yield put(verificationFinished('completed'));
    yield put(notify('success', { id: 'app.verifyEmail.toast.confirmed' }, timing.toastMs));
  } else if (result.message === ALREADY_VERIFIED) {
    yield put(verificationFinished('alreadyVerified'));
    yield put(notify('info', { id: 'app.verifyEmail.toast.alreadyVerified' }, timing.toastMs));
  } else {
    yield put(verificationFinished('expired'));
    yield put(notify('error', { id: 'app.verifyEmail.toast.failed' }, timing.toastMs));
  }
}

/**
 * A verification token works once: a second request for the same token (the page mounted again) would only
 * answer 'already verified', so each token is sent once.
 */
export function* verifyEmailSaga() {
  let lastToken: string | null = null;
  while (true) {
    const action: ReturnType<typeof verificationRequested> = yield take(verificationRequested.type);
    if (action.payload === lastToken) continue;
    lastToken = action.payload;
    yield fork(verifyEmail, action);
  }
}
