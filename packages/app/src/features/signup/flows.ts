import type { PublicServices } from '../../app/publicServices';
import { requestSignup } from './api';

export interface SignupValues {
  email: string;
  password: string;
  confirmPassword: string;
}

const VERIFY_EMAIL_NOTICE_PATH = '/verify/email';

const signupMessageIds: Record<string, string> = {
  'An account with this email already exist!': 'app.signup.toast.alreadyExists',
  'Please Conform Your Email': 'app.signup.toast.confirmEmail',
};

/** Sign-up: success 'Create New User Success' and the check-your-inbox notice; known conflicts say so. */
export async function signUp(services: PublicServices, values: SignupValues): Promise<void> {
  const { authToastMs } = services.timing;
  const result = await requestSignup(services.api, values);
  if (result.ok) {
    services.notify('success', { id: 'app.signup.toast.created' }, authToastMs);
    services.navigate(VERIFY_EMAIL_NOTICE_PATH);
  } else {
    const id = signupMessageIds[result.message] ?? 'app.signup.toast.failed';
    services.notify('error', { id }, authToastMs);
  }
}
