import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Dialog } from '../../components/Dialog';
import { suggest } from './searchText';

export interface SearchItem {
  id: string;
  title: string;
  url: string;
  /** What it is ('Page', 'Event', …), read after the title. */
  kind?: string;
}

export const defaultGlobalSearchLabels = {
  title: 'Search',
  field: 'Search for an app or page',
  noResults: 'No results',
  close: 'Close',
  hint: 'Press / or Ctrl+K to search from anywhere.',
};
export type GlobalSearchLabels = typeof defaultGlobalSearchLabels;

export interface GlobalSearchProps {
  open: boolean;
  onClose: () => void;
  items: readonly SearchItem[];
  onSelect: (item: SearchItem) => void;
  labels?: Partial<GlobalSearchLabels>;
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

const Options = styled.ul`
  display: grid;
  gap: 2px;
  margin: ${({ theme }) => theme.space[3]} 0 0;
  padding: 0;
  list-style: none;
`;

const Option = styled.li`
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
  & > span:last-child {
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * §2 global search in a dialog (focus kept inside, given back on close): a combobox over a listbox of at most
 * 10 suggestions (lower-cased, accents stripped); arrows move, Enter opens, Escape closes.
 */
export function GlobalSearch({ open, onClose, items, onSelect, labels }: GlobalSearchProps) {
  const text = { ...defaultGlobalSearchLabels, ...labels };
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const hintId = useId();
  const results = suggest(items, query);
  const current = results[Math.min(active, results.length - 1)];

  const close = () => {
    setQuery('');
    setActive(0);
    onClose();
  };
  const choose = (item: SearchItem) => {
    setQuery('');
    setActive(0);
    onSelect(item);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && results.length > 0) {
      event.preventDefault();
      setActive((active + 1) % results.length);
    } else if (event.key === 'ArrowUp' && results.length > 0) {
      event.preventDefault();
      setActive((active - 1 + results.length) % results.length);
    } else if (event.key === 'Enter' && current) {
      event.preventDefault();
      choose(current);
    }
  };

  return (
    <Dialog open={open} onClose={close} title={text.title} closeLabel={text.close} size="sm">
      <Field
        type="search"
        role="combobox"
        aria-label={text.field}
        placeholder={text.field}
        aria-autocomplete="list"
        aria-expanded={results.length > 0}
        aria-controls={listId}
        aria-describedby={hintId}
        aria-activedescendant={current ? `${listId}-${current.id}` : undefined}
        autoComplete="off"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <Options id={listId} role="listbox" aria-label={text.title}>
        {results.map((item) => (
          <Option
            key={item.id}
            id={`${listId}-${item.id}`}
            role="option"
            aria-selected={item === current}
            onClick={() => choose(item)}
          >
            <span>{item.title}</span>
            {item.kind && <span>{item.kind}</span>}
          </Option>
        ))}
      </Options>
      {query.trim() !== '' && results.length === 0 && <Note role="status">{text.noResults}</Note>}
      <Note id={hintId}>{text.hint}</Note>
    </Dialog>
  );
}
