import { runSaga, stdChannel, type Saga, type Task } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
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
 * Runs a saga against the real reducers and a real API client over a fake fetch, recording the actions it
 * dispatched and the pages it navigated to. The client behaves as in the app: the session's token is sent and
 * a 401 on an authenticated call logs out with 'Invalid access_token'.
 */
export function startHarness<Args extends unknown[]>(
  saga: Saga<Args>,
  options: HarnessOptions,
  ...args: Args
) {
  let state: RootState = { ...rootReducer(undefined, { type: '@@test/init' }), ...options.state };
  const actions: UnknownAction[] = [];
  const navigations: string[] = [];
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  // As the saga middleware does: reduce first, then let the sagas see the action.
  const channel = stdChannel<UnknownAction>();
  const dispatch = (action: UnknownAction) => {
    actions.push(action);
    state = rootReducer(state, action);
    channel.put(action);
    changed();
    return action;
  };
  const { api, fetch } = createTestApiClient(options.routes ?? {}, {
    getToken: () => state.session.token,
    onSessionExpired: () => {
      if (state.session.token === null) return;
      dispatch(
        loggedOut({ reason: sessionMessages.invalid, wasSignedIn: state.session.status === 'signedIn' }),
      );
    },
  });
  const context: SagaContext = {
    api,
    navigate: (to) => {
      navigations.push(to);
      changed();
    },
    now: () => options.now ?? Date.now(),
    timing: { ...timing, ...options.timing } as Timing,
  };
  const task: Task = runSaga(
    {
      dispatch,
      getState: () => state,
      context,
      channel,
    },
    saga,
    ...args,
  );

  return {
    task,
    dispatch,
    get state() {
      return state;
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
      state.notifications.queue.map(({ kind, message, durationMs }) => ({
        kind,
        message: 'id' in message ? message.id : message.text,
        durationMs,
      })),
    stop: () => task.cancel(),
  };
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
