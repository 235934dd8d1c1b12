import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { ClientConfig, Country, Faq } from '@wellness/api';
import { contextValue } from '../../app/sagaContext';
import type { RootState } from '../../app/rootReducer';
import type { ApiOutcome } from '../../lib/apiOutcome';
import { fetchClientConfig, fetchCountries, fetchFaqs } from './api';
import {
  clientConfigFailed,
  clientConfigLoaded,
  clientConfigRequested,
  countriesFailed,
  countriesLoaded,
  countriesRequested,
  faqsFailed,
  faqsLoaded,
  faqsRequested,
} from './slice';

const LIST_FAILED = 'Oops something bad happened!';

function* loadCountries() {
  const loaded: boolean = yield select(
    (state: RootState) => state.reference.countries.status === 'succeeded',
  );
  if (loaded) return;
  const api = yield* contextValue('api');
  const result: ApiOutcome<Country[]> = yield call(fetchCountries, api);
  yield put(result.ok ? countriesLoaded(result.data) : countriesFailed(LIST_FAILED));
}

function* loadFaqs() {
  const api = yield* contextValue('api');
  const result: ApiOutcome<Faq[]> = yield call(fetchFaqs, api);
  yield put(result.ok ? faqsLoaded(result.data) : faqsFailed(LIST_FAILED));
}

/** The deployment's configuration, read once (it changes only when the server is restarted). */
function* loadClientConfig() {
  const loaded: boolean = yield select(
    (state: RootState) => state.reference.clientConfig.status === 'loaded',
  );
  if (loaded) return;
  const api = yield* contextValue('api');
  const result: ApiOutcome<ClientConfig> = yield call(fetchClientConfig, api);
  yield put(result.ok ? clientConfigLoaded(result.data) : clientConfigFailed());
}

export function* referenceSaga() {
  yield takeLatest(countriesRequested.type, loadCountries);
  yield takeLatest(clientConfigRequested.type, loadClientConfig);
  yield takeLatest(faqsRequested.type, loadFaqs);
}
