import { useEffect, useState } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import type { MemberSettings } from '@wellness/api';
import { createFakeFetch, ok, TEST_BASE_URL, type FakeRoutes } from '@wellness/api/testing';
import { App, startApp } from '../../app/App';
import { routes } from '../../app/routes';
import { TOKEN_STORAGE_KEY } from '../../features/session/tokenStorage';
import {
  colorSchemeChanged,
  fontScaleChanged,
  localeChanged,
  saveSettings,
  type DeviceSettings,
} from '../../features/settings/slice';
import { makeToken } from '../tokens';
import { SCREEN_NOW, startScreenClock } from './clock';

/** What a screen story renders: the real app at `url`, over a fake API. */
export interface ScreenSpec {
  /** The address the app opens at, e.g. `/packages` or `/pay?eventUuid=…&quantity=2`. */
  url: string;
  /**
   * The API's answers (a function, so a story's answers replace its file's as a whole). A signed-in screen
   * needs `POST /user/profile/view` (see `memberApi`).
   */
  api?: () => FakeRoutes;
  /** `false`: a visitor (no stored token). Default: a member with a valid token. */
  signedIn?: boolean;
  /** Anything the page reads from the browser before it starts (e.g. the checkout's session storage). */
  prepare?: () => void;
}

interface AppScreenProps {
  spec: ScreenSpec;
  settings: DeviceSettings;
}

/**
 * Starts the app as `main.tsx` does (store, sagas, the one API client, the router), but with a memory router at
 * the story's address, a fake fetch, a fixed clock and the toolbar's settings saved as the member's own. Later
 * toolbar changes go through the app's own settings actions, as the member's menu would.
 */
export function AppScreen({ spec, settings }: AppScreenProps) {
  const [app] = useState(() => {
    startScreenClock();
    localStorage.clear();
    sessionStorage.clear();
    saveSettings(settings);
    // A token valid for an hour from SCREEN_NOW; the app only reads its expiry.
    if (spec.signedIn !== false) localStorage.setItem(TOKEN_STORAGE_KEY, makeToken(SCREEN_NOW / 1000 + 3600));
    spec.prepare?.();
    // What every deployment answers (no Google sign-in configured), then the story's own answers.
    const fetch = createFakeFetch(
      {
        'GET /config': ok({ googleClientId: null, mobileApp: null }),
        // A member who never saved shell settings: today's look (§6); saving answers with what was sent.
        'GET /user/settings': ok({ settings: null, shortcuts: [] }),
        'PUT /user/settings': ({ body }) =>
          ok({ settings: null, shortcuts: [], ...(body as object) } as MemberSettings),
        ...spec.api?.(),
      },
      TEST_BASE_URL,
    );
    const router = createMemoryRouter(routes, { initialEntries: [spec.url] });
    return startApp({ baseUrl: TEST_BASE_URL, fetch, router });
  });

  const { locale, colorScheme, fontScale } = settings;
  useEffect(() => {
    const current = app.store.getState().settings;
    if (current.locale !== locale) app.store.dispatch(localeChanged(locale));
    if (current.colorScheme !== colorScheme) app.store.dispatch(colorSchemeChanged(colorScheme));
    if (current.fontScale !== fontScale) app.store.dispatch(fontScaleChanged(fontScale));
  }, [app, locale, colorScheme, fontScale]);

  return <App store={app.store} router={app.router} />;
}
