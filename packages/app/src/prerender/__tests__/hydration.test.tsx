// The light entry's first render over the build's markup (public/main.tsx hydrates it): no mismatch, and then the
// page does its job with the token in the address, not the one the build rendered with.
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@wellness/api';
import { createFakeFetch, fail, ok, TEST_BASE_URL, type FakeRoutes } from '@wellness/api/testing';
import { matchOpenRoute } from '../../app/openRoutes';
import type { PublicContextValue } from '../../app/publicServices';
import { timing } from '../../config/timing';
import { defaultSettings } from '../../features/settings/deviceSettings';
import { defaultShellConfig } from '../../features/settings/shellSettings';
import { createNotifier } from '../../public/notifier';
import { PublicApp } from '../../public/PublicApp';
import { addressOf, prerenderedPages, type PrerenderedPage } from '../pages';
import { renderPage } from '../renderPage';

// Raw act() around hydrateRoot, as @testing-library/react's render does around createRoot.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const page = (name: string): PrerenderedPage => prerenderedPages.find((entry) => entry.name === name)!;

/**
 * The markup the build writes for `entry` (renderPage in Node, where there is no document: the toast region is
 * drawn in place, where the browser puts it in a portal).
 */
async function builtMarkup(entry: PrerenderedPage): Promise<string> {
  vi.stubGlobal('document', undefined);
  try {
    return (await renderPage(addressOf(entry, 'build-time-sample'), 'en')).html;
  } finally {
    vi.unstubAllGlobals();
  }
}

describe('hydrated with the real token (as public/main.tsx does)', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  /** Puts the build's markup for `entry` in #root and hydrates it at `address` with a fake API. */
  async function hydrate(entry: PrerenderedPage, address: string, routes: FakeRoutes = {}) {
    const html = await builtMarkup(entry);
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = html;
    document.body.append(container);
    const prerenderedForm = container.firstElementChild;

    const match = matchOpenRoute(address)!;
    const { Component } = await match.route.load();
    const fetch = createFakeFetch(routes, TEST_BASE_URL);
    const navigate = vi.fn();
    const services: PublicContextValue = {
      api: createApiClient({ baseUrl: TEST_BASE_URL, getToken: () => null, fetch }),
      navigate,
      notify: vi.fn(),
      signIn: vi.fn(),
      timing,
      params: match.params,
      state: null,
    };
    const consoleErrors = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(
        container,
        <PublicApp
          settings={{ ...defaultSettings, locale: 'en', themeName: defaultShellConfig.theme.main }}
          Page={Component}
          services={services}
          notifier={createNotifier()}
        />,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    // Hydrated, not drawn afresh: React kept the prerendered elements.
    expect(recoverable).toEqual([]);
    expect(consoleErrors.mock.calls).toEqual([]);
    expect(container.firstElementChild).toBe(prerenderedForm);
    return { container, fetch, services };
  }

  it('/verify/email/<token> verifies that token', async () => {
    const { container, fetch } = await hydrate(page('verify-email-token'), '/verify/email/mail-token-1', {
      'POST /user/verify/email': ok(null, 'Email Conformed'),
    });
    await vi.waitFor(() => expect(container.textContent).toContain('Email Verification completed'));
    expect(fetch.callsTo('POST /user/verify/email').map((call) => call.body)).toEqual([
      { token: 'mail-token-1' },
    ]);
  });

  it('/verify/email/:token (the placeholder) verifies nothing', async () => {
    const { container, fetch } = await hydrate(page('verify-email-placeholder'), '/verify/email/:token');
    expect(container.textContent).toContain('Your account has been created');
    expect(fetch.callsTo('POST /user/verify/email')).toEqual([]);
  });

  it('/reset/<token> sends the new password with that token', async () => {
    const { container, fetch } = await hydrate(page('reset-password'), '/reset/reset-token-2', {
      'POST /user/reset': ok(null),
    });
    const [password, confirm] = container.querySelectorAll<HTMLInputElement>('input[type="password"]');
    const type = (input: HTMLInputElement, value: string) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    act(() => {
      type(password!, 'Renewed#5678');
      type(confirm!, 'Renewed#5678');
    });
    act(() => container.querySelector('form')!.requestSubmit());
    await vi.waitFor(() => expect(container.textContent).toContain('Password Reset Successful'));
    expect(fetch.callsTo('POST /user/reset').map((call) => call.body)).toEqual([
      { newPassword: 'Renewed#5678', confirmPassword: 'Renewed#5678', token: 'reset-token-2' },
    ]);
  });

  it('/verification/phone', async () => {
    const { container } = await hydrate(page('phone-code'), '/Verification/Phone');
    expect(container.textContent).toContain('4-digit code');
  });

  it('an expired verification link says so', async () => {
    const { container } = await hydrate(page('verify-email-token'), '/verify/email/old', {
      'POST /user/verify/email': fail(400, 'Error! Something went wrong.'),
    });
    await vi.waitFor(() => expect(container.textContent).toContain('Link Expired'));
  });
});
