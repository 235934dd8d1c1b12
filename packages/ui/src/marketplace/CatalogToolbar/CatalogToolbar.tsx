import { useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import type { ProductCategory } from '@wellness/api';
import { SearchField, SEARCH_DEBOUNCE_MS } from '../../components/SearchField';
import { Select } from '../../components/Select';
import type { CatalogSort } from '../catalog';

interface CatalogToolbarProps {
  /** The search in force (e.g. from the address); the field follows it when it changes (back, forward). */
  search: string;
  /** The term, 500 ms after typing stops, at once on Enter or clear. */
  onSearch: (term: string) => void;
  searchLabel?: string;
  debounceMs?: number;
  /** The categories to choose from; without them there is no category select (recommended products). */
  categories?: readonly Pick<ProductCategory, 'id' | 'name'>[];
  /** The chosen category id, '' for all. */
  category?: string;
  onCategoryChange?: (category: string) => void;
  categoryLabel?: string;
  allCategoriesLabel?: string;
  sort: CatalogSort;
  onSortChange: (sort: CatalogSort) => void;
  sortLabel?: string;
  /** The three sort choices: by name (default), price low to high, price high to low. */
  sortLabels?: Record<'default' | 'lowtohigh' | 'hightolow', string>;
  busy?: boolean;
  disabled?: boolean;
}

const Bar = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 2fr) repeat(var(--selects), minmax(0, 1fr));
  }
`;

/** The list filters: name search (debounced), category select and price sort. */
export function CatalogToolbar({
  search,
  onSearch,
  searchLabel = 'Search for Wellness Products',
  debounceMs = SEARCH_DEBOUNCE_MS,
  categories,
  category = '',
  onCategoryChange,
  categoryLabel = 'Category',
  allCategoriesLabel = 'All',
  sort,
  onSortChange,
  sortLabel = 'Sort by',
  sortLabels = { default: 'Default', lowtohigh: 'Low to High', hightolow: 'High to Low' },
  busy = false,
  disabled = false,
}: CatalogToolbarProps) {
  const [text, setText] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  // Back and forward change the search in force: the field shows it again (adjusted while rendering).
  if (search !== shownSearch) {
    setShownSearch(search);
    setText(search);
  }
  const selects = categories ? 2 : 1;
  return (
    <Bar role="search" style={{ ['--selects' as string]: selects }}>
      <SearchField
        label={searchLabel}
        hideLabel={false}
        value={text}
        onValueChange={setText}
        onSearch={onSearch}
        debounceMs={debounceMs}
        busy={busy}
        disabled={disabled}
      />
      {categories && (
        <Select
          label={categoryLabel}
          value={category}
          disabled={disabled}
          options={[
            { value: '', label: allCategoriesLabel },
            ...categories.map((c) => ({ value: String(c.id), label: c.name })),
          ]}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onCategoryChange?.(event.target.value)}
        />
      )}
      <Select
        label={sortLabel}
        value={sort}
        disabled={disabled}
        options={[
          { value: '', label: sortLabels.default },
          { value: 'lowtohigh', label: sortLabels.lowtohigh },
          { value: 'hightolow', label: sortLabels.hightolow },
        ]}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onSortChange(event.target.value as CatalogSort)}
      />
    </Bar>
  );
}
