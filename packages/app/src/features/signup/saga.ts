import { call, put, takeLatest } from 'redux-saga/effects';
import { contextValue } from '../../app/sagaContext';
import type { ApiOutcome } from '../../lib/apiOutcome';
import { notify } from '../notifications/slice';
import { requestSignup } from './api';
import { signupFinished, signupRequested } from './slice';

export const VERIFY_EMAIL_NOTICE_PATH = '/verify/email';

const signupMessageIds: Record<string, string> = {
  'An account with this email already exist!': 'app.signup.toast.alreadyExists',
  'Please Conform Your Email': 'app.signup.toast.confirmEmail',
};

/** Sign-up: success 'Create New User Success' and the check-your-inbox notice; known conflicts say so. */
export function* signup(action: ReturnType<typeof signupRequested>) {
  const api = yield* contextValue('api');
  const navigate = yield* contextValue('navigate');
  const timing = yield* contextValue('timing');
  const result: ApiOutcome<unknown> = yield call(requestSignup, api, action.payload);
  if (result.ok) {
    yield put(notify('success', { id: 'app.signup.toast.created' }, timing.authToastMs));
    navigate(VERIFY_EMAIL_NOTICE_PATH);
  } else {
    const id = signupMessageIds[result.message] ?? 'app.signup.toast.failed';
    yield put(notify('error', { id }, timing.authToastMs));
  }
  yield put(signupFinished());
}

export function* signupSaga() {
  yield takeLatest(signupRequested.type, signup);
}
