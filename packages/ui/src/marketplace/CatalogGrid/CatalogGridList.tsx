import type { HTMLAttributes, ReactNode } from 'react';
import { Grid } from '../../components/Grid';

/** The catalogue's card grid: 2 columns on phones and tablets, 4 from desktop (a home section of 4 is one row). */
export function CatalogGridList({
  children,
  ...rest
}: HTMLAttributes<HTMLElement> & { children: ReactNode }) {
  return (
    <Grid as="ul" columns={{ phone: 2, tablet: 2, desktop: 4, wide: 4 }} {...rest}>
      {children}
    </Grid>
  );
}
