import type { ApiClient, Schema } from '@wellness/api';
import { toOutcome, type ApiOutcome } from '../../lib/apiOutcome';

/** A product review as staff see it (hidden ones included). */
export type StaffReview = Schema<'StaffReview'>;

export interface ReviewsQuery {
  page: number;
  search: string;
}

export interface ReviewsPage {
  items: StaffReview[];
  total: number;
  page: number;
  pageSize: number;
}

export const REVIEWS_PAGE_SIZE = 10;

/** One page of every review, newest first, searched by the server. */
export async function fetchReviews(api: ApiClient, query: ReviewsQuery): Promise<ApiOutcome<ReviewsPage>> {
  const search = query.search.trim().slice(0, 100);
  return toOutcome(
    await api.GET('/staff/reviews', {
      params: { query: { page: query.page, pageSize: REVIEWS_PAGE_SIZE, ...(search ? { search } : {}) } },
    }),
  );
}

/** Hides a review from its item page, or shows it again (audited as review-hidden / review-shown). */
export async function setReviewHidden(
  api: ApiClient,
  uuid: string,
  hidden: boolean,
): Promise<ApiOutcome<StaffReview>> {
  return toOutcome(
    await api.PATCH('/staff/reviews/{uuid}', { params: { path: { uuid } }, body: { hidden } }),
  );
}
