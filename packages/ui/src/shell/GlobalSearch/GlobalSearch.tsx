import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Dialog } from '../../components/Dialog';
import { MAX_SUGGESTIONS, suggest } from './searchText';

export interface SearchItem {
  id: string;
  title: string;
  url: string;
  /** What it is ('Page', 'Event', …): suggestions are grouped under it. */
  kind?: string;
}

export const defaultGlobalSearchLabels = {
  title: 'Search',
  field: 'Search for an app or page',
  noResults: 'No results',
  searching: 'Searching...',
  close: 'Close',
  hint: 'Press / or Ctrl+K to search from anywhere.',
};
export type GlobalSearchLabels = typeof defaultGlobalSearchLabels;

export interface GlobalSearchProps {
  open: boolean;
  onClose: () => void;
  /** Searched here as the member types (the app's pages). */
  items: readonly SearchItem[];
  /** Found elsewhere for the current query (content from the server), shown after the pages. */
  results?: readonly SearchItem[];
  /** More results are on their way for the current query. */
  searching?: boolean;
  /** Every change of the query ('' when the search closes), for the owner's own search. */
  onQueryChange?: (query: string) => void;
  onSelect: (item: SearchItem) => void;
  labels?: Partial<GlobalSearchLabels>;
}

/**
 * At most 10 in all: the pages first, but found content always keeps at least half of the places it can fill.
 */
export function mergeSuggestions(pages: readonly SearchItem[], content: readonly SearchItem[]): SearchItem[] {
  const half = MAX_SUGGESTIONS / 2;
  const pageCount = Math.min(pages.length, Math.max(MAX_SUGGESTIONS - content.length, half));
  return [...pages.slice(0, pageCount), ...content.slice(0, MAX_SUGGESTIONS - pageCount)];
}

/** The suggestions in groups of one kind each, in order of first appearance. */
function groupsOf(items: readonly SearchItem[]) {
  const groups = new Map<string, SearchItem[]>();
  for (const item of items) {
    const kind = item.kind ?? '';
    groups.set(kind, [...(groups.get(kind) ?? []), item]);
  }
  return [...groups].map(([kind, members]) => ({ kind, members }));
}

const Field = styled.input`
  inline-size: 100%;
  min-block-size: ${({ theme }) => theme.layout.touchTarget};
  padding-inline: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.primary};
  font: inherit;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

const Options = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[3]} 0 0;

  &:empty {
    display: none;
  }
`;

const Group = styled.div`
  display: grid;
  gap: 2px;
`;

const GroupName = styled.div`
  padding-inline: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Option = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.color.primary.subtle};
    color: ${({ theme }) => theme.color.primary.default};
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: -2px;
  }
  overflow-wrap: anywhere;
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;

  &:empty {
    margin: 0;
  }
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * §2 global search in a dialog (focus kept inside, given back on close): a combobox over a listbox of at most
 * 10 suggestions (lower-cased, accents stripped), grouped by kind (pages at once, then content found for the
 * query); arrows move, Enter opens, Escape closes.
 */
export function GlobalSearch({
  open,
  onClose,
  items,
  results = [],
  searching = false,
  onQueryChange,
  onSelect,
  labels,
}: GlobalSearchProps) {
  const text = { ...defaultGlobalSearchLabels, ...labels };
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const hintId = useId();
  const groups = groupsOf(mergeSuggestions(suggest(items, query), query.trim() ? results : []));
  const shown = groups.flatMap((group) => group.members);
  const current = shown[Math.min(active, shown.length - 1)];
  const optionId = (item: SearchItem) => `${listId}-${item.kind ?? ''}-${item.id}`.replace(/\s+/g, '_');

  const groupId = (kind: string) => `${listId}-group-${kind}`.replace(/\s+/g, '_');
  const reset = () => {
    setQuery('');
    setActive(0);
    onQueryChange?.('');
  };
  const close = () => {
    reset();
    onClose();
  };
  const choose = (item: SearchItem) => {
    reset();
    onSelect(item);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && shown.length > 0) {
      event.preventDefault();
      setActive((active + 1) % shown.length);
    } else if (event.key === 'ArrowUp' && shown.length > 0) {
      event.preventDefault();
      setActive((active - 1 + shown.length) % shown.length);
    } else if (event.key === 'Enter' && current) {
      event.preventDefault();
      choose(current);
    }
  };
  const note =
    query.trim() === '' ? null : searching ? text.searching : shown.length === 0 ? text.noResults : null;

  return (
    <Dialog open={open} onClose={close} title={text.title} closeLabel={text.close} size="sm">
      <Field
        type="search"
        role="combobox"
        aria-label={text.field}
        placeholder={text.field}
        aria-autocomplete="list"
        aria-expanded={shown.length > 0}
        aria-controls={listId}
        aria-describedby={hintId}
        aria-activedescendant={current ? optionId(current) : undefined}
        autoComplete="off"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          onQueryChange?.(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      <Options id={listId} role="listbox" aria-label={text.title}>
        {groups.map((group) => (
          <Group key={group.kind} role="group" aria-labelledby={group.kind ? groupId(group.kind) : undefined}>
            {group.kind && (
              <GroupName role="presentation" id={groupId(group.kind)}>
                {group.kind}
              </GroupName>
            )}
            {group.members.map((item) => (
              <Option
                key={optionId(item)}
                id={optionId(item)}
                role="option"
                aria-selected={item === current}
                onClick={() => choose(item)}
              >
                {item.title}
              </Option>
            ))}
          </Group>
        ))}
      </Options>
      <Note role="status">{note}</Note>
      <Note id={hintId}>{text.hint}</Note>
    </Dialog>
  );
}
