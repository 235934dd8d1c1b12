import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

export interface FormLayoutProps extends ComponentPropsWithRef<'div'> {
  /** 1: a vertical stack. 2: two columns from tablet width up, one column on phones. */
  columns?: 1 | 2;
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;

  ${({ theme }) => theme.media.tablet} {
    &[data-columns='2'] {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      column-gap: ${({ theme }) => theme.space[6]};
    }
  }
`;

/** Lays out the fields of a form: a stack, or a responsive two-column grid. */
export function FormLayout({ columns = 1, ...rest }: FormLayoutProps) {
  return <Grid data-columns={columns} {...rest} />;
}

/** A row of a two-column `FormLayout` that spans both columns (long text, check boxes, actions). */
export const FormFullWidth = styled.div`
  grid-column: 1 / -1;
  min-inline-size: 0;
`;

export interface FormActionsProps extends ComponentPropsWithRef<'div'> {
  /** Where the buttons sit: at the end (default), the start, or split to both ends. */
  align?: 'start' | 'end' | 'between';
}

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  justify-content: flex-end;
  padding-block-start: ${({ theme }) => theme.space[2]};

  &[data-align='start'] {
    justify-content: flex-start;
  }
  &[data-align='between'] {
    justify-content: space-between;
  }
  /* Phones: full-width buttons, primary action (last in source order) on top. */
  ${({ theme }) => theme.media.phoneOnly} {
    flex-direction: column-reverse;
    align-items: stretch;
  }
`;

/** The row of buttons that ends a form (Cancel, Save…). Put the primary action last. */
export function FormActions({ align = 'end', ...rest }: FormActionsProps) {
  return <Actions data-align={align} {...rest} />;
}
