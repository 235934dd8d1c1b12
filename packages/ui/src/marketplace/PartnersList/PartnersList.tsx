import type { ChangeEvent, ElementType } from 'react';
import styled from 'styled-components';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Grid } from '../../components/Grid';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { SearchField, SEARCH_DEBOUNCE_MS } from '../../components/SearchField';
import { Select } from '../../components/Select';
import type { PartnerType } from '@wellness/api';
import { PartnerCard, defaultPartnerTypeLabel, type PartnerCardPartner } from '../PartnerCard';

/** §9: partners come 24 to a page. */
const PARTNERS_PAGE_SIZE = 24;

/** §2: the type filter's choices in the spec's order (All is ''). */
export const partnerTypeFilters = ['', '2', '0', '1'] as const;
export type PartnerTypeFilter = (typeof partnerTypeFilters)[number];

interface PartnersListProps {
  /** Every partner matching the search and type, by name; the list shows page `page` of them. */
  partners: readonly PartnerCardPartner[];
  page: number;
  onPageChange: (page: number) => void;
  /** /partner/{uuid}, or /partners when a partner has no uuid (§2). */
  hrefOf: (partner: PartnerCardPartner) => string;
  linkAs?: ElementType;
  /** Props of `linkAs` for one partner, e.g. `{ to }`. */
  linkPropsOf?: (partner: PartnerCardPartner) => Record<string, unknown>;
  defaultKeyword?: string;
  onKeywordChange: (keyword: string) => void;
  type: PartnerTypeFilter;
  onTypeChange: (type: PartnerTypeFilter) => void;
  typeLabel?: (type: PartnerType) => string;
  title?: string;
  keywordLabel?: string;
  typeFieldLabel?: string;
  allLabel?: string;
  debounceMs?: number;
  loading?: boolean;
  loadingLabel?: string;
  error?: boolean;
  errorText?: string;
  onRetry?: () => void;
  retryLabel?: string;
  emptyText?: string;
  paginationLabel?: string;
  previousLabel?: string;
  nextLabel?: string;
  pageLabel?: (page: number) => string;
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[4]};

  & > :first-child {
    flex: 2 1 280px;
  }
  & > :last-child {
    flex: 1 1 200px;
  }
`;

/** §2 /partners: 'Partners supported by CWC', name search, type filter, 24 cards a page. */
export function PartnersList({
  partners,
  page,
  onPageChange,
  hrefOf,
  linkAs,
  linkPropsOf,
  defaultKeyword = '',
  onKeywordChange,
  type,
  onTypeChange,
  typeLabel = defaultPartnerTypeLabel,
  title = 'Partners supported by CWC',
  keywordLabel = 'Search partners by name',
  typeFieldLabel = 'Type',
  allLabel = 'All',
  debounceMs = SEARCH_DEBOUNCE_MS,
  loading = false,
  loadingLabel = 'Loading...',
  error = false,
  errorText = 'Oops something bad happened!',
  onRetry,
  retryLabel,
  emptyText = 'No match found',
  paginationLabel,
  previousLabel,
  nextLabel,
  pageLabel,
}: PartnersListProps) {
  const pageCount = Math.max(1, Math.ceil(partners.length / PARTNERS_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  const shown = partners.slice((current - 1) * PARTNERS_PAGE_SIZE, current * PARTNERS_PAGE_SIZE);

  let content;
  if (loading) content = <LoadingIndicator label={loadingLabel} />;
  else if (error) content = <ErrorState message={errorText} onRetry={onRetry} retryLabel={retryLabel} />;
  else if (partners.length === 0) content = <EmptyState title={emptyText} titleAs="p" />;
  else
    content = (
      <>
        <Grid as="ul" aria-label={title}>
          {shown.map((partner) => (
            <PartnerCard
              key={partner.uuid}
              as="li"
              titleAs="h2"
              partner={partner}
              href={hrefOf(partner)}
              linkAs={linkAs}
              linkProps={linkPropsOf?.(partner)}
              typeLabel={typeLabel}
            />
          ))}
        </Grid>
        {pageCount > 1 && (
          <Pagination
            page={current}
            pageCount={pageCount}
            onPageChange={onPageChange}
            label={paginationLabel}
            previousLabel={previousLabel}
            nextLabel={nextLabel}
            pageLabel={pageLabel}
          />
        )}
      </>
    );

  return (
    <Page>
      <PageHeader title={title} />
      <Filters role="search">
        <SearchField
          label={keywordLabel}
          hideLabel={false}
          defaultValue={defaultKeyword}
          onSearch={onKeywordChange}
          debounceMs={debounceMs}
          busy={loading}
        />
        <Select
          label={typeFieldLabel}
          options={partnerTypeFilters.map((value) => ({
            value,
            label: value === '' ? allLabel : typeLabel(Number(value) as PartnerType),
          }))}
          value={type}
          onChange={(event: ChangeEvent<HTMLSelectElement>) =>
            onTypeChange(event.target.value as PartnerTypeFilter)
          }
        />
      </Filters>
      {content}
    </Page>
  );
}
