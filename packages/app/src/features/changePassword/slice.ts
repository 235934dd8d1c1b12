import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

interface ChangePasswordState {
  busy: boolean;
}

const initialState: ChangePasswordState = { busy: false };

const changePasswordSlice = createSlice({
  name: 'changePassword',
  initialState,
  reducers: {
    changePasswordRequested(state, _action: PayloadAction<ChangePasswordValues>) {
      state.busy = true;
    },
    changePasswordFinished(state) {
      state.busy = false;
    },
  },
});

export const { changePasswordRequested, changePasswordFinished } = changePasswordSlice.actions;
export const changePasswordReducer = changePasswordSlice.reducer;
