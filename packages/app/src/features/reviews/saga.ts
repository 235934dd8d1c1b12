import { call, delay, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { RootState } from '../../app/rootReducer';
import { contextValue } from '../../app/sagaContext';
import type { ApiOutcome } from '../../lib/apiOutcome';
import { notify } from '../notifications/slice';
import { fetchReviews, setReviewHidden, type ReviewsPage, type ReviewsQuery, type StaffReview } from './api';
import {
  reviewsFailed,
  reviewsLoaded,
  reviewsRequested,
  visibilityChanged,
  visibilityFailed,
  visibilityRequested,
} from './slice';

/** Typing in the search box waits this long before asking the server (§9 search typing delay). */
export const SEARCH_DEBOUNCE_MS = 500;

const reviewMessages = {
  hidden: { id: 'app.reviews.toast.hidden' },
  shown: { id: 'app.reviews.toast.shown' },
  notFound: { id: 'app.reviews.toast.notFound' },
  failed: { id: 'app.reviews.toast.failed' },
} as const;

export function* loadReviews(action: ReturnType<typeof reviewsRequested>) {
  if (action.payload?.debounce) yield delay(SEARCH_DEBOUNCE_MS);
  const api = yield* contextValue('api');
  const query: ReviewsQuery = yield select((state: RootState) => state.reviews.query);
  const result: ApiOutcome<ReviewsPage> = yield call(fetchReviews, api, query);
  if (result.ok) yield put(reviewsLoaded(result.data));
  else yield put(reviewsFailed());
}

/**
 * Hide or show, once staff confirmed: the row's button is busy until the server answers, whose review replaces
 * the row. 404: the review is gone; the page is read again.
 */
function* changeVisibility(action: ReturnType<typeof visibilityRequested>) {
  const { review, hidden } = action.payload;
  const api = yield* contextValue('api');
  const timing = yield* contextValue('timing');
  const result: ApiOutcome<StaffReview> = yield call(setReviewHidden, api, review.uuid, hidden);
  if (result.ok) {
    yield put(visibilityChanged(result.data));
    yield put(notify('success', hidden ? reviewMessages.hidden : reviewMessages.shown, timing.toastMs));
    return;
  }
  yield put(visibilityFailed({ uuid: review.uuid }));
  if (result.status === 404) {
    yield put(notify('warning', reviewMessages.notFound, timing.toastMs));
    yield put(reviewsRequested());
  } else {
    yield put(notify('error', reviewMessages.failed, timing.toastMs));
  }
}

export function* reviewsSaga() {
  yield takeLatest(reviewsRequested.type, loadReviews);
  yield takeEvery(visibilityRequested.type, changeVisibility);
}
