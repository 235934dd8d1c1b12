import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronDown } from 'lucide-react';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Let several items be open at once; otherwise opening one closes the others. */
  multiple?: boolean;
  /** Prefix titles with '1.', '2.' … (the FAQ). */
  numbered?: boolean;
  /** Controlled open items; leave undefined to let the component keep them. */
  openIds?: readonly string[];
  defaultOpenIds?: readonly string[];
  onOpenChange?: (openIds: string[]) => void;
  /** Level of the heading that wraps each toggle, to fit the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Item = styled.div`
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  &[data-open='true'] {
    border-color: ${({ theme }) => theme.color.border.default};
  }
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  inline-size: 100%;
  min-block-size: ${({ theme }) => theme.layout.touchTarget};
  padding: ${({ theme }) => theme.space[4]};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: transparent;
  color: ${({ theme }) => theme.color.text.primary};
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.color.text.link};
  }
  & > [data-number] {
    flex: none;
    min-inline-size: 1.5em;
    color: ${({ theme }) => theme.color.text.link};
    font-variant-numeric: tabular-nums;
  }
  & > [data-title] {
    flex: 1;
  }
  & > svg {
    flex: none;
    inline-size: 20px;
    block-size: 20px;
    color: ${({ theme }) => theme.color.text.secondary};
    transition: transform ${({ theme }) => theme.motion.duration.normal}
      ${({ theme }) => theme.motion.easing.standard};
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
`;

const Region = styled.div`
  padding: 0 ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.text.secondary};

  &[data-numbered='true'] {
    padding-inline-start: calc(${({ theme }) => theme.space[4]} + 1.5em + ${({ theme }) => theme.space[3]});
  }
  & > :first-child {
    margin-block-start: 0;
  }
  & > :last-child {
    margin-block-end: 0;
  }
`;

/**
 * Disclosure list: each title is a button in a heading with aria-expanded, controlling a labelled
 * region. Up/Down, Home and End move between the titles.
 */
export function Accordion({
  items,
  multiple = false,
  numbered = false,
  openIds,
  defaultOpenIds = [],
  onOpenChange,
  headingLevel = 3,
  className,
}: AccordionProps) {
  const baseId = useId();
  const [ownOpen, setOwnOpen] = useState<readonly string[]>(defaultOpenIds);
  const open = openIds ?? ownOpen;
  const listRef = useRef<HTMLDivElement>(null);

  const toggle = (id: string) => {
    const isOpen = open.includes(id);
    const next = isOpen ? open.filter((openId) => openId !== id) : multiple ? [...open, id] : [id];
    if (openIds === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const triggers = Array.from(
      listRef.current?.querySelectorAll<HTMLButtonElement>('[data-accordion-trigger]') ?? [],
    );
    const index = triggers.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    const targets: Record<string, number> = {
      ArrowDown: (index + 1) % triggers.length,
      ArrowUp: (index - 1 + triggers.length) % triggers.length,
      Home: 0,
      End: triggers.length - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    triggers[target]?.focus();
  };

  return (
    <List ref={listRef} className={className} onKeyDown={onKeyDown}>
      {items.map((item, index) => {
        const isOpen = open.includes(item.id);
        const triggerId = `${baseId}-trigger-${item.id}`;
        const regionId = `${baseId}-region-${item.id}`;
        return (
          <Item key={item.id} data-open={isOpen}>
            <Heading as={`h${headingLevel}`}>
              <Trigger
                type="button"
                id={triggerId}
                data-accordion-trigger=""
                aria-expanded={isOpen}
                aria-controls={regionId}
                onClick={() => toggle(item.id)}
              >
                {numbered && <span data-number="">{index + 1}.</span>}
                {/* Keeps '1. Title' apart in the accessible name. */}
                {numbered && ' '}
                <span data-title="">{item.title}</span>
                <ChevronDown aria-hidden="true" />
              </Trigger>
            </Heading>
            <Region
              role="region"
              id={regionId}
              aria-labelledby={triggerId}
              data-numbered={numbered}
              hidden={!isOpen}
            >
              {item.content}
            </Region>
          </Item>
        );
      })}
    </List>
  );
}
