import { StrictMode, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App, createAppCore, runApp, withRouter } from './app/App';
import type { AppRouter } from './app/router';
import { loadCatalog } from './i18n/catalogs';
import { notify } from './features/notifications/slice';
import type {} from './app/handover';
import { rememberLocale } from './features/settings/slice';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The open pages' light entry (public/main.tsx) may have started this app: it hands over its session and toasts.
const handover = window.wellnessHandover;
delete window.wellnessHandover;

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

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app and draws the first page in `element`, one step per task: on a phone each step is long, and a page
 * cannot answer a tap until the task it is in ends (Total Blocking Time counts every task beyond 50 ms).
 */
async function start(element: HTMLElement) {
  const core = createAppCore();
  await nextTask();
  // The browser reads its locale data on the first Intl call (tens of milliseconds on a phone): here, on its own,
  // rather than inside the first render (react-intl's first call), which React cannot split.
  Intl.NumberFormat.supportedLocalesOf(core.store.getState().settings.locale);
  await nextTask();
  // The router starts loading the current route's code (and, through the routes, its words).
  const app = withRouter(core);
  await nextTask();
  // The sagas: the stored token tried, the profile asked for.
  runApp(app, { session: handover?.session });
  await nextTask();
  showFirstPage(app, element);
}

/** Takes the light entry's toasts, then draws the first page once its code and words are in. */
function showFirstPage(app: ReturnType<typeof withRouter>, element: HTMLElement) {
  handover?.notifications.forEach(({ kind, message, durationMs }) =>
    app.store.dispatch(notify(kind, message, durationMs)),
  );
  const { settings } = app.store.getState();
  rememberLocale(settings.locale);

  const tree = (
    <StrictMode>
      <App store={app.store} router={app.router} />
    </StrictMode>
  );

  // The first render waits for the language's words (no message ids on screen); they load beside the route's code.
  const catalogReady = loadCatalog(settings.locale);
  if (handover) {
    // The open page stays until this app can draw the next page whole in its place.
    void Promise.all([routerReady(app.router), catalogReady]).then(() => {
      handover.release();
      element.replaceChildren();
      delete element.dataset.prerendered;
      const root = createRoot(element);
      flushSync(() => root.render(tree));
    });
  } else {
    // A prerendered open page is the light entry's to hydrate (its own tree); when this app starts on one (a stored
    // session), it renders afresh over it.
    element.replaceChildren();
    delete element.dataset.prerendered;
    // Drawn as a Transition: React draws the shell and the page in short pieces instead of one long task.
    void catalogReady.then(() => {
      const root = createRoot(element);
      startTransition(() => root.render(tree));
    });
  }
}

// The modules are evaluated in one task and the app starts in the next: on a phone each is long, and one task
// holding both would keep the page from answering a tap for their sum.
setTimeout(() => void start(container), 0);
