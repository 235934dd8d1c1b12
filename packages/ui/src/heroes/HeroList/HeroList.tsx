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
import { HeroCard } from '../HeroCard';
import type { HeroCardHero, HeroCardProps } from '../HeroCard';

/** §9: the health hero categories (openapi.yaml's HealthHeroCategory). */
const heroCategories = enumValues.HealthHeroCategory;

interface HeroListProps extends Pick<
  HeroCardProps,
  'fallbackImage' | 'openLabel' | 'packageLabel' | 'categoryLabel'
> {
  /** The heroes to show, already filtered. */
  heroes: readonly HeroCardHero[];
  onOpen: (hero: HeroCardHero) => void;
  title?: string;
  defaultKeyword?: string;
  /** The chosen category; '' is none (every hero). */
  category: string;
  onKeywordChange: (keyword: string) => void;
  onCategoryChange: (category: string) => void;
  keywordLabel?: string;
  categoryFieldLabel?: string;
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

/** The Health Heroes list: header, keyword search, category filter, then the cards or a state. */
export function HeroList({
  heroes,
  onOpen,
  title = 'Explore Health Heroes',
  defaultKeyword = '',
  category,
  onKeywordChange,
  onCategoryChange,
  categoryLabel = (value) => value,
  keywordLabel = 'Search for a Health Hero',
  categoryFieldLabel = 'Category',
  categoryPlaceholder = 'Select Category',
  debounceMs = SEARCH_DEBOUNCE_MS,
  loading = false,
  loadingLabel = 'Loading...',
  error = false,
  errorText = 'Oops something bad happened!',
  onRetry,
  retryLabel,
  emptyText = 'No Health Hero found!',
  ...cardProps
}: HeroListProps) {
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
  else if (heroes.length === 0) content = <EmptyState title={emptyText} titleAs="p" />;
  else
    content = (
      <Grid as="ul" aria-label={title}>
        {heroes.map((hero) => (
          <HeroCard
            key={hero.uuid}
            as="li"
            titleAs="h2"
            hero={hero}
            onOpen={onOpen}
            categoryLabel={categoryLabel}
            {...cardProps}
          />
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
          options={heroCategories.map((value) => ({ value, label: categoryLabel(value) }))}
          value={category}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onCategoryChange(event.target.value)}
        />
      </Filters>
      {content}
    </Page>
  );
}
