import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  HealthHero,
  HealthHeroApplication,
  HealthHeroSession,
  HealthHeroSessionRequest,
} from '@wellness/api';
import { emptyList, listFailed, listLoaded, listLoading, type DataList } from '../../lib/dataList';

/** Why the become-a-hero form was refused, as the form shows it (read from the server's error code). */
export type BecomeHeroFailure = 'storyType' | 'documentType' | 'tooLarge' | 'other';

interface HeroesState {
  /** Every active hero. */
  list: DataList<HealthHero>;
  /** The member's session requests. */
  sessions: DataList<HealthHeroSession>;
  /** A session request is being sent. */
  requesting: boolean;
  /** §8: the server refused the request over the package's session limit: the upgrade alert is open. */
  limitAlert: boolean;
  /** Become a hero: whether an application is already under review ('Request already exists'). */
  existing: 'idle' | 'checking' | 'none' | 'exists';
  becoming: boolean;
  becomeFailure: BecomeHeroFailure | null;
  /** §8: a failed application shows the upgrade alert too. */
  becomeUpgradeAlert: boolean;
}

const initialState: HeroesState = {
  list: emptyList(),
  sessions: emptyList(),
  requesting: false,
  limitAlert: false,
  existing: 'idle',
  becoming: false,
  becomeFailure: null,
  becomeUpgradeAlert: false,
};

const heroesSlice = createSlice({
  name: 'heroes',
  initialState,
  reducers: {
    heroesRequested(state) {
      state.list = listLoading();
    },
    heroesLoaded(state, action: PayloadAction<HealthHero[]>) {
      state.list = listLoaded(action.payload);
    },
    heroesFailed(state, action: PayloadAction<string>) {
      state.list = listFailed(action.payload);
    },
    sessionsRequested(state) {
      state.sessions = listLoading();
    },
    sessionsLoaded(state, action: PayloadAction<HealthHeroSession[]>) {
      state.sessions = listLoaded(action.payload);
    },
    sessionsFailed(state, action: PayloadAction<string>) {
      state.sessions = listFailed(action.payload);
    },
    // The payload is what the saga sends; the slice only marks the request busy.
    sessionRequested(state, _action: PayloadAction<HealthHeroSessionRequest>) {
      state.requesting = true;
      state.limitAlert = false;
    },
    sessionRequestFinished(state, action: PayloadAction<{ limitExceeded: boolean }>) {
      state.requesting = false;
      state.limitAlert = action.payload.limitExceeded;
    },
    limitAlertClosed(state) {
      state.limitAlert = false;
    },
    existingRequestChecked(state) {
      state.existing = 'checking';
    },
    existingRequestKnown(state, action: PayloadAction<boolean>) {
      state.existing = action.payload ? 'exists' : 'none';
    },
    becomeHeroRequested(state, _action: PayloadAction<HealthHeroApplication>) {
      state.becoming = true;
      state.becomeFailure = null;
      state.becomeUpgradeAlert = false;
    },
    becomeHeroSucceeded(state) {
      state.becoming = false;
    },
    becomeHeroFailed(state, action: PayloadAction<{ failure: BecomeHeroFailure; upgradeAlert: boolean }>) {
      state.becoming = false;
      state.becomeFailure = action.payload.failure;
      state.becomeUpgradeAlert = action.payload.upgradeAlert;
    },
    becomeUpgradeAlertClosed(state) {
      state.becomeUpgradeAlert = false;
    },
  },
});

export const {
  heroesRequested,
  heroesLoaded,
  heroesFailed,
  sessionsRequested,
  sessionsLoaded,
  sessionsFailed,
  sessionRequested,
  sessionRequestFinished,
  limitAlertClosed,
  existingRequestChecked,
  existingRequestKnown,
  becomeHeroRequested,
  becomeHeroSucceeded,
  becomeHeroFailed,
  becomeUpgradeAlertClosed,
} = heroesSlice.actions;
export const heroesReducer = heroesSlice.reducer;
