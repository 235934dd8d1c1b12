import type { PublicServices } from '../../app/publicServices';
import { requestVerification } from './api';

/** The three outcomes of §2/§8, plus the moment before the answer. */
export type VerificationOutcome = 'verifying' | 'completed' | 'alreadyVerified' | 'expired';

/** The verification link's placeholder token: opening it runs no verification (§4). */
export const PLACEHOLDER_TOKEN = ':token';

const ALREADY_VERIFIED = 'Error! Unable to create user';

/**
 * Email verification (§8): success → 'Email Verification completed'; 'Error! Unable to create user' → toast
 * 'Email Already Verified go to Login page' and the Already Verified screen; anything else ('Error! Something
 * went wrong.') → toast 'Something went wrong.' and the Link Expired screen.
 */
export async function verifyEmail(
  services: PublicServices,
  token: string,
): Promise<Exclude<VerificationOutcome, 'verifying'>> {
  const { toastMs } = services.timing;
  const result = await requestVerification(services.api, token);
  if (result.ok) {
    services.notify('success', { id: 'app.verifyEmail.toast.confirmed' }, toastMs);
    return 'completed';
  }
  if (result.message === ALREADY_VERIFIED) {
    services.notify('info', { id: 'app.verifyEmail.toast.alreadyVerified' }, toastMs);
    return 'alreadyVerified';
  }
  services.notify('error', { id: 'app.verifyEmail.toast.failed' }, toastMs);
  return 'expired';
}

type Outcome = Exclude<VerificationOutcome, 'verifying'>;

/** Each client's last token and its verification. */
const lastVerified = new WeakMap<PublicServices['api'], { token: string; outcome: Promise<Outcome> }>();

/**
 * A verification token works once: a second request for the same token (the page mounted again) would only
 * answer 'already verified', so the last token's verification is kept and opening it again shows its outcome.
 */
export function verifyEmailOnce(services: PublicServices, token: string): Promise<Outcome> {
  let last = lastVerified.get(services.api);
  if (last?.token !== token) {
    last = { token, outcome: verifyEmail(services, token) };
    lastVerified.set(services.api, last);
  }
  return last.outcome;
}
