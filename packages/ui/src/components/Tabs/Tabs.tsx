import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  /** Controlled selection; leave undefined to let the component keep it. */
  selectedId?: string;
  defaultSelectedId?: string;
  onSelectedChange?: (id: string) => void;
  /** 'automatic' selects a tab as soon as it gets focus; 'manual' waits for Enter or Space. */
  activation?: 'automatic' | 'manual';
  className?: string;
}

const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  overflow-x: auto;
  border-block-end: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

const Tab = styled.button`
  flex: none;
  min-block-size: ${({ theme }) => theme.layout.touchTarget};
  padding-inline: ${({ theme }) => theme.space[4]};
  border: 0;
  border-block-end: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md} ${({ theme }) => theme.radius.md} 0 0;
  background: transparent;
  color: ${({ theme }) => theme.color.text.secondary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  transition:
    color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard},
    border-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.text.primary};
    background: ${({ theme }) => theme.color.bg.sunken};
  }
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.color.text.link};
    border-block-end-color: ${({ theme }) => theme.color.primary.default};
  }
  &:disabled {
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
  &:focus-visible {
    outline-offset: -2px;
  }
`;

const Panel = styled.div`
  padding-block: ${({ theme }) => theme.space[4]};
`;

/**
 * Tabs following the WAI-ARIA pattern: one tab stop for the list, arrows move between tabs (mirrored
 * in right-to-left), Home and End jump to the ends, disabled tabs are skipped.
 */
export function Tabs({
  items,
  label,
  selectedId,
  defaultSelectedId,
  onSelectedChange,
  activation = 'automatic',
  className,
}: TabsProps) {
  const baseId = useId();
  const firstEnabled = items.find((item) => !item.disabled)?.id;
  const [ownSelected, setOwnSelected] = useState(defaultSelectedId ?? firstEnabled);
  const wanted = selectedId ?? ownSelected;
  // An id that is not (or no longer) in the list falls back to the first enabled tab, so the list
  // always keeps one tab stop.
  const selected = items.some((item) => item.id === wanted && !item.disabled) ? wanted : firstEnabled;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    if (selectedId === undefined) setOwnSelected(id);
    if (id !== selected) onSelectedChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = items.filter((item) => !item.disabled);
    const focusedIndex = enabled.findIndex((item) => tabRefs.current.get(item.id) === document.activeElement);
    if (focusedIndex < 0) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let target: number | undefined;
    if (step !== undefined) target = (focusedIndex + step + enabled.length) % enabled.length;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = enabled.length - 1;
    const item = target === undefined ? undefined : enabled[target];
    if (!item) return;
    event.preventDefault();
    tabRefs.current.get(item.id)?.focus();
    if (activation === 'automatic') select(item.id);
  };

  return (
    <div className={className}>
      <TabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <Tab
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(item.id)}
            >
              {item.label}
            </Tab>
          );
        })}
      </TabList>
      {items.map((item) => (
        <Panel
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          tabIndex={0}
          hidden={item.id !== selected}
        >
          {item.content}
        </Panel>
      ))}
    </div>
  );
}
