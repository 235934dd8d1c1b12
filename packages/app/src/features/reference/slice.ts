import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Country, Faq } from '@wellness/api';
import { emptyList, listFailed, listLoaded, listLoading, type DataList } from '../../lib/dataList';

/** Open reference data: the country list (profile forms) and the FAQ. */
export interface ReferenceState {
  countries: DataList<Country>;
  faqs: DataList<Faq>;
}

const initialState: ReferenceState = { countries: emptyList(), faqs: emptyList() };

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
  },
});

export const { countriesRequested, countriesLoaded, countriesFailed, faqsRequested, faqsLoaded, faqsFailed } =
  referenceSlice.actions;
export const referenceReducer = referenceSlice.reducer;
