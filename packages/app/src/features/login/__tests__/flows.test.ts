import { beforeEach, describe, expect, it } from 'vitest';
import { aLoginData, aUser, fail, networkError, ok, rawResponse } from '@wellness/api/testing';
import { startHarness } from '../../../test/sagaHarness';
import { logIn, socialLogIn } from '../flows';
import { sessionSaga } from '../../session/saga';
import { TOKEN_STORAGE_KEY } from '../../session/tokenStorage';

const credentials = { email: 'member@example.com', password: 'Secret#123' };

async function login(routes: Parameters<typeof startHarness>[1]['routes'], redirectTo?: string) {
  // The session saga as in the full app: it keeps the token of a sign-in.
  const run = startHarness(sessionSaga, {
    routes,
    state: { session: { status: 'guest', token: null, user: null } },
  });
  await logIn(run.publicServices, credentials, redirectTo);
  run.stop();
  return run;
}

describe('login outcomes (§4, contract)', () => {
  beforeEach(() => localStorage.clear());

  it('200: stores the token and the member, goes to /dashboard', async () => {
    const run = await login({ 'POST /user/login': ok(aLoginData({}, 'token-200'), 'Login successful') });
    expect(run.fetch.callsTo('POST /user/login')[0]?.body).toEqual(credentials);
    expect(run.state.session).toMatchObject({ status: 'signedIn', token: 'token-200' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('token-200');
    expect(run.navigations).toEqual(['/dashboard']);
    expect(run.toasts()).toEqual([]);
  });

  it('200 after the member guard sent the visitor here: back to the page first asked for', async () => {
    const run = await login({ 'POST /user/login': ok(aLoginData(), 'Login successful') }, '/changePassword');
    expect(run.navigations).toEqual(['/changePassword']);
  });

  it("206: keeps the token, says 'Error! You have not selected any package.' and goes to /packages", async () => {
    const run = await login({
      'POST /user/login': ok(
        aLoginData({ package: null }, 'token-206'),
        'Error! You have not selected any package.',
        206,
      ),
    });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('token-206');
    expect(run.state.session.token).toBe('token-206');
    expect(run.navigations).toEqual(['/packages']);
    expect(run.toasts()).toEqual([
      { kind: 'error', message: 'app.login.toast.packageNotSelected', durationMs: 6000 },
    ]);
  });

  it('418: keeps the token and goes to profile completion', async () => {
    const run = await login({
      'POST /user/login': fail(
        418,
        'Error! You have not completed your registration details.',
        'PROFILE_INCOMPLETE',
        {
          data: aLoginData({ profileCompleted: false, name: null, package: null }, 'token-418'),
        },
      ),
    });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('token-418');
    expect(run.state.session).toMatchObject({ status: 'signedIn', user: { profileCompleted: false } });
    expect(run.navigations).toEqual(['/profileUpdate']);
    expect(run.toasts()).toEqual([
      { kind: 'warning', message: 'app.login.toast.profileIncomplete', durationMs: 6000 },
    ]);
  });

  it("401: 'Invalid Email ID or Password' for 6 s, stays signed out and does not count as a session expiry", async () => {
    const run = await login({
      'POST /user/login': fail(401, 'Invalid Email ID or Password', 'INVALID_CREDENTIALS'),
    });
    expect(run.state.session).toEqual({ status: 'guest', token: null, user: null });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(run.navigations).toEqual([]);
    expect(run.toasts()).toEqual([
      { kind: 'error', message: 'app.login.toast.invalidCredentials', durationMs: 6000 },
    ]);
  });

  it("403: 'Please Conform Your Email'", async () => {
    const run = await login({
      'POST /user/login': fail(403, 'Please Conform Your Email', 'EMAIL_NOT_CONFIRMED'),
    });
    expect(run.toasts()).toEqual([
      { kind: 'error', message: 'app.login.toast.emailNotConfirmed', durationMs: 6000 },
    ]);
    expect(run.state.session.status).toBe('guest');
  });

  it('429: too many attempts, and the minutes to wait from the Retry-After header (not the English message)', async () => {
    const refusal = {
      status: 429,
      message: 'Too many failed sign-in attempts for this account. Please try again in 10 minutes.',
      data: null,
      error: { code: 'RATE_LIMITED' },
    };
    const run = await login({
      'POST /user/login': rawResponse(
        () =>
          new Response(JSON.stringify(refusal), {
            status: 429,
            headers: { 'Content-Type': 'application/json', 'Retry-After': '540' },
          }),
      ),
    });
    expect(run.toasts()).toEqual([
      { kind: 'error', message: 'app.login.toast.tooManyAttempts', durationMs: 6000 },
    ]);
    expect(run.state.notifications.queue[0]?.message).toEqual({
      id: 'app.login.toast.tooManyAttempts',
      values: { minutes: 9 },
    });
    expect(run.state.session.status).toBe('guest');
  });

  it('other failures: the generic login error toast', async () => {
    const run = await login({ 'POST /user/login': networkError() });
    expect(run.toasts()).toEqual([{ kind: 'error', message: 'app.login.toast.failed', durationMs: 6000 }]);
  });
});

describe('Google sign-in', () => {
  beforeEach(() => localStorage.clear());

  async function social(routes: Parameters<typeof startHarness>[1]['routes']) {
    const run = startHarness(sessionSaga, {
      routes,
      state: { session: { status: 'guest', token: null, user: null } },
    });
    await socialLogIn(run.publicServices, 'google-id-token');
    run.stop();
    return run;
  }

  it('sends only the ID token; a first sign-in says it registered and goes to /dashboard', async () => {
    const run = await social({
      'POST /user/login/social': ok(
        { token: 'token-g', userData: aUser() },
        'Success! You are registered.',
        201,
      ),
    });
    expect(run.fetch.callsTo('POST /user/login/social')[0]?.body).toEqual({
      provider: 'google',
      idToken: 'google-id-token',
    });
    expect(run.state.session).toMatchObject({ status: 'signedIn', token: 'token-g' });
    expect(run.toasts()).toEqual([
      { kind: 'success', message: 'app.login.toast.registered', durationMs: 6000 },
    ]);
    expect(run.navigations).toEqual(['/dashboard']);
  });

  it('a returning member goes to /dashboard without a registration message', async () => {
    const run = await social({
      'POST /user/login/social': ok({ token: 'token-g', userData: aUser() }, 'Login successful'),
    });
    expect(run.toasts()).toEqual([]);
    expect(run.navigations).toEqual(['/dashboard']);
  });

  it('a token the server cannot verify leaves the visitor signed out', async () => {
    const run = await social({
      'POST /user/login/social': fail(
        401,
        'Error! Unable to verify your Google sign-in.',
        'INVALID_ID_TOKEN',
      ),
    });
    expect(run.state.session.status).toBe('guest');
    expect(run.toasts()).toEqual([
      { kind: 'error', message: 'app.login.toast.socialFailed', durationMs: 6000 },
    ]);
    expect(run.navigations).toEqual([]);
  });
});
