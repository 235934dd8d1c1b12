import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { contextValue } from '../../app/sagaContext';
import type { ApiOutcome } from '../../lib/apiOutcome';
import { notify } from '../notifications/slice';
import {
  QUEUES,
  fetchEvents,
  fetchMembers,
  fetchQueueCount,
  fetchRevenue,
  fetchShop,
  lastAndThisMonth,
  lastTwelveMonths,
  reportCsvName,
  reportCsvUrl,
  type QueueCountId,
  type ReportId,
} from './api';
import {
  csvRequested,
  dashboardRequested,
  queueCountsLoaded,
  rangesChosen,
  reportAnswered,
  reportRequested,
} from './slice';

/** The ranges of now: twelve months for revenue, members and shop; last and this month for events. */
function* chooseRanges() {
  const now = yield* contextValue('now');
  const ranges = { range: lastTwelveMonths(now()), eventsRange: lastAndThisMonth(now()) };
  yield put(rangesChosen(ranges));
  return ranges;
}

/** Loads one report of the chosen ranges (they are chosen first when the page has none yet). */
export function* loadReport(report: ReportId) {
  const api = yield* contextValue('api');
  let ranges = (yield select((state: RootState) => ({
    range: state.reports.range,
    eventsRange: state.reports.eventsRange,
  }))) as Pick<RootState['reports'], 'range' | 'eventsRange'>;
  if (!ranges.range || !ranges.eventsRange) ranges = yield* chooseRanges();
  const range = ranges.range!;
  const fetchers = {
    revenue: () => call(fetchRevenue, api, range),
    members: () => call(fetchMembers, api, range),
    events: () => call(fetchEvents, api, ranges.eventsRange!),
    shop: () => call(fetchShop, api, range),
  };
  const result: ApiOutcome<never> = yield fetchers[report]();
  yield put(
    reportAnswered({ report, data: result.ok ? result.data : null } as Parameters<typeof reportAnswered>[0]),
  );
}

export function* loadQueueCounts() {
  const api = yield* contextValue('api');
  const results: ApiOutcome<number>[] = yield all(QUEUES.map((q) => call(fetchQueueCount, api, q.path)));
  const counts: Partial<Record<QueueCountId, number>> = {};
  QUEUES.forEach((queue, i) => {
    const result = results[i];
    if (result?.ok) counts[queue.id] = result.data;
  });
  yield put(queueCountsLoaded(counts));
}

/** Every report and queue count at once (no waterfall). */
function* loadDashboard() {
  yield* chooseRanges();
  yield all([
    call(loadReport, 'revenue'),
    call(loadReport, 'members'),
    call(loadReport, 'events'),
    call(loadReport, 'shop'),
    call(loadQueueCounts),
  ]);
}

/** Fetches a report's CSV with the session's token and hands it to the browser as a download. */
export function* downloadCsv(action: PayloadAction<ReportId>) {
  const report = action.payload;
  const state = (yield select((s: RootState) => s)) as RootState;
  const range = report === 'events' ? state.reports.eventsRange : state.reports.range;
  const token = state.session.token;
  if (!range) return;
  try {
    const response: Response = yield call(fetch, reportCsvUrl(report, range), {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (!response.ok) throw new Error(`CSV ${response.status}`);
    const blob: Blob = yield call([response, response.blob]);
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = reportCsvName(report, range);
    link.click();
    URL.revokeObjectURL(url);
  } catch {
    const timing = yield* contextValue('timing');
    yield put(notify('error', { id: 'app.reports.dashboard.csvFailed' }, timing.toastMs));
  }
}

function* reloadReport(action: PayloadAction<ReportId>) {
  yield call(loadReport, action.payload);
}

export function* reportsSaga() {
  yield takeLatest(dashboardRequested.type, loadDashboard);
  yield takeEvery(reportRequested.type, reloadReport);
  yield takeEvery(csvRequested.type, downloadCsv);
}
