import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  EventsReport,
  MembersReport,
  QueueCountId,
  ReportId,
  ReportRange,
  RevenueReport,
  ShopReport,
} from './api';

type Status = 'idle' | 'loading' | 'loaded' | 'failed';

interface Loaded<Report> {
  status: Status;
  report: Report | null;
}

export interface ReportsState {
  /** The twelve months of the revenue, members and shop reports. */
  range: ReportRange | null;
  /** Last month and this month: the events report's range. */
  eventsRange: { from: string; to: string } | null;
  revenue: Loaded<RevenueReport>;
  members: Loaded<MembersReport>;
  events: Loaded<EventsReport>;
  shop: Loaded<ShopReport>;
  /** Pending rows per review queue; a queue that failed to answer is absent. */
  queues: { status: Status; counts: Partial<Record<QueueCountId, number>> };
}

const idle = { status: 'idle' as const, report: null };
const initialState: ReportsState = {
  range: null,
  eventsRange: null,
  revenue: idle,
  members: idle,
  events: idle,
  shop: idle,
  queues: { status: 'idle', counts: {} },
};

type Answer =
  | { report: 'revenue'; data: RevenueReport | null }
  | { report: 'members'; data: MembersReport | null }
  | { report: 'events'; data: EventsReport | null }
  | { report: 'shop'; data: ShopReport | null };

const slice = createSlice({
  name: 'reports',
  initialState,
  reducers: {
    dashboardRequested(state) {
      for (const report of ['revenue', 'members', 'events', 'shop'] as const)
        state[report].status = 'loading';
      state.queues.status = 'loading';
    },
    /** One report again (its Try again). */
    reportRequested(state, action: PayloadAction<ReportId>) {
      state[action.payload].status = 'loading';
    },
    rangesChosen(
      state,
      action: PayloadAction<{ range: ReportRange; eventsRange: { from: string; to: string } }>,
    ) {
      state.range = action.payload.range;
      state.eventsRange = action.payload.eventsRange;
    },
    /** A report's answer; `data` null when it failed. */
    reportAnswered(state, action: PayloadAction<Answer>) {
      const { report, data } = action.payload;
      (state[report] as Loaded<unknown>) = data
        ? { status: 'loaded', report: data }
        : { status: 'failed', report: null };
    },
    queueCountsLoaded(state, action: PayloadAction<Partial<Record<QueueCountId, number>>>) {
      state.queues = { status: 'loaded', counts: action.payload };
    },
    /** Downloads a report's CSV of the current range (the saga fetches it with the session's token). */
    csvRequested(_state, _action: PayloadAction<ReportId>) {},
  },
});

export const {
  dashboardRequested,
  reportRequested,
  rangesChosen,
  reportAnswered,
  queueCountsLoaded,
  csvRequested,
} = slice.actions;
export const reportsReducer = slice.reducer;
