import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  HealthHero,
  HealthHeroApplication,
  HealthHeroSession,
  HealthHeroSessionRequest,
  HeroSessionDecision,
  OwnHeroSessions,
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
  /** An accepted hero's own page: the requests made to them and their upcoming sessions. */
  own: { status: 'idle' | 'loading' | 'succeeded' | 'failed' } & OwnHeroSessions;
  /** The request whose answer is being saved. */
  deciding: string | null;
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
  own: { status: 'idle', requests: [], upcoming: [] },
  deciding: null,
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
    ownSessionsRequested(state) {
      // A reload after a decision keeps the rows on screen until the answer.
      state.own.status = 'loading';
    },
    ownSessionsLoaded(state, action: PayloadAction<OwnHeroSessions>) {
      state.own = { status: 'succeeded', ...action.payload };
    },
    ownSessionsFailed(state) {
      state.own = { status: 'failed', requests: [], upcoming: [] };
    },
    ownSessionDecided(state, action: PayloadAction<{ uuid: string; decision: HeroSessionDecision }>) {
      state.deciding = action.payload.uuid;
    },
    ownSessionDecisionFinished(state) {
      state.deciding = null;
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
  ownSessionsRequested,
  ownSessionsLoaded,
  ownSessionsFailed,
  ownSessionDecided,
  ownSessionDecisionFinished,
} = heroesSlice.actions;
export const heroesReducer = heroesSlice.reducer;
