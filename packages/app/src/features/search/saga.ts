import { call, delay, put, takeLatest } from 'redux-saga/effects';
import type { SearchResult } from '@wellness/api';
import { contextValue } from '../../app/sagaContext';
import type { ApiOutcome } from '../../lib/apiOutcome';
import { fetchSearch } from './api';
import { searchFailed, searchLoaded, searchQueryChanged, searchStarted } from './slice';

/** The server's search answers at most this many characters (openapi.yaml `q`). */
const MAX_QUERY = 100;

/**
 * Content search after the spec's typing pause (§9, 500 ms): every keystroke restarts the wait (takeLatest
 * cancels the previous one, also a call on its way), so only the query the member stopped at is asked.
 */
function* searchContent({ payload }: ReturnType<typeof searchQueryChanged>) {
  const query = payload.trim().slice(0, MAX_QUERY);
  if (!query) return;
  const timing = yield* contextValue('timing');
  yield delay(timing.searchDelayMs);
  yield put(searchStarted());
  const api = yield* contextValue('api');
  const result: ApiOutcome<SearchResult[]> = yield call(fetchSearch, api, query);
  yield put(
    result.ok
      ? searchLoaded({ query: payload.trim(), results: result.data })
      : searchFailed({ query: payload.trim() }),
  );
}

export function* searchSaga() {
  yield takeLatest(searchQueryChanged.type, searchContent);
}
