import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { readableTextOn } from '../../theme/contrast';

export type BadgeTone =
  | 'neutral'
  | 'neutralStrong'
  | 'info'
  | 'success'
  | 'warning'
  | 'error'
  | 'accent'
  | 'primary'
  | 'neutralInfo';

export type BadgeSize = 'sm' | 'md';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  size?: BadgeSize;
  /** Optional leading icon (decorative). */
  icon?: ReactNode;
  children: ReactNode;
}

const Pill = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-inline-size: 100%;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid transparent;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  vertical-align: middle;

  &[data-size='sm'] {
    padding-block: 2px;
    padding-inline: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  &[data-size='md'] {
    padding-block: ${({ theme }) => theme.space[1]};
    padding-inline: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  & > svg {
    flex: none;
    inline-size: 1em;
    block-size: 1em;
  }

  &[data-tone='neutral'] {
    background: ${({ theme }) => theme.color.bg.sunken};
    color: ${({ theme }) => theme.color.text.secondary};
    border-color: ${({ theme }) => theme.color.border.subtle};
  }
  &[data-tone='neutralStrong'] {
    background: ${({ theme }) => theme.color.bg.inverse};
    color: ${({ theme }) => theme.color.text.inverse};
  }
  &[data-tone='primary'] {
    background: ${({ theme }) => theme.color.primary.subtle};
    color: ${({ theme }) => theme.color.text.link};
  }
  &[data-tone='accent'] {
    background: ${({ theme }) => theme.color.accent.subtle};
    color: ${({ theme }) => theme.color.accent.default};
  }
  ${({ theme }) =>
    (['info', 'success', 'warning', 'error', 'neutralInfo'] as const)
      .map(
        (tone) => `
  &[data-tone='${tone}'] {
    background: ${theme.color[tone].subtle};
    color: ${theme.color[tone].fg};
  }`,
      )
      .join('')}
`;

/** A small pill that labels something with a tone from the theme. */
export function Badge({ tone = 'neutral', size = 'sm', icon, children, ...rest }: BadgeProps) {
  return (
    <Pill data-tone={tone} data-size={size} {...rest}>
      {icon}
      {children}
    </Pill>
  );
}

export interface PackageBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** The package's colour from the data, as #RRGGBB or #RGB. */
  color: string;
  size?: BadgeSize;
  children: ReactNode;
}

const HEX_COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

const PackagePill = styled(Pill)`
  &[data-fallback='true'] {
    background: ${({ theme }) => theme.color.bg.sunken};
    color: ${({ theme }) => theme.color.text.primary};
    border-color: ${({ theme }) => theme.color.border.default};
  }
`;

/**
 * A badge in a package's own colour (colour comes from data), with the text colour chosen for
 * contrast by `readableTextOn`. A colour that is not a hex value falls back to a neutral badge.
 */
export function PackageBadge({ color, size = 'sm', children, style, ...rest }: PackageBadgeProps) {
  const valid = HEX_COLOUR.test(color.trim());
  const colours = valid ? { background: color.trim(), color: readableTextOn(color.trim()) } : undefined;
  return (
    <PackagePill data-size={size} data-fallback={!valid} style={{ ...colours, ...style }} {...rest}>
      {children}
    </PackagePill>
  );
}
