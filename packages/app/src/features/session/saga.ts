import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { User } from '@wellness/api';
import type { ApiOutcome } from '../../lib/apiOutcome';
import { appApi } from '../../app/appApi';
import { contextValue } from '../../app/sagaContext';
import { notify } from '../notifications/slice';
import { isTokenExpired } from './jwt';
import { tokenStorage } from './tokenStorage';
import { fetchProfile, requestLogout } from './api';
import { selectSession } from './selectors';
import {
  loggedOut,
  logoutRequested,
  sessionAbsent,
  sessionMessages,
  sessionStarted,
  signedIn,
  tokenRestored,
  type SessionState,
} from './slice';

/** Which catalog message shows each logout reason of §4/§8. */
const reasonMessageIds: Record<string, string> = {
  [sessionMessages.expired]: 'app.session.toast.expired',
  [sessionMessages.invalid]: 'app.session.toast.invalid',
  [sessionMessages.tokenLoginFailed]: 'app.session.toast.tokenLoginFailed',
};

/** At start: an unexpired stored token logs the user in; an expired one logs out; no token means a guest. */
function* startSession() {
  const token = tokenStorage.read();
  if (!token) {
    yield put(sessionAbsent());
    return;
  }
  const now = yield* contextValue('now');
  if (isTokenExpired(token, now())) {
    yield put(loggedOut({ reason: sessionMessages.expired, wasSignedIn: false }));
    return;
  }
  yield put(tokenRestored(token));
  const api = yield* contextValue('api');
  const result: ApiOutcome<User> = yield call(fetchProfile, api);
  const session: SessionState = yield select(selectSession);
  // A 401 has already logged out through the client's session-expired hook.
  if (session.token !== token) return;
  if (result.ok) {
    yield put(signedIn({ token, user: result.data }));
  } else {
    yield put(loggedOut({ reason: sessionMessages.tokenLoginFailed, wasSignedIn: false }));
  }
}

function keepToken(action: ReturnType<typeof signedIn>) {
  tokenStorage.write(action.payload.token);
}

/** The member chose Logout: the server forgets the session, then the app does. */
function* logout() {
  const api = yield* contextValue('api');
  yield call(requestLogout, api);
  yield put(loggedOut({ wasSignedIn: true }));
}

/** Clears the token and saved state (the reducer clears the store), says why, and returns to /. */
function* afterLogout(action: ReturnType<typeof loggedOut>) {
  tokenStorage.clear();
  // The reducer emptied RTK Query's cache; this also ends its running calls and timers.
  yield put(appApi.util.resetApiState());
  const { reason, wasSignedIn } = action.payload;
  if (reason) {
    const id = reasonMessageIds[reason];
    const timing = yield* contextValue('timing');
    yield put(notify('warning', id ? { id } : { text: reason }, timing.authToastMs));
  }
  if (wasSignedIn) {
    const navigate = yield* contextValue('navigate');
    navigate('/', { replace: true });
  }
}

export function* sessionSaga() {
  yield takeLatest(sessionStarted.type, startSession);
  yield takeEvery(signedIn.type, keepToken);
  yield takeLatest(logoutRequested.type, logout);
  yield takeEvery(loggedOut.type, afterLogout);
}
