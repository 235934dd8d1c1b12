import { call, delay, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { RootState } from '../../app/rootReducer';
import { contextValue } from '../../app/sagaContext';
import type { ApiOutcome } from '../../lib/apiOutcome';
import { notify } from '../notifications/slice';
import { decide, fetchQueue, type QueuePage, type QueueQuery } from './api';
import {
  decisionFailed,
  decisionRequested,
  decisionSucceeded,
  queueFailed,
  queueLoaded,
  queueRequested,
} from './slice';

/** Typing in a queue's search box waits this long before asking the server (§9 search typing delay). */
export const SEARCH_DEBOUNCE_MS = 500;

const staffMessages = {
  accepted: { id: 'app.staff.toast.accepted' },
  rejected: { id: 'app.staff.toast.rejected' },
  alreadyDecided: { id: 'app.staff.toast.alreadyDecided' },
  failed: { id: 'app.staff.toast.failed' },
} as const;

function* loadQueue({ payload }: ReturnType<typeof queueRequested>) {
  if (payload.debounce) yield delay(SEARCH_DEBOUNCE_MS);
  const api = yield* contextValue('api');
  const query: QueueQuery = yield select((state: RootState) => state.staff[payload.queue].query);
  const result: ApiOutcome<QueuePage> = yield call(fetchQueue, api, payload.queue, query);
  if (!result.ok) {
    yield put(queueFailed({ queue: payload.queue }));
    return;
  }
  // A page emptied by decisions (or a search): show the last page that has rows.
  const lastPage = Math.max(1, Math.ceil(result.data.total / result.data.pageSize));
  if (result.data.items.length === 0 && result.data.page > lastPage) {
    yield put(queueRequested({ queue: payload.queue, query: { page: lastPage } }));
    return;
  }
  yield put(queueLoaded({ queue: payload.queue, page: result.data }));
}

/**
 * A decision: the row has left the list already (optimistic). Success: a toast, and the page is read again so
 * it fills up from the server. Failure: the row comes back where it was, with an error toast; a row someone
 * else decided meanwhile (404 REQUEST_NOT_PENDING) stays gone and the page is read again.
 */
export function* decideRow(action: ReturnType<typeof decisionRequested>) {
  const { queue, row, decision, reason, index } = action.payload;
  const api = yield* contextValue('api');
  const timing = yield* contextValue('timing');
  const result: ApiOutcome<unknown> = yield call(decide, api, queue, row.uuid, {
    decision,
    ...(reason ? { reason } : {}),
  });
  if (result.ok) {
    yield put(decisionSucceeded({ queue, uuid: row.uuid }));
    yield put(
      notify(
        'success',
        decision === 'accept' ? staffMessages.accepted : staffMessages.rejected,
        timing.toastMs,
      ),
    );
    yield put(queueRequested({ queue }));
  } else if (result.code === 'REQUEST_NOT_PENDING') {
    yield put(decisionSucceeded({ queue, uuid: row.uuid }));
    yield put(notify('warning', staffMessages.alreadyDecided, timing.toastMs));
    yield put(queueRequested({ queue }));
  } else {
    yield put(decisionFailed({ queue, row, index }));
    yield put(notify('error', staffMessages.failed, timing.toastMs));
  }
}

export function* staffSaga() {
  yield takeLatest(queueRequested.type, loadQueue);
  yield takeEvery(decisionRequested.type, decideRow);
}
