import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

export type EmptyStateSize = 'sm' | 'md';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** What is missing, in the spec's words ('No Upcoming Event found!'). */
  title: ReactNode;
  description?: ReactNode;
  /** The one next step (a Button, or a link styled as one). */
  action?: ReactNode;
  /** Replaces the default drawing; keep it decorative (aria-hidden). */
  illustration?: ReactNode;
  /** The title's element: a heading of the right level for the page, or `p` inside a table. */
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
  /** `sm` for inside a table or card, `md` for a page section. */
  size?: EmptyStateSize;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[12]};
  padding-inline: ${({ theme }) => theme.space[4]};
  text-align: center;

  &[data-size='sm'] {
    gap: ${({ theme }) => theme.space[2]};
    padding-block: ${({ theme }) => theme.space[6]};
  }
`;

const Art = styled.div`
  display: inline-flex;
  margin-block-end: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.primary.default};

  & > svg {
    inline-size: 120px;
    block-size: 120px;
  }
  [data-size='sm'] > & > svg {
    inline-size: 72px;
    block-size: 72px;
  }
`;

const Title = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};

  [data-size='sm'] > & {
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const Description = styled.p`
  max-inline-size: 48ch;
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
`;

const ActionSlot = styled.div`
  margin-block-start: ${({ theme }) => theme.space[2]};
`;

/** A calm empty box with a leaf: the default drawing, in the brand colour. */
export function EmptyIllustration() {
  return (
    <svg viewBox="0 0 120 120" fill="none" aria-hidden="true" focusable="false">
      <circle cx="60" cy="60" r="56" fill="currentColor" opacity="0.08" />
      <path d="M30 54l30-14 30 14v30L60 98 30 84z" fill="currentColor" opacity="0.12" />
      <path
        d="M30 54l30 14 30-14M60 68v30M30 54v30l30 14 30-14V54L60 40z"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M60 40c0-12 8-20 20-22 0 12-8 20-20 22zm0 0c-2-9-8-14-16-15 0 9 6 14 16 15z"
        fill="currentColor"
        opacity="0.7"
      />
    </svg>
  );
}

/** What a list or page shows when it has nothing yet, with one clear next action. */
export function EmptyState({
  title,
  description,
  action,
  illustration,
  titleAs = 'h2',
  size = 'md',
  ...rest
}: EmptyStateProps) {
  return (
    <Root data-size={size} {...rest}>
      <Art aria-hidden="true">{illustration ?? <EmptyIllustration />}</Art>
      <Title as={titleAs}>{title}</Title>
      {description && <Description>{description}</Description>}
      {action && <ActionSlot>{action}</ActionSlot>}
    </Root>
  );
}
