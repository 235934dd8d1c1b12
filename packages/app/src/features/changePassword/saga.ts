import { call, put, takeLatest } from 'redux-saga/effects';
import { contextValue } from '../../app/sagaContext';
import { HOME_PATH } from '../../app/guards/routeAccess';
import type { ApiOutcome } from '../../lib/apiOutcome';
import { notify } from '../notifications/slice';
import { requestPasswordChange } from './api';
import { changePasswordFinished, changePasswordRequested } from './slice';

const OLD_PASSWORD_INVALID = 'Error! The Old Password is invalid!';

/**
 * Change password (§8): 'Your Password Is Changing', then success → /dashboard. The server's 'Error! The Old
 * Password is invalid!' shows 'Invalid Old Password. Please Try Again' (6 s).
 */
export function* changePassword(action: ReturnType<typeof changePasswordRequested>) {
  const api = yield* contextValue('api');
  const navigate = yield* contextValue('navigate');
  const timing = yield* contextValue('timing');
  yield put(notify('info', { id: 'app.changePassword.toast.changing' }, timing.toastMs));
  const result: ApiOutcome<unknown> = yield call(requestPasswordChange, api, action.payload);
  if (result.ok) {
    yield put(notify('success', { id: 'app.changePassword.toast.changed' }, timing.authToastMs));
    navigate(HOME_PATH);
  } else {
    const id =
      result.message === OLD_PASSWORD_INVALID
        ? 'app.changePassword.toast.oldPasswordInvalid'
        : 'app.changePassword.toast.failed';
    yield put(notify('error', { id }, timing.authToastMs));
  }
  yield put(changePasswordFinished());
}

export function* changePasswordSaga() {
  yield takeLatest(changePasswordRequested.type, changePassword);
}
