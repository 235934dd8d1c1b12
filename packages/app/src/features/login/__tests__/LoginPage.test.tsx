import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import {
  aLoginData,
  aUser,
  createFakeFetch,
  fail,
  ok,
  TEST_BASE_URL,
  type FakeRoutes,
} from '@wellness/api/testing';
import { App, startApp } from '../../../app/App';
import { routes } from '../../../app/routes';
import { timing } from '../../../config/timing';

const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36';

const desktop = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36';

async function openLoginOn(userAgent: string, fakeRoutes: FakeRoutes = {}) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  const fetch = createFakeFetch(fakeRoutes, TEST_BASE_URL);
  const router = createMemoryRouter(routes, { initialEntries: ['/login'] });
  const app = startApp({ baseUrl: TEST_BASE_URL, fetch, router });
  render(<App store={app.store} router={app.router} />);
  await screen.findByRole('heading', { level: 1, name: 'Login' });
  return { assign, fetch, router };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const mobileApp = {
  url: 'wellnesscommunity://open',
  appStoreUrl: 'https://apps.apple.com/app/id6450000000',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=org.wellness.community',
};
const withApp: FakeRoutes = { 'GET /config': ok({ googleClientId: null, mobileApp }) };
const withoutApp: FakeRoutes = { 'GET /config': ok({ googleClientId: null, mobileApp: null }) };

describe('Login with App on phones and tablets of a deployment with a companion app (§1, §2, §9)', () => {
  it('opens the companion app before anything is typed, then its store page after 1.5 s', async () => {
    const { assign, fetch } = await openLoginOn(android, withApp);
    const button = await screen.findByRole('button', { name: 'Login with App' });
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Continue in the browser' })).toBeTruthy();

    vi.useFakeTimers();
    fireEvent.click(button);
    expect(assign.mock.calls).toEqual([[mobileApp.url]]);
    vi.advanceTimersByTime(timing.companionAppFallbackMs - 1);
    expect(assign).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(assign.mock.calls.at(-1)).toEqual([mobileApp.playStoreUrl]);
    // The web login is not what signs a phone in.
    expect(fetch.callsTo('POST /user/login')).toEqual([]);
  });

  it('a second tap restarts the wait instead of opening the store twice', async () => {
    const { assign } = await openLoginOn(android, withApp);
    const button = await screen.findByRole('button', { name: 'Login with App' });
    vi.useFakeTimers();
    fireEvent.click(button);
    vi.advanceTimersByTime(timing.companionAppFallbackMs / 2);
    fireEvent.click(button);
    vi.advanceTimersByTime(timing.companionAppFallbackMs);
    expect(assign.mock.calls).toEqual([[mobileApp.url], [mobileApp.url], [mobileApp.playStoreUrl]]);
  });

  it("'Continue in the browser' gives the web form, and the member signs in on the web", async () => {
    const { assign, fetch, router } = await openLoginOn(android, {
      ...withApp,
      'POST /user/login': ok(aLoginData(), 'Login successful'),
      'POST /user/profile/view': ok(aUser()),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue in the browser' }));
    expect(screen.queryByRole('button', { name: 'Login with App' })).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'member@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Secret#123' } });
    const login = screen.getByRole('button', { name: 'Login' });
    await waitFor(() => expect(login.hasAttribute('disabled')).toBe(false));
    fireEvent.click(login);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(fetch.callsTo('POST /user/login')).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('Login on a phone of a deployment without a companion app', () => {
  it.each([
    ['says it has none', withoutApp],
    ['cannot be asked', { 'GET /config': fail(503, 'Service Unavailable', 'UNAVAILABLE') }],
  ])('signs in on the web like a computer when the server %s', async (_, fakeRoutes) => {
    const { assign, fetch } = await openLoginOn(android, fakeRoutes);
    await waitFor(() => expect(fetch.callsTo('GET /config')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Login with App' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue in the browser' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByLabelText(/^Email/)).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('Login on a computer', () => {
  it('keeps the web Login, disabled until the form is valid, even where a companion app exists', async () => {
    const { assign, fetch } = await openLoginOn(desktop, withApp);
    await waitFor(() => expect(fetch.callsTo('GET /config')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Login with App' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' }).hasAttribute('disabled')).toBe(true);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('Login on a desktop', () => {
  it('stays usable after a wrong password, so the member can try again', async () => {
    const { fetch, router } = await openLoginOn(desktop, {
      'POST /user/login': [fail(400, 'Invalid Email ID or Password'), ok(aLoginData(), 'Login successful')],
      'POST /user/profile/view': ok(aUser()),
    });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'member@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Wrong#Pass1' } });
    const login = screen.getByRole('button', { name: 'Login' });
    await waitFor(() => expect(login.hasAttribute('disabled')).toBe(false));
    fireEvent.click(login);
    expect(await screen.findByText('Invalid Email ID or Password')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Login' }).hasAttribute('disabled')).toBe(false),
    );

    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Secret#123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(fetch.callsTo('POST /user/login').map((call) => call.body)).toEqual([
      { email: 'member@example.com', password: 'Wrong#Pass1' },
      { email: 'member@example.com', password: 'Secret#123' },
    ]);
  });
});

describe('Google sign-in (§2): shown when the server says it is configured', () => {
  it('shows the OR divider and the Google button on /login and /Signup when GET /config names a client id', async () => {
    const fetch = createFakeFetch(
      { 'GET /config': ok({ googleClientId: 'runtime-client.apps.googleusercontent.com', mobileApp: null }) },
      TEST_BASE_URL,
    );
    const router = createMemoryRouter(routes, { initialEntries: ['/login'] });
    const app = startApp({ baseUrl: TEST_BASE_URL, fetch, router });
    render(<App store={app.store} router={app.router} />);
    expect(await screen.findByRole('button', { name: /Google/ })).toBeTruthy();
    expect(screen.getByText('OR')).toBeTruthy();
    await router.navigate('/Signup');
    expect(await screen.findByText('We are keen to know about you.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Google/ })).toBeTruthy();
    // One read of the configuration serves both pages.
    expect(fetch.callsTo('GET /config')).toHaveLength(1);
  });

  it('shows neither when the server has no Google sign-in (or cannot be asked)', async () => {
    for (const reply of [
      ok({ googleClientId: null, mobileApp: null }),
      fail(503, 'Service Unavailable', 'UNAVAILABLE'),
    ]) {
      const fetch = createFakeFetch({ 'GET /config': reply }, TEST_BASE_URL);
      const router = createMemoryRouter(routes, { initialEntries: ['/login'] });
      const app = startApp({ baseUrl: TEST_BASE_URL, fetch, router });
      const view = render(<App store={app.store} router={app.router} />);
      await screen.findByRole('heading', { level: 1, name: 'Login' });
      await waitFor(() => expect(fetch.callsTo('GET /config')).toHaveLength(1));
      expect(screen.queryByRole('button', { name: /Google/ })).toBeNull();
      expect(screen.queryByText('OR')).toBeNull();
      view.unmount();
    }
  });
});
