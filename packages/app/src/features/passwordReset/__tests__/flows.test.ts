import { describe, expect, it } from 'vitest';
import { fail, ok } from '@wellness/api/testing';
import { startHarness, type HarnessOptions } from '../../../test/sagaHarness';
import { resetPassword, sendResetLink } from '../flows';

async function forgot(routes: HarnessOptions['routes']) {
  const run = startHarness(function* idle() {}, { routes });
  const linkSent = await sendResetLink(run.publicServices, 'member@example.com');
  return { ...run, linkSent };
}

const resetValues = { newPassword: 'Fresh#4567', confirmPassword: 'Fresh#4567', token: 'reset-token' };

async function reset(routes: HarnessOptions['routes']) {
  const run = startHarness(function* idle() {}, { routes });
  const resetDone = await resetPassword(run.publicServices, resetValues);
  return { ...run, resetDone };
}

describe('forgot password', () => {
  it('success: the link was sent and the form stays disabled', async () => {
    const run = await forgot({
      'POST /user/forgotPassword': ok(null, 'A verification link has been sent to your account'),
    });
    expect(run.fetch.callsTo('POST /user/forgotPassword')[0]?.body).toEqual({ email: 'member@example.com' });
    expect(run.linkSent).toBe(true);
    expect(run.toasts()).toEqual([
      { kind: 'success', message: 'app.passwordReset.toast.linkSent', durationMs: 6000 },
    ]);
  });

  it('an unknown e-mail: the spec message and the form stays usable', async () => {
    const run = await forgot({
      'POST /user/forgotPassword': fail(
        404,
        'Account with this Email does not exist. Please create an account first',
        'ACCOUNT_NOT_FOUND',
      ),
    });
    expect(run.linkSent).toBe(false);
    expect(run.toasts()).toEqual([
      { kind: 'error', message: 'app.passwordReset.toast.accountNotFound', durationMs: 6000 },
    ]);
  });
});

describe('reset password', () => {
  it('success: the success state (image and Login) is shown', async () => {
    const run = await reset({ 'POST /user/reset': ok(null, 'Password Reset Successful') });
    expect(run.fetch.callsTo('POST /user/reset')[0]?.body).toEqual(resetValues);
    expect(run.resetDone).toBe(true);
    expect(run.toasts()).toEqual([
      { kind: 'success', message: 'app.passwordReset.toast.resetDone', durationMs: 6000 },
    ]);
    expect(run.navigations).toEqual([]);
  });

  it("a bad or used link: 'Session Expired! Please Retry Again' and back to /forgetPassword", async () => {
    const run = await reset({
      'POST /user/reset': fail(400, 'Session Expired! Please Retry Again', 'RESET_TOKEN_INVALID'),
    });
    expect(run.resetDone).toBe(false);
    expect(run.toasts()).toEqual([
      { kind: 'error', message: 'app.passwordReset.toast.sessionExpired', durationMs: 6000 },
    ]);
    expect(run.navigations).toEqual(['/forgetPassword']);
  });
});
