// Renders an open page to HTML at build time (build/prerender.ts runs this module in Node): the visitor sees the
// page before any JavaScript arrives, and the open pages' light entry (public/main.tsx) hydrates it.
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { createApiClient } from '@wellness/api';
import { matchOpenRoute } from '../app/openRoutes';
import type { PublicContextValue } from '../app/publicServices';
import { timing } from '../config/timing';
import { defaultSettings } from '../features/settings/deviceSettings';
import { defaultShellConfig } from '../features/settings/shellSettings';
import { loadCatalog } from '../i18n/catalogs';
import { languageOf, type Locale } from '../i18n/languages';
import { createNotifier } from '../public/notifier';
import { PublicApp } from '../public/PublicApp';
import { addressOf, prerenderedPages, type PrerenderedPage } from './pages';

export { addressOf, prerenderedPages, type PrerenderedPage };

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** styled-components' <style> tags: the page's critical CSS. */
  styleTags: string;
  lang: Locale;
  dir: 'ltr' | 'rtl';
}

/**
 * The page at `path` (an address, a parameter's value in place: /reset/abc) as a guest sees it in `locale` with
 * the default theme, through the light entry's own tree (public/PublicApp.tsx): the state public/main.tsx hydrates
 * from (a returning member with a stored session or other settings gets a fresh render instead).
 */
export async function renderPage(path: string, locale: Locale): Promise<RenderedPage> {
  const match = matchOpenRoute(path);
  if (!match) throw new Error(`${path} is not an open page (app/openRoutes.ts); it cannot be prerendered`);
  // The catalog is cached, so LocaleProvider's first render uses it, as public/main.tsx ensures in the browser.
  const [{ Component }] = await Promise.all([match.route.load(), loadCatalog(locale)]);
  // Nothing is called while rendering to a string (effects do not run): the services are never used.
  const services: PublicContextValue = {
    api: createApiClient({ baseUrl: '/v1', getToken: () => null }),
    navigate: () => undefined,
    notify: () => undefined,
    signIn: () => undefined,
    timing,
    params: match.params,
    state: null,
  };
  const settings = { ...defaultSettings, locale, themeName: defaultShellConfig.theme.main };

  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <PublicApp settings={settings} Page={Component} services={services} notifier={createNotifier()} />,
      ),
    );
    return { html, styleTags: sheet.getStyleTags(), lang: locale, dir: languageOf(locale).dir };
  } finally {
    sheet.seal();
  }
}
