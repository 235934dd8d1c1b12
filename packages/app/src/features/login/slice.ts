import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface LoginCredentials {
  email: string;
  password: string;
}

export interface LoginState {
  busy: boolean;
}

const initialState: LoginState = { busy: false };

const loginSlice = createSlice({
  name: 'login',
  initialState,
  reducers: {
    /** `redirectTo`: the page first asked for, when the member guard sent the visitor here. */
    loginRequested: {
      reducer(state) {
        state.busy = true;
      },
      prepare(credentials: LoginCredentials, redirectTo?: string) {
        return { payload: { ...credentials, redirectTo } };
      },
    },
    /** A Google ID token from Google Identity Services. */
    socialLoginRequested(state, _action: PayloadAction<{ idToken: string }>) {
      state.busy = true;
    },
    loginFinished(state) {
      state.busy = false;
    },
  },
});

export const { loginRequested, socialLoginRequested, loginFinished } = loginSlice.actions;
export const loginReducer = loginSlice.reducer;
