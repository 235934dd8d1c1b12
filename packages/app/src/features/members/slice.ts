import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { noMemberFilters, type MemberAction, type MemberActionValues } from '@wellness/ui/staff';
import type { MemberDetail, MembersPage, MembersQuery, MemberRecord } from './api';

export interface MembersState {
  items: MemberRecord[];
  total: number;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  query: MembersQuery;
  detail: {
    uuid: string | null;
    data: MemberDetail | null;
    status: 'idle' | 'loading' | 'loaded' | 'failed';
  };
  /** An action on its way (the dialog is busy), and the server's refusal of the last one. */
  acting: boolean;
  actionError: string | null;
  /** The dialog of the last action is closed once it succeeded. */
  actionDone: number;
  exporting: boolean;
  /** The packages to filter by and to give (read once). */
  packages: { uuid: string; name: string }[];
}

const initialState: MembersState = {
  items: [],
  total: 0,
  status: 'idle',
  query: { page: 1, search: '', filters: noMemberFilters },
  detail: { uuid: null, data: null, status: 'idle' },
  acting: false,
  actionError: null,
  actionDone: 0,
  exporting: false,
  packages: [],
};

const membersSlice = createSlice({
  name: 'members',
  initialState,
  reducers: {
    membersRequested(
      state,
      action: PayloadAction<{ query?: Partial<MembersQuery>; debounce?: boolean } | undefined>,
    ) {
      state.query = { ...state.query, ...action.payload?.query };
      state.status = 'loading';
    },
    membersLoaded(state, action: PayloadAction<MembersPage>) {
      state.items = action.payload.items;
      state.total = action.payload.total;
      state.query.page = action.payload.page;
      state.status = 'loaded';
    },
    membersFailed(state) {
      state.items = [];
      state.status = 'failed';
    },
    memberRequested(state, action: PayloadAction<string>) {
      if (state.detail.uuid !== action.payload) state.detail.data = null;
      state.detail.uuid = action.payload;
      state.detail.status = 'loading';
    },
    memberLoaded(state, action: PayloadAction<MemberDetail>) {
      state.detail.data = action.payload;
      state.detail.status = 'loaded';
    },
    memberFailed(state) {
      state.detail.status = 'failed';
    },
    memberActionRequested(
      state,
      _action: PayloadAction<{
        uuid: string;
        action: MemberAction;
        values: MemberActionValues;
        paymentId?: string;
      }>,
    ) {
      state.acting = true;
      state.actionError = null;
    },
    memberActionDone(state) {
      state.acting = false;
      state.actionDone += 1;
    },
    memberActionFailed(state, action: PayloadAction<string>) {
      state.acting = false;
      state.actionError = action.payload;
    },
    packagesLoaded(state, action: PayloadAction<{ uuid: string; name: string }[]>) {
      state.packages = action.payload;
    },
    exportRequested(state) {
      state.exporting = true;
    },
    exportDone(state) {
      state.exporting = false;
    },
  },
});

export const {
  membersRequested,
  membersLoaded,
  membersFailed,
  memberRequested,
  memberLoaded,
  memberFailed,
  memberActionRequested,
  memberActionDone,
  memberActionFailed,
  exportRequested,
  exportDone,
  packagesLoaded,
} = membersSlice.actions;
export const membersReducer = membersSlice.reducer;
