import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SignupValues {
  email: string;
  password: string;
  confirmPassword: string;
}

export interface SignupState {
  busy: boolean;
}

const initialState: SignupState = { busy: false };

const signupSlice = createSlice({
  name: 'signup',
  initialState,
  reducers: {
    signupRequested(state, _action: PayloadAction<SignupValues>) {
      state.busy = true;
    },
    signupFinished(state) {
      state.busy = false;
    },
  },
});

export const { signupRequested, signupFinished } = signupSlice.actions;
export const signupReducer = signupSlice.reducer;
