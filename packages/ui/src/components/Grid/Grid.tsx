import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import type { AppTheme } from '../../theme';

export interface GridColumns {
  /** Below the tablet breakpoint. */
  phone: number;
  tablet: number;
  desktop: number;
  wide: number;
}

export interface GridProps extends HTMLAttributes<HTMLElement> {
  /** `ul`/`ol` for a list of cards (children are then `li`). */
  as?: 'div' | 'ul' | 'ol' | 'section';
  /** Columns per breakpoint; the default is the design's 1 / 2 / 3 / 4. */
  columns?: Partial<GridColumns>;
  gap?: keyof AppTheme['space'];
  children: ReactNode;
}

export const defaultGridColumns: GridColumns = { phone: 1, tablet: 2, desktop: 3, wide: 4 };

const StyledGrid = styled.div<{ $gap: keyof AppTheme['space'] }>`
  display: grid;
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  grid-template-columns: repeat(var(--grid-phone), minmax(0, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(var(--grid-tablet), minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(var(--grid-desktop), minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.wide} {
    grid-template-columns: repeat(var(--grid-wide), minmax(0, 1fr));
  }
`;

/** A responsive grid of cards: by default 1 column on phones, 2 on tablets, 3 on desktops, 4 on wide screens. */
export function Grid({ as = 'div', columns, gap = 6, style, children, ...rest }: GridProps) {
  const { phone, tablet, desktop, wide } = { ...defaultGridColumns, ...columns };
  const variables = {
    '--grid-phone': phone,
    '--grid-tablet': tablet,
    '--grid-desktop': desktop,
    '--grid-wide': wide,
  } as CSSProperties;
  return (
    <StyledGrid as={as} $gap={gap} style={{ ...variables, ...style }} {...rest}>
      {children}
    </StyledGrid>
  );
}
