import styled from 'styled-components';
import type { ProductReviewPage } from '@wellness/api';
import { ErrorState } from '../../components/ErrorState';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { Pagination } from '../../components/Pagination';
import { Rating } from '../../components/Rating';

export interface ProductReviewsLabels {
  title: string;
  /** '4.3 out of 5' — the average as read out and shown. */
  average: (average: number) => string;
  /** '12 reviews'. */
  count: (count: number) => string;
  stars: (value: number, max: number) => string;
  empty: string;
  loading: string;
  error: string;
  retry: string;
  pagination: string;
  previous: string;
  next: string;
  /** A page number button's name: 'Page 2'. */
  page: (page: number) => string;
  /** 'Page 1 of 2'. */
  pageOf: (page: number, pageCount: number) => string;
}

export const defaultProductReviewsLabels: ProductReviewsLabels = {
  title: 'Ratings & Reviews',
  average: (average) => `${average} out of 5`,
  count: (count) => (count === 1 ? '1 review' : `${count} reviews`),
  stars: (value, max) => `${value} out of ${max} stars`,
  empty: 'No reviews yet.',
  loading: 'Loading...',
  error: 'Oops something bad happened!',
  retry: 'Try again',
  pagination: 'Review pages',
  previous: 'Previous',
  next: 'Next',
  page: (page) => `Page ${page}`,
  pageOf: (page, pageCount) => `Page ${page} of ${pageCount}`,
};

export interface ProductReviewsProps {
  /** The page the server answered; null before the first answer. */
  page: ProductReviewPage | null;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  onPageChange: (page: number) => void;
  /** A review's date in the member's language. */
  formatDate?: (iso: string) => string;
  labels?: Partial<ProductReviewsLabels>;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};

  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const Summary = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};

  & > strong {
    color: ${({ theme }) => theme.color.text.primary};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  max-inline-size: 72ch;
`;

const Byline = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.secondary};

  & > span:first-child {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.color.text.primary};
  }
`;

/** The reviewer's words: text as typed (React escapes it), line breaks kept, long words wrapped. */
const Words = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const defaultFormatDate = (iso: string) => iso.slice(0, 10);

/**
 * An item's reviews (issue 31: reviews are read): the average and the count, then the reviews newest first, a page
 * at a time, each with its stars, the reviewer's name, the date and their words as plain text.
 */
export function ProductReviews({
  page,
  loading = false,
  error = false,
  onRetry,
  onPageChange,
  formatDate = defaultFormatDate,
  labels: overrides,
}: ProductReviewsProps) {
  const labels = { ...defaultProductReviewsLabels, ...overrides };
  const pageCount = page ? Math.max(1, Math.ceil(page.count / page.pageSize)) : 1;
  let body;
  if (error) body = <ErrorState message={labels.error} onRetry={onRetry} retryLabel={labels.retry} />;
  else if (loading || !page) body = <LoadingIndicator label={labels.loading} />;
  else if (page.count === 0) body = <p>{labels.empty}</p>;
  else
    body = (
      <>
        <Summary>
          {page.averageRating !== null && (
            <>
              <Rating readOnly value={page.averageRating} valueText={labels.stars} />
              <strong>{labels.average(page.averageRating)}</strong>
            </>
          )}
          <span>{labels.count(page.count)}</span>
        </Summary>
        <List>
          {page.items.map((review) => (
            <Item key={review.uuid}>
              <Rating readOnly size="sm" value={review.rating} valueText={labels.stars} />
              <Byline>
                <span dir="auto">{review.reviewer}</span>
                <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
              </Byline>
              <Words dir="auto">{review.review}</Words>
            </Item>
          ))}
        </List>
        {pageCount > 1 && (
          <Pagination
            page={page.page}
            pageCount={pageCount}
            onPageChange={onPageChange}
            label={labels.pagination}
            previousLabel={labels.previous}
            nextLabel={labels.next}
            pageLabel={labels.page}
            summary={labels.pageOf}
          />
        )}
      </>
    );
  return (
    <Root aria-labelledby="product-reviews-heading" aria-busy={loading || undefined}>
      <h2 id="product-reviews-heading">{labels.title}</h2>
      {body}
    </Root>
  );
}
