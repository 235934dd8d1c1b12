import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@wellness/api';

export type SessionStatus = 'checking' | 'guest' | 'signedIn';

export interface SessionState {
  /** 'checking' while a stored token is being tried at start-up. */
  status: SessionStatus;
  token: string | null;
  user: User | null;
}

const initialSessionState: SessionState = { status: 'checking', token: null, user: null };

/** The messages the spec gives for session changes (§4, §8). */
export const sessionMessages = {
  expired: 'access_token expired',
  invalid: 'Invalid access_token',
  tokenLoginFailed: 'Failed to login with token.',
} as const;

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** No usable token: the visitor is a guest. */
    sessionAbsent(state) {
      state.status = 'guest';
      state.token = null;
      state.user = null;
    },
    /** A stored token is being tried; the user is not known yet. */
    tokenRestored(state, action: PayloadAction<string>) {
      state.status = 'checking';
      state.token = action.payload;
    },
    /** A token and its user: from a login, a social sign-in, or a stored token that worked. */
    signedIn(state, action: PayloadAction<{ token: string; user: User }>) {
      state.status = 'signedIn';
      state.token = action.payload.token;
      state.user = action.payload.user;
    },
    /** The server sent a newer copy of the signed-in user (profile view, profile update). */
    userUpdated(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
  },
});

export const { sessionAbsent, tokenRestored, signedIn, userUpdated } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

/** App start: try the stored token. */
export const sessionStarted = createAction('session/started');
/** The member chose Logout. */
export const logoutRequested = createAction('session/logoutRequested');
/**
 * The session is over; the root reducer clears the whole store on this action. `reason` is the spec's message
 * when the logout was not asked for (expired or invalid token).
 */
export const loggedOut = createAction<{ reason?: string; wasSignedIn: boolean }>('session/loggedOut');
