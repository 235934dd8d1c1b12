import { describe, expect, it } from 'vitest';
import { aUser, fail, ok } from '@wellness/api/testing';
import { startHarness, type HarnessOptions } from '../../../test/sagaHarness';
import { changePasswordSaga } from '../saga';
import { changePasswordRequested } from '../slice';

const values = { oldPassword: 'Secret#123', newPassword: 'Fresh#4567', confirmPassword: 'Fresh#4567' };
const member = { status: 'signedIn' as const, token: 'member-token', user: aUser() };

async function change(routes: HarnessOptions['routes']) {
  const run = startHarness(changePasswordSaga, { routes, state: { session: member } });
  run.dispatch(changePasswordRequested(values));
  await run.until(() => !run.state.changePassword.busy);
  run.stop();
  return run;
}

describe('change password', () => {
  it("says 'Your Password Is Changing', then success (6 s) and /dashboard", async () => {
    const run = await change({
      'PATCH /user/password/change': ok(null, 'Your Password Updated Successfully'),
    });
    const call = run.fetch.callsTo('PATCH /user/password/change')[0];
    expect(call?.body).toEqual(values);
    expect(call?.headers.get('Authorization')).toBe('Bearer member-token');
    expect(run.toasts()).toEqual([
      { kind: 'info', message: 'app.changePassword.toast.changing', durationMs: 3000 },
      { kind: 'success', message: 'app.changePassword.toast.changed', durationMs: 6000 },
    ]);
    expect(run.navigations).toEqual(['/dashboard']);
    expect(run.state.session.status).toBe('signedIn');
  });

  it("a wrong old password: 'Invalid Old Password. Please Try Again' for 6 s, stays on the page", async () => {
    const run = await change({
      'PATCH /user/password/change': fail(400, 'Error! The Old Password is invalid!', 'OLD_PASSWORD_INVALID'),
    });
    expect(run.toasts()[1]).toEqual({
      kind: 'error',
      message: 'app.changePassword.toast.oldPasswordInvalid',
      durationMs: 6000,
    });
    expect(run.navigations).toEqual([]);
  });
});
