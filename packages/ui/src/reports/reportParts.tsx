import styled, { type DefaultTheme } from 'styled-components';

/**
 * The reports' shared frame: a titled section, its CSV button, a chart box and a keyboard-scrollable table. Drawn by
 * the storied RevenueReport, MembersReport, EventsReport and ShopReport.
 */

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  min-inline-size: 0;
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.text.primary};
  }
`;

export const CsvButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text.link};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

/** The chart, then its table (six columns of money need the width). */
export const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: minmax(0, 1fr);
`;

/**
 * SVG text is anchored for left to right: in Arabic the axis runs from the right (\`reversed\`) and the amounts
 * stand on the right, but the box itself stays ltr so tick labels are not drawn over the bars.
 */
export const ChartBox = styled.div`
  direction: ltr;
  block-size: 280px;
  min-inline-size: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** Scrolls on its own when narrow; focusable so a keyboard can scroll it. */
export const TableScroll = styled.div`
  overflow: auto;
  max-block-size: 320px;
  border-radius: ${({ theme }) => theme.radius.md};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

export const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.primary};
  caption {
    text-align: start;
    color: ${({ theme }) => theme.color.text.secondary};
    padding-block-end: ${({ theme }) => theme.space[2]};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
    border-block-end: 1px solid ${({ theme }) => theme.color.border.subtle};
    white-space: nowrap;
  }
  th {
    text-align: start;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.text.secondary};
  }
  td {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  thead th:not(:first-child) {
    text-align: end;
  }
  tfoot th,
  tfoot td {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    border-block-end: none;
  }
`;

export const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
`;

/** Tick and tooltip styles that follow the theme (recharts takes plain objects). */
export function chartStyles(theme: DefaultTheme) {
  return {
    axis: { fill: theme.color.text.secondary },
    axisStroke: theme.color.border.default,
    grid: theme.color.border.subtle,
    tooltip: {
      background: theme.color.bg.raised,
      border: `1px solid ${theme.color.border.default}`,
      color: theme.color.text.primary,
    },
    legend: { color: theme.color.text.secondary },
  };
}
