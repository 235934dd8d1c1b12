import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The three outcomes of §2/§8, plus the moment before the answer. */
export type VerificationOutcome = 'verifying' | 'completed' | 'alreadyVerified' | 'expired';

export interface VerifyEmailState {
  /** The token last verified; opening the same link again shows its outcome instead of verifying twice. */
  token: string | null;
  outcome: VerificationOutcome;
}

const initialState: VerifyEmailState = { token: null, outcome: 'verifying' };

const verifyEmailSlice = createSlice({
  name: 'verifyEmail',
  initialState,
  reducers: {
    verificationRequested(state, action: PayloadAction<string>) {
      if (state.token === action.payload) return;
      state.token = action.payload;
      state.outcome = 'verifying';
    },
    verificationFinished(state, action: PayloadAction<Exclude<VerificationOutcome, 'verifying'>>) {
      state.outcome = action.payload;
    },
  },
});

export const { verificationRequested, verificationFinished } = verifyEmailSlice.actions;
export const verifyEmailReducer = verifyEmailSlice.reducer;
