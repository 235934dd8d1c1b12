import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';

/**
 * A feature's part of the app: its slice reducers, keyed by their place in the state, and its saga. The entry
 * holds only the shell, the session, settings and notifications (app/store.ts, app/rootSaga.ts); every other
 * feature (features/<name>/feature.ts) is loaded and registered by app/routes.tsx when a route that needs it
 * loads, beside the page; every store then injects its reducers and starts its saga.
 */
export interface Feature {
  name: string;
  reducers: Record<string, Reducer>;
  saga?: Saga;
}

type Listener = (feature: Feature) => void;

const registered = new Map<string, Feature>();
const listeners = new Set<Listener>();

/** Registers a feature once; stores and saga middlewares already running take it at once. */
export function registerFeature(feature: Feature): Feature {
  const known = registered.get(feature.name);
  if (known) return known;
  registered.set(feature.name, feature);
  listeners.forEach((listener) => listener(feature));
  return feature;
}

/** Calls `listener` for every feature registered so far and for each one registered later. */
export function onFeatureRegistered(listener: Listener): () => void {
  registered.forEach((feature) => listener(feature));
  listeners.add(listener);
  return () => listeners.delete(listener);
}
