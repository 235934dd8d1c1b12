import { getContext } from 'redux-saga/effects';
import type { ApiClient } from '@wellness/api';
import { timing, type Timing } from '../config/timing';

/** What every saga may take from the saga context; tests pass their own. */
export interface SagaContext {
  api: ApiClient;
  /** Route change from a saga (the router's navigate). */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** Current time, for token expiry. */
  now: () => number;
  timing: Timing;
}

export const defaultSagaContext = { now: () => Date.now(), timing } satisfies Partial<SagaContext>;

export function* contextValue<K extends keyof SagaContext>(key: K) {
  const value: SagaContext[K] = yield getContext(key);
  return value;
}
