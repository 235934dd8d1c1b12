import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The three outcomes of §2/§8, plus the moment before the answer. */
export type VerificationOutcome = 'verifying' | 'completed' | 'alreadyVerified' | 'expired';

export interface VerifyEmailState {
  outcome: VerificationOutcome;
}

const initialState: VerifyEmailState = { outcome: 'verifying' };

const verifyEmailSlice = createSlice({
  name: 'verifyEmail',
  initialState,
  reducers: {
    verificationRequested(state, _action: PayloadAction<string>) {
      state.outcome = 'verifying';
    },
    verificationFinished(state, action: PayloadAction<Exclude<VerificationOutcome, 'verifying'>>) {
      state.outcome = action.payload;
    },
  },
});

export const { verificationRequested, verificationFinished } = verifyEmailSlice.actions;
export const verifyEmailReducer = verifyEmailSlice.reducer;
