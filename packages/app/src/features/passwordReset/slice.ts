import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface ResetPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

export interface PasswordResetState {
  forgotBusy: boolean;
  /** The reset link was sent: the forgot-password form stays disabled (§4). */
  linkSent: boolean;
  resetBusy: boolean;
  /** The new password is saved: the reset screen shows its success state. */
  resetDone: boolean;
}

const initialState: PasswordResetState = {
  forgotBusy: false,
  linkSent: false,
  resetBusy: false,
  resetDone: false,
};

const passwordResetSlice = createSlice({
  name: 'passwordReset',
  initialState,
  reducers: {
    forgotPasswordRequested(state, _action: PayloadAction<{ email: string }>) {
      state.forgotBusy = true;
    },
    forgotPasswordFinished(state, action: PayloadAction<{ linkSent: boolean }>) {
      state.forgotBusy = false;
      state.linkSent = state.linkSent || action.payload.linkSent;
    },
    resetPasswordRequested(state, _action: PayloadAction<ResetPasswordValues & { token: string }>) {
      state.resetBusy = true;
    },
    resetPasswordFinished(state, action: PayloadAction<{ done: boolean }>) {
      state.resetBusy = false;
      state.resetDone = action.payload.done;
    },
    /** A fresh visit to either screen starts from a clean form. */
    passwordResetScreenOpened() {
      return initialState;
    },
  },
});

export const {
  forgotPasswordRequested,
  forgotPasswordFinished,
  resetPasswordRequested,
  resetPasswordFinished,
  passwordResetScreenOpened,
} = passwordResetSlice.actions;
export const passwordResetReducer = passwordResetSlice.reducer;
