import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Badge, PageHeader, Rating } from '@wellness/ui';
import { StaffReviewsTable, type StaffQueueColumn } from '@wellness/ui/staff';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useOnLocaleChange } from '../../settings';
import { requestedAt } from '../../staff/routes/queues';
import { REVIEWS_PAGE_SIZE, type StaffReview } from '../api';
import { reviewsRequested, visibilityRequested } from '../slice';

/**
 * /staff/reviews (issue 31 item 4): every product review, newest first, hidden ones included. Staff hide a review
 * from its item page, or show it again, after a confirmation; each change is audited (review-hidden / review-shown).
 */
export function StaffReviewsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const dispatch = useAppDispatch();
  const state = useAppSelector((root) => root.reviews);
  const title = t('app.staff.nav.reviews');

  useEffect(() => {
    dispatch(reviewsRequested());
  }, [dispatch]);
  useOnLocaleChange(() => dispatch(reviewsRequested()));

  const describe = (review: StaffReview) =>
    t('app.reviews.table.describe', {
      item: review.product.name,
      reviewer: review.reviewer,
      rating: review.rating,
    });

  const columns: StaffQueueColumn<StaffReview>[] = [
    { id: 'item', header: t('app.reviews.column.item'), cell: (r) => <bdi>{r.product.name}</bdi> },
    {
      id: 'reviewer',
      header: t('app.reviews.column.reviewer'),
      cell: (r) => (
        <>
          <div>
            <bdi>{r.reviewer}</bdi>
          </div>
          <div>
            <bdi dir="ltr">{r.member.email}</bdi>
          </div>
        </>
      ),
    },
    {
      id: 'rating',
      header: t('app.reviews.column.rating'),
      cell: (r) => (
        <Rating
          value={r.rating}
          readOnly
          size="sm"
          valueText={(rating, max) => t('app.reviews.table.rating', { rating, max })}
        />
      ),
    },
    {
      id: 'review',
      header: t('app.reviews.column.review'),
      // The reviewer's own words, in their own direction.
      cell: (r) => <div dir="auto">{r.review}</div>,
    },
    {
      id: 'date',
      header: t('app.reviews.column.date'),
      cell: (r) => (
        <span dir="ltr" style={{ whiteSpace: 'nowrap' }}>
          {requestedAt(r.createdAt).slice(0, 10)}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('app.reviews.column.status'),
      cell: (r) =>
        r.hidden ? (
          <Badge tone="neutral">{t('app.reviews.status.hidden')}</Badge>
        ) : (
          <Badge tone="success">{t('app.reviews.status.shown')}</Badge>
        ),
    },
  ];

  return (
    <section>
      <PageHeader title={title} />
      <StaffReviewsTable<StaffReview>
        caption={title}
        rows={state.items}
        columns={columns}
        page={state.query.page}
        total={state.total}
        pageSize={REVIEWS_PAGE_SIZE}
        search={state.query.search}
        onPageChange={(page) => dispatch(reviewsRequested({ query: { page } }))}
        onSortChange={() => undefined}
        onSearchChange={(search) =>
          dispatch(reviewsRequested({ query: { page: 1, search }, debounce: true }))
        }
        onVisibilityChange={(review, hidden) => dispatch(visibilityRequested({ review, hidden }))}
        describe={describe}
        busyIds={state.busy}
        loading={state.status === 'idle' || (state.status === 'loading' && state.items.length === 0)}
        error={state.status === 'failed'}
        labels={{
          search: t('app.reviews.table.search'),
          searchPlaceholder: t('app.reviews.table.searchPlaceholder'),
          actions: t('app.reviews.table.actions'),
          loading: t('app.staff.queue.loading'),
          empty: t('app.reviews.table.empty'),
          noMatch: t('app.reviews.table.noMatch'),
          error: t('app.staff.queue.error'),
          hide: t('app.reviews.action.hide'),
          show: t('app.reviews.action.show'),
          hideRow: (description) => t('app.reviews.action.hideRow', { description }),
          showRow: (description) => t('app.reviews.action.showRow', { description }),
          hideTitle: t('app.reviews.dialog.hideTitle'),
          hideMessage: t('app.reviews.dialog.hideMessage'),
          showTitle: t('app.reviews.dialog.showTitle'),
          showMessage: t('app.reviews.dialog.showMessage'),
          cancel: t('app.staff.rejectDialog.cancel'),
          busy: t('app.reviews.dialog.busy'),
          close: t('app.staff.rejectDialog.close'),
        }}
      />
    </section>
  );
}

export { StaffReviewsPage as Component };
