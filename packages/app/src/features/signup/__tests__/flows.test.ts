import { describe, expect, it } from 'vitest';
import { fail, ok } from '@wellness/api/testing';
import { startHarness, type HarnessOptions } from '../../../test/sagaHarness';
import { signUp as signUpFlow } from '../flows';

const values = { email: 'new@example.com', password: 'Secret#123', confirmPassword: 'Secret#123' };

async function signUp(routes: HarnessOptions['routes']) {
  const run = startHarness(function* idle() {}, { routes });
  await signUpFlow(run.publicServices, values);
  return run;
}

describe('sign-up', () => {
  it("sends e-mail and both passwords; success says 'Create New User Success' and opens the inbox notice", async () => {
    const run = await signUp({ 'POST /user/create': ok(null, 'Create New User Success', 201) });
    expect(run.fetch.callsTo('POST /user/create')[0]?.body).toEqual(values);
    expect(run.toasts()).toEqual([
      { kind: 'success', message: 'app.signup.toast.created', durationMs: 6000 },
    ]);
    expect(run.navigations).toEqual(['/verify/email']);
  });

  it('an existing verified account: the spec message, no navigation', async () => {
    const run = await signUp({
      'POST /user/create': fail(409, 'An account with this email already exist!', 'ACCOUNT_EXISTS'),
    });
    expect(run.toasts()).toEqual([
      { kind: 'error', message: 'app.signup.toast.alreadyExists', durationMs: 6000 },
    ]);
    expect(run.navigations).toEqual([]);
  });

  it("an account waiting for confirmation: 'Please Conform Your Email'", async () => {
    const run = await signUp({
      'POST /user/create': fail(409, 'Please Conform Your Email', 'EMAIL_NOT_CONFIRMED'),
    });
    expect(run.toasts()).toEqual([
      { kind: 'error', message: 'app.signup.toast.confirmEmail', durationMs: 6000 },
    ]);
  });

  it('anything else: a generic sign-up error', async () => {
    const run = await signUp({ 'POST /user/create': fail(500, 'Internal error', 'INTERNAL') });
    expect(run.toasts()).toEqual([{ kind: 'error', message: 'app.signup.toast.failed', durationMs: 6000 }]);
  });
});
