import { call, put, takeLatest } from 'redux-saga/effects';
import { contextValue } from '../../app/sagaContext';
import { HOME_PATH, landingFor, PROFILE_COMPLETION_PATH } from '../../app/guards/routeAccess';
import { notify } from '../notifications/slice';
import { PACKAGES_PATH } from '../packages/paths';
import { signedIn } from '../session/slice';
import { requestLogin, requestSocialLogin, type LoginOutcome, type SocialLoginOutcome } from './api';
import { loginFinished, loginRequested, socialLoginRequested } from './slice';

/** Known server messages and the catalog ids that say them (English is the spec's wording). */
const loginMessageIds: Record<string, string> = {
  'Invalid Email ID or Password': 'app.login.toast.invalidCredentials',
  'Please Conform Your Email': 'app.login.toast.emailNotConfirmed',
  'Error! You have not selected any package.': 'app.login.toast.packageNotSelected',
  'Error! You have not completed your registration details.': 'app.login.toast.profileIncomplete',
};

function messageFor(message: string | undefined) {
  const id = message ? loginMessageIds[message] : undefined;
  return id ? { id } : { id: 'app.login.toast.failed' };
}

/**
 * Login outcomes (§4, contract): 200 → /dashboard (or the page first asked for); 206 → token kept, /packages;
 * 418 → token kept, profile completion; 401 'Invalid Email ID or Password'; anything else a login error toast.
 * Auth toasts stay 6 s.
 */
export function* login(action: ReturnType<typeof loginRequested>) {
  const { email, password, redirectTo } = action.payload;
  const api = yield* contextValue('api');
  const navigate = yield* contextValue('navigate');
  const timing = yield* contextValue('timing');
  const outcome: LoginOutcome = yield call(requestLogin, api, { email, password });
  switch (outcome.kind) {
    case 'success':
      yield put(signedIn({ token: outcome.token, user: outcome.user }));
      navigate(landingFor(outcome.user.role ?? [], redirectTo), { replace: true });
      break;
    case 'packageNotSelected':
      yield put(signedIn({ token: outcome.token, user: outcome.user }));
      yield put(notify('error', messageFor(outcome.message), timing.authToastMs));
      navigate(PACKAGES_PATH, { replace: true });
      break;
    case 'profileIncomplete':
      yield put(signedIn({ token: outcome.token, user: outcome.user }));
      yield put(notify('warning', messageFor(outcome.message), timing.authToastMs));
      navigate(PROFILE_COMPLETION_PATH, { replace: true });
      break;
    case 'failed':
      yield put(notify('error', messageFor(outcome.message), timing.authToastMs));
      break;
  }
  yield put(loginFinished());
}

/**
 * Google sign-in: the server verifies the ID token and answers with the member. First time: 'Success! You are
 * registered.'; either way the member is stored and goes to /dashboard (the guard sends an incomplete
 * profile on to completion).
 */
export function* socialLogin(action: ReturnType<typeof socialLoginRequested>) {
  const api = yield* contextValue('api');
  const navigate = yield* contextValue('navigate');
  const timing = yield* contextValue('timing');
  const outcome: SocialLoginOutcome = yield call(requestSocialLogin, api, action.payload.idToken);
  if (outcome.kind === 'success') {
    yield put(signedIn({ token: outcome.token, user: outcome.user }));
    if (outcome.registered)
      yield put(notify('success', { id: 'app.login.toast.registered' }, timing.authToastMs));
    navigate(HOME_PATH, { replace: true });
  } else {
    yield put(notify('error', { id: 'app.login.toast.socialFailed' }, timing.authToastMs));
  }
  yield put(loginFinished());
}

export function* loginSaga() {
  yield takeLatest(loginRequested.type, login);
  yield takeLatest(socialLoginRequested.type, socialLogin);
}
