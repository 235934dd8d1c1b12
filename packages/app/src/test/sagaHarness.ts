import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { appApi, type EndpointServices } from '../app/appApi';
import { createTestApiClient, type FakeRoutes } from '@wellness/api/testing';
import { rootReducer, type RootState } from '../app/rootReducer';
import type { SagaContext } from '../app/sagaContext';
import { loggedOut, sessionMessages } from '../features/session/slice';
import { timing, type Timing } from '../config/timing';
import { storePublicServices } from '../app/AppPublicServices';

export interface HarnessOptions {
  routes?: FakeRoutes;
  /** Starting state, merged over the initial state. */
  state?: Partial<RootState>;
  now?: number;
  /** Timings to shorten (the rest are the app's). */
  timing?: Partial<Record<keyof Timing, number>>;
}

/**
 * The app's store (every feature's reducer, RTK Query's middleware, the saga middleware) with a real API client
 * over a fake fetch, recording the actions dispatched and the pages navigated to. The client behaves as in the app:
 * the session's token is sent and a 401 on an authenticated call logs out with 'Invalid access_token'. RTK Query's
 * endpoints (`run.dispatch(vouchersApi.endpoints.vouchers.initiate())`) and sagas answer from the same fake API.
 */
export function startStoreHarness(options: HarnessOptions) {
  const actions: UnknownAction[] = [];
  const navigations: string[] = [];
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  const services = { timing: { ...timing, ...options.timing } as Timing } as EndpointServices;
  const context = {
    navigate: (to: string) => {
      navigations.push(to);
      changed();
    },
    now: () => options.now ?? Date.now(),
    timing: services.timing,
  };
  const sagaMiddleware = createSagaMiddleware({ context });
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { ...rootReducer(undefined, { type: '@@test/init' }), ...options.state } as RootState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: services },
        // Tests send what the sagas send (files, forms); the app's store checks these in development.
        serializableCheck: false,
        immutableCheck: false,
      }).concat(record, appApi.middleware, sagaMiddleware),
  });
  store.subscribe(changed);
  const { dispatch } = store;
  const { api, fetch } = createTestApiClient(options.routes ?? {}, {
    getToken: () => store.getState().session.token,
    onSessionExpired: () => {
      const { session } = store.getState();
      if (session.token === null) return;
      dispatch(loggedOut({ reason: sessionMessages.invalid, wasSignedIn: session.status === 'signedIn' }));
    },
  });
  services.api = api;
  sagaMiddleware.setContext({ api } as Partial<SagaContext>);

  return {
    store,
    sagaMiddleware,
    dispatch,
    get state() {
      return store.getState();
    },
    actions,
    navigations,
    fetch,
    api,
    /** The open pages' services as the full app gives them (app/AppPublicServices.tsx), over this harness. */
    publicServices: storePublicServices(dispatch, api, context.navigate, context.timing),
    /** Resolves once `condition` holds (checked after every action and navigation). */
    until(condition: () => boolean): Promise<void> {
      if (condition()) return Promise.resolve();
      return new Promise((resolve) => {
        const check = () => {
          if (!condition()) return;
          listeners.delete(check);
          resolve();
        };
        listeners.add(check);
      });
    },
    /** The toasts queued, as catalog ids (or the server's text). */
    toasts: () =>
      store.getState().notifications.queue.map(({ kind, message, durationMs }) => ({
        kind,
        message: 'id' in message ? message.id : message.text,
        durationMs,
      })),
  };
}

/** startStoreHarness with a saga running in it (see there). */
export function startHarness<Args extends unknown[]>(
  saga: Saga<Args>,
  options: HarnessOptions,
  ...args: Args
) {
  const harness = startStoreHarness(options);
  const task: Task = harness.sagaMiddleware.run(saga, ...args);
  return Object.assign(harness, { task, stop: () => task.cancel() });
}

/** Runs a saga to its end (see startHarness). */
export async function runWithHarness<Args extends unknown[]>(
  saga: Saga<Args>,
  options: HarnessOptions,
  ...args: Args
) {
  const harness = startHarness(saga, options, ...args);
  await harness.task.toPromise();
  return harness;
}
