import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

export type IconDiscTone = 'primary' | 'success' | 'warning' | 'error';
/** 40, 64 or 96 px across; the icon is half as wide. */
export type IconDiscSize = 'sm' | 'md' | 'lg';

export interface IconDiscProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: IconDiscTone;
  size?: IconDiscSize;
  /** One icon; decorative (the text beside it says what it means). */
  children: ReactNode;
}

const Disc = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  --disc-size: 64px;
  inline-size: var(--disc-size);
  block-size: var(--disc-size);
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary.subtle};
  color: ${({ theme }) => theme.color.primary.default};

  & > svg {
    inline-size: calc(var(--disc-size) / 2);
    block-size: calc(var(--disc-size) / 2);
  }
  &[data-size='sm'] {
    --disc-size: 40px;
  }
  &[data-size='lg'] {
    --disc-size: 96px;
  }
  &[data-tone='success'] {
    background: ${({ theme }) => theme.color.success.subtle};
    color: ${({ theme }) => theme.color.success.fg};
  }
  &[data-tone='warning'] {
    background: ${({ theme }) => theme.color.warning.subtle};
    color: ${({ theme }) => theme.color.warning.fg};
  }
  &[data-tone='error'] {
    background: ${({ theme }) => theme.color.error.subtle};
    color: ${({ theme }) => theme.color.error.fg};
  }
`;

/** An icon on a round tinted disc: the picture of a result, an outcome dialog or a contact line. */
export function IconDisc({ tone = 'primary', size = 'md', children, ...rest }: IconDiscProps) {
  return (
    <Disc aria-hidden="true" data-tone={tone} data-size={size} {...rest}>
      {children}
    </Disc>
  );
}
