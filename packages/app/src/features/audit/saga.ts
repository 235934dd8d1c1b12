import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { RootState } from '../../app/rootReducer';
import { contextValue } from '../../app/sagaContext';
import type { ApiOutcome } from '../../lib/apiOutcome';
import { fetchAudit, fetchStaffOptions, type AuditPage, type AuditQuery } from './api';
import { auditFailed, auditLoaded, auditRequested, staffOptionsLoaded } from './slice';

export function* loadAudit() {
  const api = yield* contextValue('api');
  const query: AuditQuery = yield select((state: RootState) => state.audit.query);
  const result: ApiOutcome<AuditPage> = yield call(fetchAudit, api, query);
  if (result.ok) yield put(auditLoaded(result.data));
  else yield put(auditFailed());
}

/** The staff filter's choices, read once. */
export function* loadStaffOptions() {
  const known: unknown[] = yield select((state: RootState) => state.audit.staffOptions);
  if (known.length) return;
  const api = yield* contextValue('api');
  const result: ApiOutcome<{ uuid: string; name: string }[]> = yield call(fetchStaffOptions, api);
  if (result.ok) yield put(staffOptionsLoaded(result.data));
}

export function* auditSaga() {
  yield takeLatest(auditRequested.type, loadStaffOptions);
  yield takeLatest(auditRequested.type, loadAudit);
}
