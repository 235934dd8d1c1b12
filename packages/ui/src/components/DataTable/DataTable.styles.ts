import styled, { css } from 'styled-components';
import { visuallyHidden } from '../a11y';

export { VisuallyHidden } from '../a11y';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  /* The cards layout also applies in a narrow column on a wide screen (see Stacked below). */
  container: datatable / inline-size;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  max-inline-size: 360px;

  & label {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.color.text.primary};
  }
  & input {
    min-block-size: ${({ theme }) => theme.layout.touchTarget};
    padding-inline: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.color.border.strong};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.bg.surface};
  }
  & input::placeholder {
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

export const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

/** Phones: every row becomes a card, each value labelled by its column header. */
const stacked = css`
  ${Scroller} {
    overflow: visible;
    border: 0;
    background: transparent;
    box-shadow: none;
  }
  table,
  tbody,
  tr,
  td {
    display: block;
  }
  caption {
    display: block;
    padding-inline: 0;
  }
  thead tr {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    padding-block-end: ${({ theme }) => theme.space[3]};
  }
  thead th {
    padding: 0;
    border: 0;
    background: transparent;
  }
  thead th[data-sortable='false'] {
    ${visuallyHidden}
  }
  thead th[data-sortable='true'] button {
    margin: 0;
    min-block-size: ${({ theme }) => theme.layout.touchTarget};
    padding-inline: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.color.border.default};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.bg.surface};
  }
  tbody {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[3]};
  }
  tbody tr {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.color.border.subtle};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.bg.surface};
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }
  tbody td {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    gap: ${({ theme }) => theme.space[3]};
    align-items: center;
    padding: ${({ theme }) => theme.space[2]} 0;
    border: 0;
    /* A value with no break opportunity (an id, a gateway code) wraps inside the card, never widening the page. */
    overflow-wrap: anywhere;
  }
  tbody td[data-align] {
    text-align: start;
  }
  tbody td + td {
    border-block-start: 1px solid ${({ theme }) => theme.color.border.subtle};
  }
  tbody td[data-full='true'] {
    display: block;
    text-align: center;
  }
  [data-cell-label] {
    display: block;
  }
`;

export const Table = styled.table`
  inline-size: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.text.primary};

  caption {
    padding: ${({ theme }) => theme.space[4]};
    text-align: start;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  caption[data-hidden='true'] {
    ${visuallyHidden}
  }

  th,
  td {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    text-align: start;
    vertical-align: middle;
  }
  th {
    background: ${({ theme }) => theme.color.bg.sunken};
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    white-space: nowrap;
    border-block-end: 1px solid ${({ theme }) => theme.color.border.subtle};
  }
  td {
    border-block-end: 1px solid ${({ theme }) => theme.color.border.subtle};
  }
  tbody tr:last-child td {
    border-block-end: 0;
  }
  [data-align='end'] {
    text-align: end;
  }
  [data-align='center'] {
    text-align: center;
  }
  td[data-full='true'] {
    padding-block: ${({ theme }) => theme.space[8]};
    text-align: center;
    color: ${({ theme }) => theme.color.text.secondary};
  }
  [data-cell-label] {
    display: none;
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-block-size: 32px;
  margin-inline: -${({ theme }) => theme.space[1]};
  padding-inline: ${({ theme }) => theme.space[1]};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.color.text.primary};
  }
  & > svg {
    flex: none;
    inline-size: 16px;
    block-size: 16px;
  }
  &[data-active='true'] {
    color: ${({ theme }) => theme.color.text.primary};
  }
  &[data-active='false'] > svg {
    opacity: 0.6;
  }
`;

export const StatusText = styled.div`
  &[data-tone='error'] {
    color: ${({ theme }) => theme.color.error.fg};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

export const Stack = styled.div`
  ${({ theme }) => theme.media.phoneOnly} {
    ${stacked}
  }
  @container datatable (max-width: ${({ theme }) => theme.breakpoint.tablet - 1}px) {
    ${stacked}
  }
`;
