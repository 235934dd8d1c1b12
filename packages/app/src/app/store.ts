import { combineSlices, configureStore, type Reducer } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { timing } from '../config/timing';
import { appApi, type EndpointServices } from './appApi';
import { clearedOnLogout, coreReducers, featureRegistered } from './coreReducer';
import { onFeatureRegistered } from './featureRegistry';
import type { RootState } from './rootReducer';

type CoreState = { [K in keyof typeof coreReducers]: ReturnType<(typeof coreReducers)[K]> };

/**
 * The store starts with the core slices (session, settings, notifications); each feature's reducers are injected
 * when a route that needs it loads (app/featureRegistry.ts). Until then its part of the state is absent, which no
 * screen sees: a screen renders only once its route's features are in.
 */
export function createAppStore(preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware();
  // The endpoints' services (app/appApi.ts); `api` is set by createAppCore once the client, which reads this
  // store's token and language, exists.
  const services = { timing } as EndpointServices;
  const combined = combineSlices(coreReducers).withLazyLoadedSlices<Omit<RootState, keyof CoreState>>();
  const store = configureStore({
    reducer: clearedOnLogout(combined as unknown as Reducer<RootState>),
    preloadedState: preloadedState as RootState | undefined,
    // Plain reads and writes are RTK Query's (its thunks get the services); multi-step flows live in sagas.
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: services } }).concat(appApi.middleware, sagaMiddleware),
  });
  onFeatureRegistered((feature) => {
    for (const [reducerPath, reducer] of Object.entries(feature.reducers)) {
      (combined.inject as (slice: { reducerPath: string; reducer: Reducer }) => unknown)({
        reducerPath,
        reducer,
      });
    }
    store.dispatch(featureRegistered(feature.name));
  });
  return { store, sagaMiddleware, services };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];
