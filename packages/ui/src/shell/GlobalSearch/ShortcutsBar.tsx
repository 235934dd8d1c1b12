import { Star } from 'lucide-react';
import type { MouseEvent } from 'react';
import styled from 'styled-components';
import type { SearchItem } from './GlobalSearch';

export const defaultShortcutsBarLabels = {
  bar: 'Shortcuts',
  add: 'Add this page to shortcuts',
  remove: 'Remove this page from shortcuts',
};
export type ShortcutsBarLabels = typeof defaultShortcutsBarLabels;

export interface ShortcutsBarProps {
  /** The starred pages, in order. */
  shortcuts: readonly SearchItem[];
  /** The page shown now, if it can be starred. */
  current?: SearchItem;
  onToggle: (id: string) => void;
  onNavigate: (url: string) => void;
  labels?: Partial<ShortcutsBarLabels>;
}

const Bar = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 0;
  overflow: hidden;
`;

const Links = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow: hidden;

  ${({ theme }) => theme.media.phoneOnly} {
    display: none;
  }
`;

const Link = styled.a`
  display: inline-flex;
  align-items: center;
  min-block-size: ${({ theme }) => theme.layout.touchTarget};
  padding-inline: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${({ theme }) => theme.color.bg.sunken};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

const StarButton = styled.button`
  display: inline-grid;
  place-items: center;
  inline-size: ${({ theme }) => theme.layout.touchTarget};
  block-size: ${({ theme }) => theme.layout.touchTarget};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.text.secondary};
  cursor: pointer;

  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.color.warning.fg};
  }
  &[aria-pressed='true'] svg {
    fill: currentColor;
  }
  &:hover {
    background: ${({ theme }) => theme.color.bg.sunken};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

/** §2 shortcuts bar: the starred pages as links, and a star that adds or removes the page shown now. */
export function ShortcutsBar({ shortcuts, current, onToggle, onNavigate, labels }: ShortcutsBarProps) {
  const text = { ...defaultShortcutsBarLabels, ...labels };
  const starred = current ? shortcuts.some((item) => item.id === current.id) : false;
  return (
    <Bar aria-label={text.bar}>
      {current && (
        <StarButton
          type="button"
          aria-pressed={starred}
          aria-label={starred ? text.remove : text.add}
          title={starred ? text.remove : text.add}
          onClick={() => onToggle(current.id)}
        >
          <Star aria-hidden="true" size={20} />
        </StarButton>
      )}
      {shortcuts.length > 0 && (
        <Links>
          {shortcuts.map((item) => (
            <li key={item.id}>
              <Link
                href={item.url}
                onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
                  event.preventDefault();
                  onNavigate(item.url);
                }}
              >
                {item.title}
              </Link>
            </li>
          ))}
        </Links>
      )}
    </Bar>
  );
}
