import type { ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../../components/a11y';

/** A short list of icon + text lines (date, time, mode) used by the event card and details. */
export const FactList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  & > svg {
    flex: none;
    inline-size: 18px;
    block-size: 18px;
    color: ${({ theme }) => theme.color.primary.default};
  }
`;

export function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Item>
      {icon}
      {/* The label is for screen readers; the icon says the same to sighted members. */}
      <VisuallyHidden>{label}: </VisuallyHidden>
      <span>{children}</span>
    </Item>
  );
}

/**
 * Dates and times are written left to right in every language: isolated, they keep their order ('10:00 am
 * - 11:30 am') inside right-to-left text.
 */
export function LtrText({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}

/** 'Apr 03, 2026' for one day, 'Apr 03, 2026 - Apr 05, 2026' for more. */
export function range(start: string, end: string): string {
  return start === end ? start : `${start} - ${end}`;
}
