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
 * Dates and times, isolated from the text around them: English and Turkish ones keep their left-to-right order
 * ('10:00 am - 11:30 am') inside right-to-left text, and Arabic ones (month names, Arabic digits) read right to
 * left; the direction comes from the text's first strong character.
 */
export function LtrText({ children }: { children: ReactNode }) {
  return <bdi dir="auto">{children}</bdi>;
}

/** The member's own time under an event time, when their zone differs from the event's. */
export const MemberTime = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** 'Apr 03, 2026' for one day, 'Apr 03, 2026 - Apr 05, 2026' for more. */
export function range(start: string, end: string): string {
  return start === end ? start : `${start} - ${end}`;
}
