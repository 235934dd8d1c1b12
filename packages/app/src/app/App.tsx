import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { createApiClient, type ApiClient, type User } from '@wellness/api';
import { followLocale } from '../i18n/catalogs';
import { I18nProvider } from '../i18n/I18nProvider';
import { ToastBridge } from '../features/notifications/ToastBridge';
import { loggedOut, sessionMessages, sessionStarted, signedIn } from '../features/session/slice';
import { AppTheme } from './AppTheme';
import { LocalizedToasts } from './LocalizedToasts';
import { attachApi } from './AppPublicServices';
import { onFeatureRegistered } from './featureRegistry';
import { createAppRouter, type AppRouter } from './router';
import { prefetchRouteData } from './prefetch';
import { rootSaga } from './rootSaga';
import { createAppStore, type AppStore } from './store';
import { defaultSagaContext, type SagaContext } from './sagaContext';

interface StartOptions {
  /** The API's base; `/v1` on the app's own origin (the dev server proxies it). */
  baseUrl?: string;
  /** Tests pass a fake fetch; the browser uses its own. */
  fetch?: (input: Request) => Promise<Response>;
  router?: AppRouter;
  context?: Partial<SagaContext>;
  /**
   * A session the open pages' light entry already started (app/handover.ts): the app starts signed in with it
   * instead of trying the stored token again.
   */
  session?: { token: string; user: User };
}

/**
 * Creates the store and the one API client (base /v1, token from the session, a 401 logs out with
 * 'Invalid access_token'). `createApp` adds the router; `runApp` then starts the sagas.
 */
export function createAppCore(options: Pick<StartOptions, 'baseUrl' | 'fetch'> = {}) {
  const { store, sagaMiddleware, services } = createAppStore();
  const api: ApiClient = createApiClient({
    baseUrl: options.baseUrl ?? '/v1',
    fetch: options.fetch,
    getToken: () => store.getState().session.token,
    getLanguage: () => store.getState().settings.locale,
    onSessionExpired: () => {
      const { session } = store.getState();
      // Only the first 401 of a session logs out; later ones find no token.
      if (session.token === null) return;
      store.dispatch(
        loggedOut({ reason: sessionMessages.invalid, wasSignedIn: session.status === 'signedIn' }),
      );
    },
  });
  services.api = api;
  attachApi(store, api);
  // The routes load the words they need in the language shown (i18n/catalogs.ts).
  followLocale(() => store.getState().settings.locale);
  return { store, api, sagaMiddleware };
}

/** The store, the API client and the router, which starts loading the current route's code. */
function createApp(options: StartOptions = {}) {
  return withRouter(createAppCore(options), options.router);
}

/** Adds the router to what `createAppCore` made (after it: the routes load their words in the store's language). */
export function withRouter(core: ReturnType<typeof createAppCore>, router: AppRouter = createAppRouter()) {
  return { ...core, router };
}

/**
 * Starts the core sagas with the app's client and router in the saga context (and each feature's saga as its
 * route loads), then tries the stored token (or takes the light entry's session).
 */
export function runApp(
  { store, router, api, sagaMiddleware }: ReturnType<typeof createApp>,
  options: StartOptions = {},
) {
  const context: SagaContext = {
    ...defaultSagaContext,
    api,
    navigate: (to, navigateOptions) => void router.navigate(to, navigateOptions),
    ...options.context,
  };
  sagaMiddleware.setContext(context);
  sagaMiddleware.run(rootSaga);
  onFeatureRegistered((feature) => {
    if (feature.saga) sagaMiddleware.run(feature.saga);
  });
  store.dispatch(options.session ? signedIn(options.session) : sessionStarted());
  // With the token restored: the route's own data is asked for now, beside the member's profile.
  prefetchRouteData(store, router);
}

/** createApp and runApp at once (tests, and wherever one task may hold both). */
export function startApp(options: StartOptions = {}) {
  const app = createApp(options);
  runApp(app, options);
  return { store: app.store, router: app.router, api: app.api };
}

/** Store, theme, language and toasts around the router: the same in the browser and in the prerendered pages. */
function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <AppTheme>
        <I18nProvider>
          <LocalizedToasts>
            <ToastBridge />
            {children}
          </LocalizedToasts>
        </I18nProvider>
      </AppTheme>
    </Provider>
  );
}

export function App({ store, router }: { store: AppStore; router: AppRouter }) {
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
