import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ReviewsPage, ReviewsQuery, StaffReview } from './api';

interface ReviewsState {
  items: StaffReview[];
  total: number;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  query: ReviewsQuery;
  /** Reviews whose change is on its way (their buttons are busy until the server answers). */
  busy: string[];
}

const initialState: ReviewsState = {
  items: [],
  total: 0,
  status: 'idle',
  query: { page: 1, search: '' },
  busy: [],
};

const reviewsSlice = createSlice({
  name: 'reviews',
  initialState,
  reducers: {
    /** Reads a page again; `query` changes page or search. */
    reviewsRequested(
      state,
      action: PayloadAction<{ query?: Partial<ReviewsQuery>; debounce?: boolean } | undefined>,
    ) {
      state.query = { ...state.query, ...action.payload?.query };
      state.status = 'loading';
    },
    reviewsLoaded(state, action: PayloadAction<ReviewsPage>) {
      state.items = action.payload.items;
      state.total = action.payload.total;
      state.query.page = action.payload.page;
      state.status = 'loaded';
    },
    reviewsFailed(state) {
      state.items = [];
      state.status = 'failed';
    },
    visibilityRequested(state, action: PayloadAction<{ review: StaffReview; hidden: boolean }>) {
      state.busy.push(action.payload.review.uuid);
    },
    /** The server's answer replaces the row. */
    visibilityChanged(state, action: PayloadAction<StaffReview>) {
      const changed = action.payload;
      state.busy = state.busy.filter((uuid) => uuid !== changed.uuid);
      state.items = state.items.map((review) => (review.uuid === changed.uuid ? changed : review));
    },
    visibilityFailed(state, action: PayloadAction<{ uuid: string }>) {
      state.busy = state.busy.filter((uuid) => uuid !== action.payload.uuid);
    },
  },
});

export const {
  reviewsRequested,
  reviewsLoaded,
  reviewsFailed,
  visibilityRequested,
  visibilityChanged,
  visibilityFailed,
} = reviewsSlice.actions;
export const reviewsReducer = reviewsSlice.reducer;
