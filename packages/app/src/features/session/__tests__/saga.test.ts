import { beforeEach, describe, expect, it } from 'vitest';
import { aUser, fail, ok } from '@wellness/api/testing';
import { startHarness } from '../../../test/sagaHarness';
import { makeToken } from '../../../test/tokens';
import { loggedOut, logoutRequested, sessionStarted, signedIn } from '../slice';
import { sessionSaga } from '../saga';
import { TOKEN_STORAGE_KEY } from '../tokenStorage';
import { fetchProfile } from '../api';

const now = Date.UTC(2026, 10, 23, 12);
const valid = makeToken(now / 1000 + 3600);
const expired = makeToken(now / 1000 - 60);
const member = { status: 'signedIn' as const, token: valid, user: aUser() };

describe('session at start-up (§4)', () => {
  beforeEach(() => localStorage.clear());

  it('logs the user in with an unexpired stored token, reading the profile with it', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, valid);
    const run = startHarness(sessionSaga, {
      now,
      routes: { 'POST /user/profile/view': ok(aUser({ name: 'Dana Lee' })) },
    });
    run.dispatch(sessionStarted());
    await run.until(() => run.state.session.status !== 'checking');
    expect(run.state.session).toMatchObject({ status: 'signedIn', token: valid, user: { name: 'Dana Lee' } });
    expect(run.fetch.callsTo('POST /user/profile/view')[0]?.headers.get('Authorization')).toBe(
      `Bearer ${valid}`,
    );
    expect(run.toasts()).toEqual([]);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(valid);
    run.stop();
  });

  it("logs out an expired token without calling the server ('access_token expired')", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, expired);
    const run = startHarness(sessionSaga, { now });
    run.dispatch(sessionStarted());
    await run.until(() => run.toasts().length > 0);
    expect(run.fetch.calls).toEqual([]);
    expect(run.state.session).toEqual({ status: 'guest', token: null, user: null });
    expect(run.actions).toContainEqual(loggedOut({ reason: 'access_token expired', wasSignedIn: false }));
    expect(run.toasts()).toEqual([
      { kind: 'warning', message: 'app.session.toast.expired', durationMs: 6000 },
    ]);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    // A visitor is not moved: the guards send them where they may go.
    expect(run.navigations).toEqual([]);
    run.stop();
  });

  it('treats no token as a guest', async () => {
    const run = startHarness(sessionSaga, { now });
    run.dispatch(sessionStarted());
    await run.until(() => run.state.session.status !== 'checking');
    expect(run.state.session).toEqual({ status: 'guest', token: null, user: null });
    expect(run.fetch.calls).toEqual([]);
    expect(run.toasts()).toEqual([]);
    run.stop();
  });

  it("logs out with 'Failed to login with token.' when the profile cannot be read", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, valid);
    const run = startHarness(sessionSaga, {
      now,
      routes: { 'POST /user/profile/view': fail(500, 'Oops', 'INTERNAL') },
    });
    run.dispatch(sessionStarted());
    await run.until(() => run.toasts().length > 0);
    expect(run.state.session.status).toBe('guest');
    expect(run.toasts()).toEqual([
      { kind: 'warning', message: 'app.session.toast.tokenLoginFailed', durationMs: 6000 },
    ]);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    run.stop();
  });

  it("logs out once, with 'Invalid access_token', when the server rejects the stored token", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, valid);
    const run = startHarness(sessionSaga, {
      now,
      routes: { 'POST /user/profile/view': fail(401, 'Invalid access_token', 'UNAUTHENTICATED') },
    });
    run.dispatch(sessionStarted());
    await run.until(() => run.toasts().length > 0);
    expect(run.state.session.status).toBe('guest');
    expect(run.actions.filter((action) => loggedOut.match(action))).toEqual([
      loggedOut({ reason: 'Invalid access_token', wasSignedIn: false }),
    ]);
    expect(run.toasts()).toEqual([
      { kind: 'warning', message: 'app.session.toast.invalid', durationMs: 6000 },
    ]);
    run.stop();
  });
});

describe('a session that ends', () => {
  beforeEach(() => localStorage.clear());

  it("a 401 on a member's call logs out ('Invalid access_token'), clears token and store, returns to /", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, valid);
    const run = startHarness(sessionSaga, {
      state: { session: member },
      routes: { 'POST /user/profile/view': fail(401, 'Invalid access_token', 'UNAUTHENTICATED') },
    });
    const result = await fetchProfile(run.api);
    expect(result.ok).toBe(false);
    await run.until(() => run.navigations.length > 0);
    expect(run.state.session).toEqual({ status: 'guest', token: null, user: null });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(run.toasts()).toEqual([
      { kind: 'warning', message: 'app.session.toast.invalid', durationMs: 6000 },
    ]);
    expect(run.navigations).toEqual(['/']);
    run.stop();
  });

  it('Logout ends the session on the server, clears token, saved state and store, and returns to /', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, valid);
    localStorage.setItem('wellness.session.redirect', '/profile');
    const run = startHarness(sessionSaga, {
      state: { session: member },
      routes: { 'POST /user/logout': ok(null, 'Logged out') },
    });
    run.dispatch(logoutRequested());
    await run.until(() => run.navigations.length > 0);
    expect(run.fetch.callsTo('POST /user/logout')[0]?.headers.get('Authorization')).toBe(`Bearer ${valid}`);
    expect(run.state.session).toEqual({ status: 'guest', token: null, user: null });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem('wellness.session.redirect')).toBeNull();
    expect(run.navigations).toEqual(['/']);
    expect(run.toasts()).toEqual([]);
    run.stop();
  });

  it('stores the token of a new session', async () => {
    const run = startHarness(sessionSaga, {});
    run.dispatch(signedIn({ token: valid, user: aUser() }));
    expect(run.state.session.status).toBe('signedIn');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(valid);
    run.stop();
  });
});
