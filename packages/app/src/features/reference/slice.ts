import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ClientConfig, Country, Faq } from '@wellness/api';
import { emptyList, listFailed, listLoaded, listLoading, type DataList } from '../../lib/dataList';

/** What this deployment offers, read from the server at run time (GET /config). */
interface ClientConfigState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** Google sign-in's client id; null until known, and when the server has no Google sign-in. */
  googleClientId: string | null;
}

/** Open reference data: the country list (profile forms), the FAQ and the deployment's configuration. */
interface ReferenceState {
  countries: DataList<Country>;
  faqs: DataList<Faq>;
  clientConfig: ClientConfigState;
}

const initialState: ReferenceState = {
  countries: emptyList(),
  faqs: emptyList(),
  clientConfig: { status: 'idle', googleClientId: null },
};

const referenceSlice = createSlice({
  name: 'reference',
  initialState,
  reducers: {
    countriesRequested(state) {
      // The list rarely changes: keep a loaded copy instead of emptying it again.
      if (state.countries.status !== 'succeeded') state.countries = listLoading();
    },
    countriesLoaded(state, action: PayloadAction<Country[]>) {
      state.countries = listLoaded(action.payload);
    },
    countriesFailed(state, action: PayloadAction<string>) {
      state.countries = listFailed(action.payload);
    },
    faqsRequested(state) {
      state.faqs = listLoading();
    },
    faqsLoaded(state, action: PayloadAction<Faq[]>) {
      state.faqs = listLoaded(action.payload);
    },
    faqsFailed(state, action: PayloadAction<string>) {
      state.faqs = listFailed(action.payload);
    },
    clientConfigRequested(state) {
      if (state.clientConfig.status !== 'loaded') state.clientConfig.status = 'loading';
    },
    clientConfigLoaded(state, action: PayloadAction<ClientConfig>) {
      state.clientConfig = { status: 'loaded', googleClientId: action.payload.googleClientId };
    },
    clientConfigFailed(state) {
      // Without the answer the app offers nothing optional (no Google button); a later page asks again.
      state.clientConfig = { status: 'failed', googleClientId: null };
    },
  },
});

export const {
  countriesRequested,
  countriesLoaded,
  countriesFailed,
  faqsRequested,
  faqsLoaded,
  faqsFailed,
  clientConfigRequested,
  clientConfigLoaded,
  clientConfigFailed,
} = referenceSlice.actions;
export const referenceReducer = referenceSlice.reducer;
