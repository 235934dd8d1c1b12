import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent, type Ref } from 'react';
import { LoaderCircle, Search, X } from 'lucide-react';
import styled, { keyframes } from 'styled-components';
import { TextField, type TextInputProps } from '../TextField/TextField';
import { InlineButton } from '../TextField/TextField.styles';

/** The spec's search typing delay (members-area and marketplace §9). */
export const SEARCH_DEBOUNCE_MS = 500;

export interface SearchFieldProps extends Omit<
  TextInputProps,
  'type' | 'multiline' | 'value' | 'defaultValue' | 'label' | 'startAdornment' | 'endAdornment'
> {
  /** Accessible name; visually hidden unless `hideLabel` is false. */
  label?: string;
  /** Controlled text; leave undefined for an uncontrolled field. */
  value?: string;
  defaultValue?: string;
  /** Every keystroke's text (for a controlled field). */
  onValueChange?: (text: string) => void;
  /** The term to search for: after `debounceMs` without typing, at once on Enter and on clear (''). */
  onSearch?: (term: string) => void;
  debounceMs?: number;
  /** Results are loading: shows a spinner in place of the search icon. */
  busy?: boolean;
  clearLabel?: string;
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Spinner = styled(LoaderCircle)`
  animation: ${spin} 0.8s linear infinite;
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/**
 * A search box: icon, clear button, and `onSearch` once typing pauses for `debounceMs`
 * (500 ms by default, per spec; tests pass a small value).
 */
export function SearchField({
  label = 'Search',
  hideLabel = true,
  value,
  defaultValue = '',
  onValueChange,
  onSearch,
  debounceMs = SEARCH_DEBOUNCE_MS,
  busy = false,
  clearLabel = 'Clear search',
  onChange,
  onKeyDown,
  ref,
  disabled,
  readOnly,
  ...rest
}: SearchFieldProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const text = value ?? uncontrolled;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The latest callback, so a pending search calls what the parent passes now, not at keystroke time.
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  function update(next: string) {
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  }

  function searchNow(term: string) {
    clearTimeout(timer.current);
    onSearchRef.current?.(term);
  }

  function clear() {
    update('');
    searchNow('');
    inputRef.current?.focus();
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    onChange?.(event);
    const next = event.target.value;
    update(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearchRef.current?.(next), debounceMs);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.key === 'Enter') searchNow(text);
    if (event.key === 'Escape' && text) {
      // Only swallow Escape when it did something, so it can still close a surrounding dialog.
      event.preventDefault();
      event.stopPropagation();
      clear();
    }
  }

  const canClear = text !== '' && !disabled && !readOnly;
  return (
    <TextField
      {...rest}
      ref={(node: HTMLInputElement | null) => {
        inputRef.current = node;
        assignRef(ref, node);
      }}
      type="search"
      label={label}
      hideLabel={hideLabel}
      value={text}
      disabled={disabled}
      readOnly={readOnly}
      aria-busy={busy || undefined}
      onChange={handleChange}
      onKeyDown={handleKeyDown}
      startAdornment={busy ? <Spinner size={20} aria-hidden /> : <Search size={20} aria-hidden />}
      endAdornment={
        canClear ? (
          <InlineButton size="sm" label={clearLabel} icon={<X aria-hidden />} onClick={clear} />
        ) : null
      }
    />
  );
}
