import { createAction, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { loggedOut, sessionReducer } from '../features/session/slice';
import { settingsReducer } from '../features/settings/slice';
import { notificationsReducer } from '../features/notifications/slice';
import { appApi } from './appApi';

/**
 * The slices every page needs, in the entry; the other features' slices are injected with their routes. RTK
 * Query's cache (app/appApi.ts) is one of them: its endpoints are injected by the features.
 */
export const coreReducers = {
  session: sessionReducer,
  settings: settingsReducer,
  notifications: notificationsReducer,
  [appApi.reducerPath]: appApi.reducer,
};

/** Dispatched once a feature's reducers are injected, so its initial state is in the store at once. */
export const featureRegistered = createAction<string>('app/featureRegistered');

/**
 * Logout clears the whole store (§4): every slice goes back to its initial state. Settings re-read their saved
 * values, so the language and font size chosen on this device stay; the session starts as a guest.
 */
export function clearedOnLogout<State extends object>(reducer: Reducer<State>): Reducer<State> {
  return (state, action: UnknownAction) => {
    if (loggedOut.match(action)) {
      const cleared = reducer(undefined, action);
      return { ...cleared, session: { status: 'guest', token: null, user: null } };
    }
    return reducer(state, action);
  };
}
