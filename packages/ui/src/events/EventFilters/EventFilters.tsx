import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import { SearchField, SEARCH_DEBOUNCE_MS } from '../../components/SearchField';
import { Select } from '../../components/Select';
import type { SelectOption } from '../../components/Select';
import { eventCategories } from '../shared/eventFilters';

export interface EventFiltersProps {
  /** The keyword to start with. */
  defaultKeyword?: string;
  /** The chosen category; '' is All. */
  category: string;
  /** Called with the typed keyword once typing pauses (500 ms), or at once on Enter or clear. */
  onKeywordChange: (keyword: string) => void;
  /** Called with the chosen category; '' for All. */
  onCategoryChange: (category: string) => void;
  /** The categories offered after All; the twelve of the spec by default. */
  categories?: readonly string[];
  /** Words for the categories (translations); the category itself by default. */
  categoryLabel?: (category: string) => string;
  keywordLabel?: string;
  categoryFieldLabel?: string;
  allLabel?: string;
  debounceMs?: number;
  /** While the list is being fetched. */
  busy?: boolean;
}

const Row = styled.div`
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

/** The keyword box and the Category filter of the Upcoming Events screen. */
export function EventFilters({
  defaultKeyword = '',
  category,
  onKeywordChange,
  onCategoryChange,
  categories = eventCategories,
  categoryLabel = (value) => value,
  keywordLabel = 'Search for an Event',
  categoryFieldLabel = 'Category',
  allLabel = 'All',
  debounceMs = SEARCH_DEBOUNCE_MS,
  busy = false,
}: EventFiltersProps) {
  const options: SelectOption[] = [
    { value: '', label: allLabel },
    ...categories.map((value) => ({ value, label: categoryLabel(value) })),
  ];
  return (
    <Row role="search">
      <SearchField
        label={keywordLabel}
        // Visible, like the Category label beside it, so both fields line up and stay named.
        hideLabel={false}
        defaultValue={defaultKeyword}
        onSearch={onKeywordChange}
        debounceMs={debounceMs}
        busy={busy}
      />
      <Select
        label={categoryFieldLabel}
        options={options}
        value={category}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onCategoryChange(event.target.value)}
      />
    </Row>
  );
}
