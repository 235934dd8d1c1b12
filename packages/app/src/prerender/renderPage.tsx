// Renders an open page to HTML at build time (build/prerender.ts runs this module in Node): the visitor sees the
// page before any JavaScript arrives, and main.tsx hydrates it.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { AppProviders } from '../app/App';
import { routes } from '../app/routes';
import { createAppStore } from '../app/store';
import { loadCatalog } from '../i18n/catalogs';
import { languageOf, type Locale } from '../i18n/languages';
import { sessionAbsent } from '../features/session/slice';
import { localeChanged } from '../features/settings/slice';
import { prerenderedPages } from './pages';

export { prerenderedPages };

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** styled-components' <style> tags: the page's critical CSS. */
  styleTags: string;
  lang: Locale;
  dir: 'ltr' | 'rtl';
}

/**
 * The page at `path` as a guest sees it in `locale` with the default theme: the state main.tsx hydrates from
 * (a returning member with a stored session or other settings gets a fresh render instead).
 */
export async function renderPage(path: string, locale: Locale): Promise<RenderedPage> {
  const { store } = createAppStore();
  store.dispatch(sessionAbsent());
  store.dispatch(localeChanged(locale));
  // The catalog is cached, so I18nProvider's first render uses it, as main.tsx ensures in the browser.
  await loadCatalog(locale);

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.invalid${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects; it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <AppProviders store={store}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </StrictMode>,
      ),
    );
    return { html, styleTags: sheet.getStyleTags(), lang: locale, dir: languageOf(locale).dir };
  } finally {
    sheet.seal();
  }
}
