import { describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { aUser } from '@wellness/api/testing';
import { lightTheme } from '@wellness/ui/theme';
import { createAppStore } from '../store';
import { englishCatalog } from '../../i18n/allCatalogs';
import type { SessionState } from '../../features/session/slice';
import { RouteGuard } from './RouteGuard';

function Page({ name }: { name: string }) {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
  return (
    <h1>
      {name}
      {from ? ` (from ${from})` : ''}
    </h1>
  );
}

const routes: RouteObject[] = [
  {
    element: <RouteGuard access="guestOnly" />,
    children: [
      { path: '/login', element: <Page name="login" /> },
      { path: '/reset/:token', element: <Page name="reset" /> },
    ],
  },
  {
    element: <RouteGuard access="profileCompletion" />,
    children: [{ path: '/profileUpdate', element: <Page name="completion" /> }],
  },
  {
    element: <RouteGuard access="member" />,
    children: [
      { path: '/dashboard', element: <Page name="dashboard" /> },
      { path: '/profile', element: <Page name="profile" /> },
    ],
  },
];

const visitor: SessionState = { status: 'guest', token: null, user: null };
const member: SessionState = { status: 'signedIn', token: 't', user: aUser() };
const incomplete: SessionState = { status: 'signedIn', token: 't', user: aUser({ profileCompleted: false }) };

async function land(path: string, session: SessionState) {
  const { store } = createAppStore({ session });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={store}>
      <ThemeProvider theme={lightTheme}>
        <IntlProvider locale="en" messages={englishCatalog}>
          <RouterProvider router={router} />
        </IntlProvider>
      </ThemeProvider>
    </Provider>,
  );
  await screen.findByRole('heading', { level: 1 });
  return { router, store };
}

describe('route guards (§5 Route access)', () => {
  it('lets a visitor open guest-only pages', async () => {
    await land('/reset/abc', visitor);
    expect(screen.getByRole('heading').textContent).toBe('reset');
  });

  it('sends a visitor from a member page to /login, remembering the page first asked for', async () => {
    const { router } = await land('/profile', visitor);
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('heading').textContent).toBe('login (from /profile)');
  });

  it('sends a member away from login, reset and profile completion to /dashboard', async () => {
    for (const path of ['/login', '/reset/abc', '/profileUpdate']) {
      const { router } = await land(path, member);
      expect(router.state.location.pathname, path).toBe('/dashboard');
      cleanup();
    }
  });

  it('lets a member open member pages', async () => {
    await land('/profile', member);
    expect(screen.getByRole('heading').textContent).toBe('profile');
  });

  it('sends a signed-in user with an incomplete profile to profile completion, and lets them stay there', async () => {
    const { router } = await land('/dashboard', incomplete);
    expect(router.state.location.pathname).toBe('/profileUpdate');
    expect(screen.getByRole('heading').textContent).toBe('completion');
  });

  it('sends a visitor from profile completion to /login', async () => {
    const { router } = await land('/profileUpdate', visitor);
    expect(router.state.location.pathname).toBe('/login');
  });

  it("shows 'Loading...' while a stored token is being tried", async () => {
    const { store } = createAppStore({ session: { status: 'checking', token: 't', user: null } });
    const router = createMemoryRouter(routes, { initialEntries: ['/profile'] });
    render(
      <Provider store={store}>
        <ThemeProvider theme={lightTheme}>
          <IntlProvider locale="en" messages={englishCatalog}>
            <RouterProvider router={router} />
          </IntlProvider>
        </ThemeProvider>
      </Provider>,
    );
    expect(await screen.findByText('Loading...')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');
  });
});
