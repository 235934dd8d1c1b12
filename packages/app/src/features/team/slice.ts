import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StaffAccount, StaffInvitation, TeamChange, TeamPage, TeamQuery } from './api';

type Status = 'idle' | 'loading' | 'loaded' | 'failed';

export interface TeamState {
  items: StaffAccount[];
  total: number;
  status: Status;
  query: TeamQuery;
  invitations: { items: StaffInvitation[]; status: Status };
  /** A change on its way (the dialog is busy), and the message id of the server's refusal of the last one. */
  acting: boolean;
  actionError: string | null;
  /** The dialog of the last change is closed once it succeeded. */
  actionDone: number;
}

const initialState: TeamState = {
  items: [],
  total: 0,
  status: 'idle',
  query: { page: 1, search: '', role: '' },
  invitations: { items: [], status: 'idle' },
  acting: false,
  actionError: null,
  actionDone: 0,
};

const teamSlice = createSlice({
  name: 'team',
  initialState,
  reducers: {
    teamRequested(
      state,
      action: PayloadAction<{ query?: Partial<TeamQuery>; debounce?: boolean } | undefined>,
    ) {
      state.query = { ...state.query, ...action.payload?.query };
      state.status = 'loading';
    },
    teamLoaded(state, action: PayloadAction<TeamPage>) {
      state.items = action.payload.items;
      state.total = action.payload.total;
      state.query.page = action.payload.page;
      state.status = 'loaded';
    },
    teamFailed(state) {
      state.items = [];
      state.status = 'failed';
    },
    invitationsRequested(state) {
      state.invitations.status = 'loading';
    },
    invitationsLoaded(state, action: PayloadAction<StaffInvitation[]>) {
      state.invitations = { items: action.payload, status: 'loaded' };
    },
    invitationsFailed(state) {
      state.invitations = { items: [], status: 'failed' };
    },
    /** A dialog opened: the last refusal is forgotten. */
    teamDialogOpened(state) {
      state.actionError = null;
    },
    teamChangeRequested(state, _action: PayloadAction<TeamChange>) {
      state.acting = true;
      state.actionError = null;
    },
    teamChangeDone(state) {
      state.acting = false;
      state.actionDone += 1;
    },
    teamChangeFailed(state, action: PayloadAction<string>) {
      state.acting = false;
      state.actionError = action.payload;
    },
  },
});

export const {
  teamRequested,
  teamLoaded,
  teamFailed,
  invitationsRequested,
  invitationsLoaded,
  invitationsFailed,
  teamDialogOpened,
  teamChangeRequested,
  teamChangeDone,
  teamChangeFailed,
} = teamSlice.actions;
export const teamReducer = teamSlice.reducer;
