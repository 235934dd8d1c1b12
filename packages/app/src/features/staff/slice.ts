import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { QueueId, QueuePage, QueueQuery, QueueRow } from './api';

interface QueueState {
  items: QueueRow[];
  total: number;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  query: QueueQuery;
  /** Rows whose decision is on its way (already taken off the list: the update is optimistic). */
  deciding: string[];
}

type StaffState = Record<QueueId, QueueState>;

const emptyQueue = (): QueueState => ({
  items: [],
  total: 0,
  status: 'idle',
  query: { page: 1, search: '' },
  deciding: [],
});

const initialState: StaffState = {
  wsgRequests: emptyQueue(),
  sessions: emptyQueue(),
  applications: emptyQueue(),
  proposals: emptyQueue(),
  partnerApplications: emptyQueue(),
  vendorApplications: emptyQueue(),
};

interface DecisionPayload {
  queue: QueueId;
  row: QueueRow;
  decision: 'accept' | 'reject';
  reason?: string;
  /** The row's place in the list, where a failed decision puts it back. */
  index: number;
}

const staffSlice = createSlice({
  name: 'staff',
  initialState,
  reducers: {
    /** Reads a page again; `query` changes page, sort or search (a new sort or search starts at page 1). */
    queueRequested(
      state,
      action: PayloadAction<{ queue: QueueId; query?: Partial<QueueQuery>; debounce?: boolean }>,
    ) {
      const queue = state[action.payload.queue];
      queue.query = { ...queue.query, ...action.payload.query };
      queue.status = 'loading';
    },
    queueLoaded(state, action: PayloadAction<{ queue: QueueId; page: QueuePage }>) {
      const queue = state[action.payload.queue];
      queue.items = action.payload.page.items;
      queue.total = action.payload.page.total;
      queue.query.page = action.payload.page.page;
      queue.status = 'loaded';
    },
    queueFailed(state, action: PayloadAction<{ queue: QueueId }>) {
      const queue = state[action.payload.queue];
      queue.items = [];
      queue.status = 'failed';
    },
    /** Optimistic: the row leaves the list at once; a failure puts it back. */
    decisionRequested(state, action: PayloadAction<DecisionPayload>) {
      const queue = state[action.payload.queue];
      const { uuid } = action.payload.row;
      queue.items = queue.items.filter((row) => row.uuid !== uuid);
      queue.total = Math.max(0, queue.total - 1);
      queue.deciding.push(uuid);
    },
    decisionSucceeded(state, action: PayloadAction<{ queue: QueueId; uuid: string }>) {
      const queue = state[action.payload.queue];
      queue.deciding = queue.deciding.filter((uuid) => uuid !== action.payload.uuid);
    },
    decisionFailed(state, action: PayloadAction<{ queue: QueueId; row: QueueRow; index: number }>) {
      const queue = state[action.payload.queue];
      const { row, index } = action.payload;
      queue.deciding = queue.deciding.filter((uuid) => uuid !== row.uuid);
      if (!queue.items.some((item) => item.uuid === row.uuid)) {
        queue.items.splice(Math.min(index, queue.items.length), 0, row);
        queue.total += 1;
      }
    },
  },
});

export const {
  queueRequested,
  queueLoaded,
  queueFailed,
  decisionRequested,
  decisionSucceeded,
  decisionFailed,
} = staffSlice.actions;
export const staffReducer = staffSlice.reducer;
