import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageItems } from './pageItems';

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** Current page, 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Pages shown on each side of the current one before an ellipsis. */
  siblings?: number;
  /** Accessible name of the navigation landmark. */
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  /** Accessible name of a page button. */
  pageLabel?: (page: number) => string;
  /** The 'Page x of y' text; return null to hide it. */
  summary?: (page: number, pageCount: number) => ReactNode;
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  font-variant-numeric: tabular-nums;
`;

const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: 40px;
  min-block-size: 40px;
  padding-inline: ${({ theme }) => theme.space[2]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text.primary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};

  &:hover:not([aria-disabled='true']):not([aria-current='page']) {
    background: ${({ theme }) => theme.color.bg.sunken};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.primary.default};
    color: ${({ theme }) => theme.color.primary.onPrimary};
  }
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
  &[data-kind='step'] {
    border-color: ${({ theme }) => theme.color.border.default};
  }
  & > svg {
    inline-size: 20px;
    block-size: 20px;
  }
  [dir='rtl'] & > svg {
    transform: scaleX(-1);
  }
  ${({ theme }) => theme.media.phoneOnly} {
    min-inline-size: ${({ theme }) => theme.layout.touchTarget};
    min-block-size: ${({ theme }) => theme.layout.touchTarget};
  }
`;

const Ellipsis = styled.span`
  display: inline-flex;
  justify-content: center;
  min-inline-size: 24px;
  color: ${({ theme }) => theme.color.text.secondary};
`;

/**
 * Page navigation: previous/next and page numbers with an ellipsis for long ranges. Buttons at
 * an edge stay focusable (aria-disabled) so keyboard focus is not lost when the last page is reached.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  siblings = 1,
  label = 'Pagination',
  previousLabel = 'Previous page',
  nextLabel = 'Next page',
  pageLabel = (n) => `Page ${n}`,
  summary = (current, count) => `Page ${current} of ${count}`,
  ...rest
}: PaginationProps) {
  const count = Math.max(1, pageCount);
  const current = Math.min(count, Math.max(1, page));
  const goTo = (target: number) => {
    if (target >= 1 && target <= count && target !== current) onPageChange(target);
  };
  const summaryText = summary(current, count);

  return (
    <Nav aria-label={label} {...rest}>
      {summaryText !== null && <Summary aria-live="polite">{summaryText}</Summary>}
      <List>
        <li>
          <PageButton
            type="button"
            data-kind="step"
            aria-label={previousLabel}
            aria-disabled={current <= 1}
            onClick={() => goTo(current - 1)}
          >
            <ChevronLeft aria-hidden="true" />
          </PageButton>
        </li>
        {pageItems(current, count, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton
                type="button"
                aria-label={pageLabel(item)}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => goTo(item)}
              >
                {item}
              </PageButton>
            </li>
          ) : (
            <li key={item} aria-hidden="true">
              <Ellipsis>…</Ellipsis>
            </li>
          ),
        )}
        <li>
          <PageButton
            type="button"
            data-kind="step"
            aria-label={nextLabel}
            aria-disabled={current >= count}
            onClick={() => goTo(current + 1)}
          >
            <ChevronRight aria-hidden="true" />
          </PageButton>
        </li>
      </List>
    </Nav>
  );
}
