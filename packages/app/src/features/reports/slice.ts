import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { QueueCountId, ReportRange, RevenueReport } from './api';

type Status = 'idle' | 'loading' | 'loaded' | 'failed';

export interface ReportsState {
  range: ReportRange | null;
  revenue: { status: Status; report: RevenueReport | null };
  /** Pending rows per review queue; a queue that failed to answer is absent. */
  queues: { status: Status; counts: Partial<Record<QueueCountId, number>> };
}

const initialState: ReportsState = {
  range: null,
  revenue: { status: 'idle', report: null },
  queues: { status: 'idle', counts: {} },
};

const slice = createSlice({
  name: 'reports',
  initialState,
  reducers: {
    dashboardRequested(state) {
      state.revenue.status = 'loading';
      state.queues.status = 'loading';
    },
    revenueRequested(state) {
      state.revenue.status = 'loading';
    },
    revenueLoaded(state, action: PayloadAction<{ range: ReportRange; report: RevenueReport }>) {
      state.range = action.payload.range;
      state.revenue = { status: 'loaded', report: action.payload.report };
    },
    revenueFailed(state, action: PayloadAction<{ range: ReportRange }>) {
      state.range = action.payload.range;
      state.revenue = { status: 'failed', report: null };
    },
    queueCountsLoaded(state, action: PayloadAction<Partial<Record<QueueCountId, number>>>) {
      state.queues = { status: 'loaded', counts: action.payload };
    },
    /** Downloads the revenue CSV of the current range (the saga fetches it with the session's token). */
    revenueCsvRequested() {},
  },
});

export const {
  dashboardRequested,
  revenueRequested,
  revenueLoaded,
  revenueFailed,
  queueCountsLoaded,
  revenueCsvRequested,
} = slice.actions;
export const reportsReducer = slice.reducer;
