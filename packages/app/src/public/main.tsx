// The open pages' light entry (public.html; the prerendered open pages load it). A guest on an open page gets the
// page with React, styled-components and react-intl only: no router, store or saga runtime. Anybody
// else (a stored session, any other page) gets the full app (main.tsx), and so does a guest leaving the open pages
// (a sign-in, a link to a member's page): the full app is imported then, with the session and toasts handed over.
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createApiClient, type User } from '@wellness/api';
import type { Handover } from '../app/handover';
import { matchOpenRoute, type OpenRouteMatch } from '../app/openRoutes';
import type { PublicContextValue, PublicServices } from '../app/publicServices';
import { timing } from '../config/timing';
import { initialSettings, rememberLocale, showsPrerendered } from '../features/settings/deviceSettings';
import { tokenStorage } from '../features/session/tokenStorage';
import { loadCatalog } from '../i18n/catalogs';
import { createNotifier } from './notifier';
import { PublicApp } from './PublicApp';

const container = document.getElementById('root');
if (!container) throw new Error('public.html has no #root element');

/** The full app, on the address now in the bar (it reads the handover, if any, when it starts). */
function startFullApp(handover?: Handover): void {
  if (handover) window.wellnessHandover = handover;
  void import('../main');
}

const opened = matchOpenRoute(location.pathname);
if (!opened || tokenStorage.read()) startFullApp();
else startOpenPages(container, opened);

function startOpenPages(container: HTMLElement, opened: OpenRouteMatch): void {
  const settings = initialSettings();
  rememberLocale(settings.locale);
  const notifier = createNotifier();
  let session: { token: string; user: User } | undefined;
  let root: Root | null = null;
  let left = false;

  const services: PublicServices = {
    api: createApiClient({
      baseUrl: '/v1',
      getToken: () => session?.token ?? null,
      getLanguage: () => settings.locale,
      // The open pages' calls carry no session: nothing to expire.
      onSessionExpired: () => undefined,
    }),
    navigate,
    notify: notifier.notify,
    signIn(started) {
      session = started;
      tokenStorage.write(started.token);
    },
    timing,
  };

  /** Leaves the open pages: the full app takes over at the address in the bar. */
  function leave() {
    if (left) return;
    left = true;
    window.removeEventListener('popstate', onPopState);
    startFullApp({
      session,
      notifications: notifier.showing(),
      release: () => root?.unmount(),
    });
  }

  async function show(match: OpenRouteMatch, state: unknown, hydrate: boolean): Promise<void> {
    const [{ Component }] = await Promise.all([match.route.load(), loadCatalog(settings.locale)]);
    if (left) return;
    const value: PublicContextValue = { ...services, params: match.params, state };
    const tree = (
      <PublicApp
        settings={{ ...settings, themeName: settings.shell.theme.main }}
        Page={Component}
        services={value}
        notifier={notifier}
      />
    );
    if (root) root.render(tree);
    else if (hydrate) root = hydrateRoot(container, tree);
    else {
      container.replaceChildren();
      delete container.dataset.prerendered;
      root = createRoot(container);
      root.render(tree);
    }
  }

  function navigate(to: string, options?: { replace?: boolean }) {
    if (left) return;
    const url = new URL(to, location.href);
    if (options?.replace) history.replaceState(null, '', url);
    else history.pushState(null, '', url);
    const match = matchOpenRoute(url.pathname);
    if (!match) {
      leave();
      return;
    }
    void show(match, null, false).then(() => window.scrollTo(0, 0));
  }

  function onPopState() {
    const match = matchOpenRoute(location.pathname);
    if (match) void show(match, routerState(), false);
    else leave();
  }
  window.addEventListener('popstate', onPopState);

  // A prerendered page in this visit's language and look is taken over as it is; otherwise drawn afresh.
  void show(opened, routerState(), showsPrerendered(container.dataset.prerendered, settings));
}

/** The location state react-router keeps in history (the member guard's `from`), when the full app left one. */
function routerState(): unknown {
  return (history.state as { usr?: unknown } | null)?.usr ?? null;
}
