import type { ElementType, ReactNode } from 'react';
import styled from 'styled-components';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { Pagination, type PaginationProps } from '../../components/Pagination';
import type { CatalogCardItem } from '../catalog';
import { ProductCard, type ProductCardProps } from '../ProductCard';
import { CatalogGridList } from './CatalogGridList';

interface CatalogGridProps
  extends
    Pick<ProductCardProps, 'originalPriceLabel' | 'noImageLabel' | 'locale'>,
    Partial<Pick<PaginationProps, 'label' | 'previousLabel' | 'nextLabel' | 'pageLabel' | 'summary'>> {
  /** One page of items (20). */
  items: readonly CatalogCardItem[];
  /** Accessible name of the list. */
  listLabel: string;
  hrefOf: (item: CatalogCardItem) => string;
  linkAs?: ElementType;
  cardSlots?: (item: CatalogCardItem) => Pick<ProductCardProps, 'topAction' | 'actions'>;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  loading?: boolean;
  loadingLabel?: string;
  error?: boolean;
  errorText?: string;
  onRetry?: () => void;
  retryLabel?: string;
  /** §8: 'No match found'. */
  emptyText?: string;
  /** A next step under the empty text (e.g. clear the search). */
  emptyAction?: ReactNode;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

/** One page of catalogue cards with the pager under it, or the loading, error or 'No match found' state. */
export function CatalogGrid({
  items,
  listLabel,
  hrefOf,
  linkAs,
  cardSlots,
  page,
  pageCount,
  onPageChange,
  loading = false,
  loadingLabel = 'Loading...',
  error = false,
  errorText = 'Oops something bad happened!',
  onRetry,
  retryLabel,
  emptyText = 'No match found',
  emptyAction,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
  summary,
  ...cardProps
}: CatalogGridProps) {
  if (loading) return <LoadingIndicator label={loadingLabel} />;
  if (error) return <ErrorState message={errorText} onRetry={onRetry} retryLabel={retryLabel} />;
  if (items.length === 0) return <EmptyState title={emptyText} titleAs="p" action={emptyAction} />;
  const pagination = { label, previousLabel, nextLabel, pageLabel, summary };
  return (
    <Root>
      <CatalogGridList aria-label={listLabel}>
        {items.map((item) => (
          <ProductCard
            key={item.id}
            as="li"
            titleAs="h2"
            product={item}
            {...(linkAs ? { linkAs, linkProps: { to: hrefOf(item) } } : { href: hrefOf(item) })}
            {...cardProps}
            {...cardSlots?.(item)}
          />
        ))}
      </CatalogGridList>
      {pageCount > 1 && (
        <Pagination
          page={page}
          pageCount={pageCount}
          onPageChange={onPageChange}
          {...Object.fromEntries(Object.entries(pagination).filter(([, value]) => value !== undefined))}
        />
      )}
    </Root>
  );
}
