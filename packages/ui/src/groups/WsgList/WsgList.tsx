import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import { enumValues } from '@wellness/api/rules';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Grid } from '../../components/Grid';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { PageHeader } from '../../components/PageHeader';
import { SearchField, SEARCH_DEBOUNCE_MS } from '../../components/SearchField';
import { Select } from '../../components/Select';
import { WsgCard } from '../WsgCard';
import type { WsgCardGroup, WsgCardProps } from '../WsgCard';

/** §2: the WSG category filter offers the twelve categories of Upcoming Events (openapi.yaml's EventCategory), without 'All'. */
const wsgCategories = enumValues.EventCategory;

interface WsgListProps extends Pick<
  WsgCardProps,
  'fallbackImage' | 'openLabel' | 'membersLabel' | 'packageLabel'
> {
  /** The groups to show, already filtered. */
  groups: readonly WsgCardGroup[];
  onOpen: (group: WsgCardGroup) => void;
  title?: string;
  defaultKeyword?: string;
  /** The chosen category; '' is none (every group). */
  category: string;
  onKeywordChange: (keyword: string) => void;
  onCategoryChange: (category: string) => void;
  categoryLabel?: (category: string) => string;
  keywordLabel?: string;
  categoryFieldLabel?: string;
  /** The select's empty choice (no category chosen). */
  categoryPlaceholder?: string;
  debounceMs?: number;
  loading?: boolean;
  loadingLabel?: string;
  error?: boolean | string;
  errorText?: string;
  onRetry?: () => void;
  retryLabel?: string;
  emptyText?: string;
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

/** The WSG list screen: header, keyword search, category filter, then the cards or a state. */
export function WsgList({
  groups,
  onOpen,
  title = 'Explore WSGs',
  defaultKeyword = '',
  category,
  onKeywordChange,
  onCategoryChange,
  categoryLabel = (value) => value,
  keywordLabel = 'Search for a Group',
  categoryFieldLabel = 'Category',
  categoryPlaceholder = 'Select Category',
  debounceMs = SEARCH_DEBOUNCE_MS,
  loading = false,
  loadingLabel = 'Loading...',
  error = false,
  errorText = 'Oops something bad happened!',
  onRetry,
  retryLabel,
  emptyText = 'No WSGs Group found!',
  ...cardProps
}: WsgListProps) {
  let content;
  if (loading) content = <LoadingIndicator label={loadingLabel} />;
  else if (error)
    content = (
      <ErrorState
        message={typeof error === 'string' ? error : errorText}
        onRetry={onRetry}
        retryLabel={retryLabel}
      />
    );
  else if (groups.length === 0) content = <EmptyState title={emptyText} titleAs="p" />;
  else
    content = (
      <Grid as="ul" aria-label={title}>
        {groups.map((group) => (
          <WsgCard key={group.uuid} as="li" titleAs="h2" group={group} onOpen={onOpen} {...cardProps} />
        ))}
      </Grid>
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
          label={categoryFieldLabel}
          placeholder={categoryPlaceholder}
          options={wsgCategories.map((value) => ({ value, label: categoryLabel(value) }))}
          value={category}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onCategoryChange(event.target.value)}
        />
      </Filters>
      {content}
    </Page>
  );
}
