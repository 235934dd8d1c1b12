import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import type { RootState } from '../../app/rootReducer';
import { contextValue } from '../../app/sagaContext';
import type { ApiOutcome } from '../../lib/apiOutcome';
import { notify } from '../notifications/slice';
import {
  QUEUES,
  fetchQueueCount,
  fetchRevenue,
  lastTwelveMonths,
  revenueCsvUrl,
  type QueueCountId,
  type RevenueReport,
} from './api';
import {
  dashboardRequested,
  queueCountsLoaded,
  revenueCsvRequested,
  revenueFailed,
  revenueLoaded,
  revenueRequested,
} from './slice';

export function* loadRevenue() {
  const api = yield* contextValue('api');
  const now = yield* contextValue('now');
  const range = lastTwelveMonths(now());
  const result: ApiOutcome<RevenueReport> = yield call(fetchRevenue, api, range);
  if (result.ok) yield put(revenueLoaded({ range, report: result.data }));
  else yield put(revenueFailed({ range }));
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

function* loadDashboard() {
  yield all([call(loadRevenue), call(loadQueueCounts)]);
}

/** Fetches the CSV with the session's token and hands it to the browser as a download. */
export function* downloadRevenueCsv() {
  const range = (yield select((state: RootState) => state.reports.range)) as RootState['reports']['range'];
  const token = (yield select((state: RootState) => state.session.token)) as string | null;
  if (!range) return;
  try {
    const response: Response = yield call(fetch, revenueCsvUrl(range), {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (!response.ok) throw new Error(`CSV ${response.status}`);
    const blob: Blob = yield call([response, response.blob]);
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `revenue-${range.from}-${range.to}-${range.interval}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  } catch {
    const timing = yield* contextValue('timing');
    yield put(notify('error', { id: 'app.reports.dashboard.csvFailed' }, timing.toastMs));
  }
}

export function* reportsSaga() {
  yield takeLatest(dashboardRequested.type, loadDashboard);
  yield takeLatest(revenueRequested.type, loadRevenue);
  yield takeLatest(revenueCsvRequested.type, downloadRevenueCsv);
}
