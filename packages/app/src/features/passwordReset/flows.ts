import type { PublicServices } from '../../app/publicServices';
import { requestPasswordReset, requestResetLink } from './api';

export interface ResetPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

const FORGOT_PASSWORD_PATH = '/forgetPassword';

/**
 * Forgot password: success says the link was sent (and the page keeps its form disabled); an unknown e-mail says
 * so. Resolves to whether the link was sent.
 */
export async function sendResetLink(services: PublicServices, email: string): Promise<boolean> {
  const { authToastMs } = services.timing;
  const result = await requestResetLink(services.api, email);
  if (result.ok) {
    services.notify('success', { id: 'app.passwordReset.toast.linkSent' }, authToastMs);
  } else {
    const id =
      result.status === 404 ? 'app.passwordReset.toast.accountNotFound' : 'app.passwordReset.toast.failed';
    services.notify('error', { id }, authToastMs);
  }
  return result.ok;
}

/**
 * Reset: resolves true once the new password is saved (the page shows its success state); a failure ('Session
 * Expired! Please Retry Again') goes to /forgetPassword.
 */
export async function resetPassword(
  services: PublicServices,
  values: ResetPasswordValues & { token: string },
): Promise<boolean> {
  const { authToastMs } = services.timing;
  const result = await requestPasswordReset(services.api, values);
  if (result.ok) {
    services.notify('success', { id: 'app.passwordReset.toast.resetDone' }, authToastMs);
  } else {
    const id =
      result.status === 400 && result.code !== 'VALIDATION_FAILED'
        ? 'app.passwordReset.toast.sessionExpired'
        : 'app.passwordReset.toast.failed';
    services.notify('error', { id }, authToastMs);
    services.navigate(FORGOT_PASSWORD_PATH, { replace: true });
  }
  return result.ok;
}
