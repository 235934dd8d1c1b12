import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Wsg, WsgProposal, WsgProposalRequest } from '@wellness/api';
import { emptyList, listFailed, listLoaded, listLoading, type DataList } from '../../lib/dataList';

interface GroupsState {
  /** Every active group with the member's status in each. */
  list: DataList<Wsg>;
  /** My WSGs: the accepted groups, then the pending requests. */
  mine: DataList<Wsg>;
  /** The group whose join request is being sent. */
  joining: string | null;
  /** Groups whose leave is being sent. */
  leaving: string[];
  /** Apply New Group: the member's own proposals, newest first. */
  proposals: DataList<WsgProposal>;
  /** A proposal is being sent. */
  proposing: boolean;
  /** The last proposal was refused or could not be sent. */
  proposalFailed: boolean;
  /** How many proposals were saved on this visit (the form starts afresh after each). */
  proposalsSent: number;
}

const initialState: GroupsState = {
  list: emptyList(),
  mine: emptyList(),
  joining: null,
  leaving: [],
  proposals: emptyList(),
  proposing: false,
  proposalFailed: false,
  proposalsSent: 0,
};

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
    myProposalsRequested(state) {
      state.proposals = listLoading();
    },
    myProposalsLoaded(state, action: PayloadAction<WsgProposal[]>) {
      state.proposals = listLoaded(action.payload);
    },
    myProposalsFailed(state, action: PayloadAction<string>) {
      state.proposals = listFailed(action.payload);
    },
    /** The Apply New Group page opens with a fresh form and no earlier outcome. */
    proposalFormOpened(state) {
      state.proposalFailed = false;
      state.proposalsSent = 0;
    },
    proposalRequested(state, _action: PayloadAction<WsgProposalRequest>) {
      state.proposing = true;
      state.proposalFailed = false;
    },
    /** Saved: it heads the member's list as Pending. */
    proposalSucceeded(state, action: PayloadAction<WsgProposal>) {
      state.proposing = false;
      state.proposalsSent += 1;
      state.proposals.items = [
        action.payload,
        ...state.proposals.items.filter((p) => p.uuid !== action.payload.uuid),
      ];
    },
    proposalFailed(state) {
      state.proposing = false;
      state.proposalFailed = true;
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
  myProposalsRequested,
  myProposalsLoaded,
  myProposalsFailed,
  proposalFormOpened,
  proposalRequested,
  proposalSucceeded,
  proposalFailed,
} = groupsSlice.actions;
export const groupsReducer = groupsSlice.reducer;
