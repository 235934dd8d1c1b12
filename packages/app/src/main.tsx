import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, startApp } from './app/App';
import type { AppRouter } from './app/router';
import type { AppStore } from './app/store';
import { loadCatalog } from './i18n/catalogs';
import { defaultSettings, rememberLocale } from './features/settings/slice';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = startApp();
const { settings } = app.store.getState();
rememberLocale(settings.locale);

/**
 * A prerendered page (packages/app/build/prerender.ts) shows a guest in its language with the default theme.
 * It is hydrated when this visit renders exactly that; otherwise (a stored session, another language, dark theme,
 * another font size) the app renders afresh over it.
 */
function matchesPrerendered(store: AppStore, prerendered: string | undefined): boolean {
  const state = store.getState();
  return (
    prerendered === state.settings.locale &&
    state.session.status === 'guest' &&
    state.settings.colorScheme === defaultSettings.colorScheme &&
    state.settings.fontScale === defaultSettings.fontScale
  );
}

/** Resolves once the router has loaded the current route's code, so the first render is the page itself. */
function routerReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

const tree = (
  <StrictMode>
    <App store={app.store} router={app.router} />
  </StrictMode>
);

// The first render waits for the language's words (no message ids on screen); they load beside the route's code.
const catalogReady = loadCatalog(settings.locale);
if (matchesPrerendered(app.store, container.dataset.prerendered)) {
  void Promise.all([routerReady(app.router), catalogReady]).then(() => {
    hydrateRoot(container, tree);
  });
} else {
  container.replaceChildren();
  delete container.dataset.prerendered;
  void catalogReady.then(() => {
    createRoot(container).render(tree);
  });
}
