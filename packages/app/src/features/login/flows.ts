import type { PublicServices } from '../../app/publicServices';
import { HOME_PATH, landingFor, PROFILE_COMPLETION_PATH } from '../../app/guards/routeAccess';
import { PACKAGES_PATH } from '../packages/paths';
import { requestLogin, requestSocialLogin } from './api';

export interface LoginCredentials {
  email: string;
  password: string;
}

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
 * Login outcomes (§4, contract): 200 → /dashboard (or `redirectTo`, the page first asked for); 206 → token kept,
 * /packages; 418 → token kept, profile completion; 401 'Invalid Email ID or Password'; anything else a login
 * error toast. Auth toasts stay 6 s.
 */
export async function logIn(
  services: PublicServices,
  credentials: LoginCredentials,
  redirectTo?: string,
): Promise<void> {
  const { authToastMs } = services.timing;
  const outcome = await requestLogin(services.api, credentials);
  switch (outcome.kind) {
    case 'success':
      services.signIn({ token: outcome.token, user: outcome.user });
      services.navigate(landingFor(outcome.user.role ?? [], redirectTo), { replace: true });
      break;
    case 'packageNotSelected':
      services.signIn({ token: outcome.token, user: outcome.user });
      services.notify('error', messageFor(outcome.message), authToastMs);
      services.navigate(PACKAGES_PATH, { replace: true });
      break;
    case 'profileIncomplete':
      services.signIn({ token: outcome.token, user: outcome.user });
      services.notify('warning', messageFor(outcome.message), authToastMs);
      services.navigate(PROFILE_COMPLETION_PATH, { replace: true });
      break;
    case 'rateLimited':
      services.notify(
        'error',
        { id: 'app.login.toast.tooManyAttempts', values: { minutes: outcome.minutes } },
        authToastMs,
      );
      break;
    case 'failed':
      services.notify('error', messageFor(outcome.message), authToastMs);
      break;
  }
}

/**
 * Google sign-in: the server verifies the ID token and answers with the member. First time: 'Success! You are
 * registered.'; either way the member is stored and goes to /dashboard (the guard sends an incomplete
 * profile on to completion).
 */
export async function socialLogIn(services: PublicServices, idToken: string): Promise<void> {
  const { authToastMs } = services.timing;
  const outcome = await requestSocialLogin(services.api, idToken);
  if (outcome.kind === 'success') {
    services.signIn({ token: outcome.token, user: outcome.user });
    if (outcome.registered) services.notify('success', { id: 'app.login.toast.registered' }, authToastMs);
    services.navigate(HOME_PATH, { replace: true });
  } else {
    services.notify('error', { id: 'app.login.toast.socialFailed' }, authToastMs);
  }
}
