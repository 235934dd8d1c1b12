import { describe, expect, it } from 'vitest';
import type { Schema } from '@wellness/api';
import { aUser, fail, ok } from '@wellness/api/testing';
import { startHarness, type HarnessOptions } from '../../../test/sagaHarness';
import { reviewsSaga } from '../saga';
import { reviewsRequested, visibilityRequested } from '../slice';

const review: Schema<'StaffReview'> = {
  uuid: '8d4e5f60-7a81-4b92-8c3d-4e5f6a7b8c01',
  product: { id: 11, name: 'Cork Yoga Mat' },
  member: { uuid: '6a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c00', name: 'Amira Haddad', email: 'amira@example.com' },
  rating: 5,
  review: 'Thick, grippy and easy to clean.',
  reviewer: 'Amira Haddad',
  createdAt: '2026-11-26T09:30:00.000Z',
  hidden: false,
};
const PATCH = `PATCH /staff/reviews/${review.uuid}` as 'PATCH /staff/reviews/{uuid}';
const page = (items: Schema<'StaffReview'>[], total = items.length) => ({
  items,
  total,
  page: 1,
  pageSize: 10,
});

function harness(routes: HarnessOptions['routes']) {
  return startHarness(reviewsSaga, {
    routes,
    state: { session: { status: 'signedIn', token: 't', user: aUser({ role: ['staff'] }) } },
  });
}

describe('staff reviews', () => {
  it('asks for a page, searched by the server', async () => {
    const run = harness({ 'GET /staff/reviews': ok(page([review], 14)) });
    run.dispatch(reviewsRequested({ query: { page: 2, search: ' mat ' } }));
    await run.until(() => run.state.reviews.status === 'loaded');
    run.stop();
    expect(Object.fromEntries(run.fetch.callsTo('GET /staff/reviews')[0]!.query)).toEqual({
      page: '2',
      pageSize: '10',
      search: 'mat',
    });
    expect(run.state.reviews).toMatchObject({ total: 14, items: [review] });
  });

  it('hiding sends the state asked for, shows the answer and tells staff', async () => {
    const run = harness({
      'GET /staff/reviews': ok(page([review])),
      [PATCH]: ok({ ...review, hidden: true }),
    });
    run.dispatch(reviewsRequested());
    await run.until(() => run.state.reviews.status === 'loaded');
    run.dispatch(visibilityRequested({ review, hidden: true }));
    expect(run.state.reviews.busy).toEqual([review.uuid]);
    await run.until(() => run.toasts().length === 1);
    run.stop();
    expect(run.fetch.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { hidden: true },
    ]);
    expect(run.toasts()).toEqual([
      { kind: 'success', message: 'app.reviews.toast.hidden', durationMs: 3000 },
    ]);
    expect(run.state.reviews).toMatchObject({ busy: [], items: [{ uuid: review.uuid, hidden: true }] });
  });

  it('a failure leaves the review as it was, with an error toast; a review gone reads the page again', async () => {
    const run = harness({
      'GET /staff/reviews': [ok(page([review])), ok(page([]))],
      [PATCH]: [
        fail(500, 'Something went wrong. Please try again later.', 'INTERNAL'),
        fail(404, 'Review not found', 'REVIEW_NOT_FOUND'),
      ],
    });
    run.dispatch(reviewsRequested());
    await run.until(() => run.state.reviews.status === 'loaded');
    run.dispatch(visibilityRequested({ review, hidden: true }));
    await run.until(() => run.toasts().length === 1);
    expect(run.state.reviews).toMatchObject({ busy: [], items: [review] });
    run.dispatch(visibilityRequested({ review, hidden: true }));
    await run.until(() => run.fetch.callsTo('GET /staff/reviews').length === 2);
    await run.until(() => run.state.reviews.status === 'loaded');
    run.stop();
    expect(run.toasts().map((toast) => [toast.kind, toast.message])).toEqual([
      ['error', 'app.reviews.toast.failed'],
      ['warning', 'app.reviews.toast.notFound'],
    ]);
    expect(run.state.reviews.items).toEqual([]);
  });
});
