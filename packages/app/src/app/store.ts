import { combineSlices, configureStore, type Reducer } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
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
  const combined = combineSlices(coreReducers).withLazyLoadedSlices<Omit<RootState, keyof CoreState>>();
  const store = configureStore({
    reducer: clearedOnLogout(combined as unknown as Reducer<RootState>),
    preloadedState: preloadedState as RootState | undefined,
    // Side effects live in sagas, so no thunks.
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
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
  return { store, sagaMiddleware };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];
