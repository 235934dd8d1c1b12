import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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
import { App, startApp } from '../App';
import { routes } from '../routes';
import { makeToken } from '../../test/tokens';
import { TOKEN_STORAGE_KEY } from '../../features/session/tokenStorage';
import { SETTINGS_STORAGE_KEY, localeChanged } from '../../features/settings/slice';

const validToken = makeToken(Date.now() / 1000 + 3600);

function open(path: string, fakeRoutes: FakeRoutes = {}) {
  const fetch = createFakeFetch(fakeRoutes, TEST_BASE_URL);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const app = startApp({ baseUrl: TEST_BASE_URL, fetch, router });
  render(<App store={app.store} router={app.router} />);
  return { ...app, fetch };
}

afterEach(() => {
  localStorage.clear();
});

describe('the app end to end (fake server)', () => {
  it('sends a visitor from / to the login page', async () => {
    const { router } = open('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByLabelText(/^Email/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot Password' }).getAttribute('href')).toBe(
      '/forgetPassword',
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/Signup');
  });

  it('lets a member with a stored token in, straight to the dashboard inside the shell', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, validToken);
    const { router } = open('/', { 'POST /user/profile/view': ok(aUser({ name: 'Dana Lee' })) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Dana!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Wellness Community. All rights reserved.`),
    ).toBeTruthy();
  });

  it('sends a member who opens /login to /dashboard', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, validToken);
    const { router } = open('/login', { 'POST /user/profile/view': ok(aUser()) });
    await screen.findByRole('heading', { level: 1, name: /Welcome/ });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('after login, returns a visitor to the page first asked for', async () => {
    const { router, fetch } = open('/changePassword', {
      'POST /user/login': ok(aLoginData(), 'Login successful'),
    });
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(router.state.location.pathname).toBe('/login');
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'member@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Secret#123' } });
    const login = screen.getByRole('button', { name: 'Login' });
    await waitFor(() => expect(login.hasAttribute('disabled')).toBe(false));
    fireEvent.click(login);
    expect(await screen.findByRole('heading', { level: 1, name: 'Change Password' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/changePassword');
    expect(fetch.callsTo('POST /user/login')[0]?.body).toEqual({
      email: 'member@example.com',
      password: 'Secret#123',
    });
  });

  it('logs out on a 401 and returns to the login page', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, validToken);
    const { router, store, fetch } = open('/faq', {
      'POST /user/profile/view': ok(aUser()),
      'GET /user/faq/list': fail(401, 'Invalid access_token', 'UNAUTHENTICATED'),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(store.getState().session.status).toBe('guest');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(await screen.findByText('Invalid access_token')).toBeTruthy();
    expect(fetch.callsTo('GET /user/faq/list')).toHaveLength(1);
  });

  it('shows the not-found page for an unknown address', async () => {
    open('/wsg/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('links Contact us and Privacy Policy to the in-app pages and searches transactions in Turkish', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, validToken);
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ locale: 'tr', fontScale: 1, colorScheme: 'light' }),
    );
    open('/transaction/history', {
      'POST /user/profile/view': ok(aUser({ name: 'Dana Lee' })),
      'GET /user/payment/list': ok([]),
    });
    expect(await screen.findByPlaceholderText('İşlemlerde ara')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Ana gezinme' });
    expect(
      within(nav)
        .getByRole('link', { name: /^Bize Ulaşın/ })
        .getAttribute('href'),
    ).toBe('/contact');
    expect(
      within(nav)
        .getByRole('link', { name: /^Gizlilik Politikası/ })
        .getAttribute('href'),
    ).toBe('/privacy');
    await act(async () => undefined);
  });

  it('offers a printable receipt of a payment, saying what it was for', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, validToken);
    const paid = {
      uuid: '0b6f7d2e-4c1a-4e8b-9a3d-2f5e6c7b8a90',
      transactionId: 'pi_local_receipt_1',
      name: 'Explorer membership (yearly)',
      remarks: 'Payment succeeded',
      transactionDate: '2026-11-24T16:12:00.000Z',
      total: 99,
      type: 'package' as const,
      status: true,
      eventName: null,
    };
    const { router } = open('/transaction/history', {
      'POST /user/profile/view': ok(aUser({ name: 'Dana Lee' })),
      'GET /user/payment/list': ok([paid]),
    });
    expect(await screen.findByText('Explorer membership (yearly)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Receipt: pi_local_receipt_1' }));
    expect(await screen.findByRole('heading', { name: 'Payment Receipt' })).toBeTruthy();
    expect(router.state.location.search).toBe(`?uuid=${paid.uuid}`);
    expect(screen.getByText('$99.00')).toBeTruthy();
    expect(screen.getByText('Questions? Write to support@wellness.example.')).toBeTruthy();
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true });
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('asks the server for its content in the chosen language and asks again when the member switches', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, validToken);
    const faq = (question: string) => [{ uuid: 'f1', question, answer: `${question} …` }];
    const { store, fetch } = open('/faq', {
      'POST /user/profile/view': ok(aUser({ name: 'Dana Lee' })),
      'GET /user/faq/list': (request) =>
        ok(
          request.headers.get('Accept-Language') === 'ar'
            ? faq('ماذا تشمل العضوية؟')
            : faq('What is included?'),
        ),
    });
    expect(await screen.findByText('What is included?')).toBeTruthy();
    act(() => {
      store.dispatch(localeChanged('ar'));
    });
    expect(await screen.findByText('ماذا تشمل العضوية؟')).toBeTruthy();
    expect(fetch.callsTo('GET /user/faq/list').map((call) => call.headers.get('Accept-Language'))).toEqual([
      'en',
      'ar',
    ]);
  });

  it('opens in Arabic, right to left, when Arabic was chosen before', async () => {
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ locale: 'ar', fontScale: 1, colorScheme: 'light' }),
    );
    open('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    await act(async () => undefined);
  });
});
