import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SearchResult } from '@wellness/api';

/** §2 global search over content: what the server found for the query typed last. */
export interface SearchState {
  /** The query as typed (the pages are searched with it at once). */
  query: string;
  /** `waiting`: the typing pause; `loading`: asked; `failed`: the content part failed (pages still show). */
  status: 'idle' | 'waiting' | 'loading' | 'succeeded' | 'failed';
  /** The query `results` belong to. */
  resultsFor: string;
  results: SearchResult[];
}

const initialState: SearchState = { query: '', status: 'idle', resultsFor: '', results: [] };

const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    searchQueryChanged(state, action: PayloadAction<string>) {
      state.query = action.payload;
      state.status = action.payload.trim() ? 'waiting' : 'idle';
      if (!action.payload.trim()) {
        state.resultsFor = '';
        state.results = [];
      }
    },
    searchStarted(state) {
      state.status = 'loading';
    },
    searchLoaded(state, action: PayloadAction<{ query: string; results: SearchResult[] }>) {
      state.status = 'succeeded';
      state.resultsFor = action.payload.query;
      state.results = action.payload.results;
    },
    searchFailed(state, action: PayloadAction<{ query: string }>) {
      state.status = 'failed';
      state.resultsFor = action.payload.query;
      state.results = [];
    },
  },
});

export const { searchQueryChanged, searchStarted, searchLoaded, searchFailed } = searchSlice.actions;
export const searchReducer = searchSlice.reducer;
