import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Wsg } from '@wellness/api';
import { emptyList, listFailed, listLoaded, listLoading, type DataList } from '../../lib/dataList';

export interface GroupsState {
  /** Every active group with the member's status in each. */
  list: DataList<Wsg>;
  /** My WSGs: the accepted groups, then the pending requests. */
  mine: DataList<Wsg>;
  /** The group whose join request is being sent. */
  joining: string | null;
  /** Groups whose leave is being sent. */
  leaving: string[];
}

const initialState: GroupsState = { list: emptyList(), mine: emptyList(), joining: null, leaving: [] };

const groupsSlice = createSlice({
  name: 'groups',
  initialState,
  reducers: {
    groupsRequested(state) {
      state.list = listLoading();
    },
    groupsLoaded(state, action: PayloadAction<Wsg[]>) {
      state.list = listLoaded(action.payload);
    },
    groupsFailed(state, action: PayloadAction<string>) {
      state.list = listFailed(action.payload);
    },
    myGroupsRequested(state) {
      state.mine = listLoading();
    },
    myGroupsLoaded(state, action: PayloadAction<Wsg[]>) {
      state.mine = listLoaded(action.payload);
    },
    myGroupsFailed(state, action: PayloadAction<string>) {
      state.mine = listFailed(action.payload);
    },
    joinRequested(state, action: PayloadAction<string>) {
      state.joining = action.payload;
    },
    joinFinished(state) {
      state.joining = null;
    },
    leaveRequested(state, action: PayloadAction<string>) {
      if (!state.leaving.includes(action.payload)) state.leaving.push(action.payload);
    },
    /** The group is gone from My WSGs once the member has left it. */
    leaveSucceeded(state, action: PayloadAction<string>) {
      state.leaving = state.leaving.filter((id) => id !== action.payload);
      state.mine.items = state.mine.items.filter((group) => group.supportGroupUuid !== action.payload);
    },
    leaveFailed(state, action: PayloadAction<string>) {
      state.leaving = state.leaving.filter((id) => id !== action.payload);
    },
  },
});

export const {
  groupsRequested,
  groupsLoaded,
  groupsFailed,
  myGroupsRequested,
  myGroupsLoaded,
  myGroupsFailed,
  joinRequested,
  joinFinished,
  leaveRequested,
  leaveSucceeded,
  leaveFailed,
} = groupsSlice.actions;
export const groupsReducer = groupsSlice.reducer;
