import { call, put, takeLatest } from 'redux-saga/effects';
import { contextValue } from '../../app/sagaContext';
import type { ApiOutcome } from '../../lib/apiOutcome';
import { notify } from '../notifications/slice';
import { requestPasswordReset, requestResetLink } from './api';
import {
  forgotPasswordFinished,
  forgotPasswordRequested,
  resetPasswordFinished,
  resetPasswordRequested,
} from './slice';

export const FORGOT_PASSWORD_PATH = '/forgetPassword';

/** Forgot password: success disables the form and says the link was sent; an unknown e-mail says so. */
export function* forgotPassword(action: ReturnType<typeof forgotPasswordRequested>) {
  const api = yield* contextValue('api');
  const timing = yield* contextValue('timing');
  const result: ApiOutcome<unknown> = yield call(requestResetLink, api, action.payload.email);
  if (result.ok) {
    yield put(notify('success', { id: 'app.passwordReset.toast.linkSent' }, timing.authToastMs));
  } else {
    const id =
      result.status === 404 ? 'app.passwordReset.toast.accountNotFound' : 'app.passwordReset.toast.failed';
    yield put(notify('error', { id }, timing.authToastMs));
  }
  yield put(forgotPasswordFinished({ linkSent: result.ok }));
}

/** Reset: success shows the success state; failure ('Session Expired! Please Retry Again') goes to /forgetPassword. */
export function* resetPassword(action: ReturnType<typeof resetPasswordRequested>) {
  const api = yield* contextValue('api');
  const navigate = yield* contextValue('navigate');
  const timing = yield* contextValue('timing');
  const result: ApiOutcome<unknown> = yield call(requestPasswordReset, api, action.payload);
  yield put(resetPasswordFinished({ done: result.ok }));
  if (result.ok) {
    yield put(notify('success', { id: 'app.passwordReset.toast.resetDone' }, timing.authToastMs));
  } else {
    const id =
      result.status === 400 && result.code !== 'VALIDATION_FAILED'
        ? 'app.passwordReset.toast.sessionExpired'
        : 'app.passwordReset.toast.failed';
    yield put(notify('error', { id }, timing.authToastMs));
    navigate(FORGOT_PASSWORD_PATH, { replace: true });
  }
}

export function* passwordResetSaga() {
  yield takeLatest(forgotPasswordRequested.type, forgotPassword);
  yield takeLatest(resetPasswordRequested.type, resetPassword);
}
