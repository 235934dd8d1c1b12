import { call, put, takeLatest } from 'redux-saga/effects';
import type { Transaction } from '@wellness/api';
import { contextValue } from '../../app/sagaContext';
import type { ApiOutcome } from '../../lib/apiOutcome';
import { notify } from '../notifications/slice';
import { fetchTransactions } from './api';
import { transactionsFailed, transactionsLoaded, transactionsRequested } from './slice';

/** §2: the transaction history's own spelling. */
const TRANSACTIONS_FAILED = 'Opps something bad happened!';

function* loadTransactions() {
  const api = yield* contextValue('api');
  const timing = yield* contextValue('timing');
  const result: ApiOutcome<Transaction[]> = yield call(fetchTransactions, api);
  if (result.ok) {
    yield put(transactionsLoaded(result.data));
    return;
  }
  yield put(transactionsFailed(TRANSACTIONS_FAILED));
  yield put(notify('error', { id: 'app.transactions.toast.failed' }, timing.toastMs));
}

export function* transactionsSaga() {
  yield takeLatest(transactionsRequested.type, loadTransactions);
}
