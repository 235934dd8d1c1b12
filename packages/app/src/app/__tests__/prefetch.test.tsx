import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import type { User } from '@wellness/api';
import { aUser, createFakeFetch, ok, TEST_BASE_URL, type FakeReply } from '@wellness/api/testing';
import { App, startApp } from '../App';
import { routes } from '../routes';
import { makeToken } from '../../test/tokens';
import { TOKEN_STORAGE_KEY } from '../../features/session/tokenStorage';

afterEach(() => {
  localStorage.clear();
});

describe('a route starts its own data with the member’s profile (app/prefetch.ts)', () => {
  it('asks for the voucher list while the profile is still on its way, and once', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, makeToken(Date.now() / 1000 + 3600));
    let answerProfile: (reply: FakeReply<User>) => void = () => undefined;
    const fetch = createFakeFetch(
      {
        'POST /user/profile/view': () => new Promise((resolve) => (answerProfile = resolve)),
        'GET /user/voucher/list': ok([]),
      },
      TEST_BASE_URL,
    );
    const router = createMemoryRouter(routes, { initialEntries: ['/voucher/list'] });
    const app = startApp({ baseUrl: TEST_BASE_URL, fetch, router });
    render(<App store={app.store} router={app.router} />);

    // Once the route's code is in (the profile still unanswered), its list is asked for.
    await new Promise<void>((resolve) => {
      if (app.router.state.initialized) resolve();
      app.router.subscribe((state) => state.initialized && resolve());
    });
    await expect.poll(() => fetch.callsTo('GET /user/voucher/list').length).toBe(1);
    expect(fetch.callsTo('POST /user/profile/view')).toHaveLength(1);

    answerProfile(ok(aUser()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vouchers' })).toBeTruthy();
    expect(fetch.callsTo('GET /user/voucher/list')).toHaveLength(1);
  });
});
