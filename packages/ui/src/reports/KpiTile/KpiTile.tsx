import { TrendingDown, TrendingUp } from 'lucide-react';
import styled from 'styled-components';
import { numberFormat } from '../../components/intlFormats';

export interface KpiTileLabels {
  /** "Last month: $1,234.00". */
  previous: (value: string) => string;
  loading: string;
  error: string;
}

export const defaultKpiTileLabels: KpiTileLabels = {
  previous: (value) => `Last month: ${value}`,
  loading: 'Loading...',
  error: 'Not available',
};

export type KpiTileState =
  | { status: 'loading' }
  | { status: 'error' }
  /** `current` and `previous` as numbers (for the change) with their formatted text. */
  | { status: 'ready'; current: number; previous: number; currentText: string; previousText: string };

export interface KpiTileProps {
  /** What is counted ("Net revenue"), this month's. */
  label: string;
  /** The label's element: a heading one level below the page's section (h3 by default). */
  labelAs?: 'h2' | 'h3' | 'h4';
  state: KpiTileState;
  locale?: string;
  labels?: Partial<KpiTileLabels>;
}

const Tile = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  min-inline-size: 0;
`;

const Label = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text.secondary};
`;

const Value = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size['2xl']};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text.primary};
  font-variant-numeric: tabular-nums;
`;

const Line = styled.p<{ $tone: 'up' | 'down' | 'flat' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $tone }) =>
    $tone === 'up'
      ? theme.color.success.fg
      : $tone === 'down'
        ? theme.color.error.fg
        : theme.color.text.secondary};
  svg {
    flex: none;
  }
`;

const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.secondary};
`;

/** One figure of this month against last month, with the change as a signed percentage. */
export function KpiTile({ label, labelAs = 'h3', state, locale, labels }: KpiTileProps) {
  const l = { ...defaultKpiTileLabels, ...labels };
  if (state.status !== 'ready') {
    return (
      <Tile aria-busy={state.status === 'loading' || undefined}>
        <Label as={labelAs}>{label}</Label>
        <Value aria-hidden="true">—</Value>
        <Muted>{state.status === 'loading' ? l.loading : l.error}</Muted>
      </Tile>
    );
  }
  const { current, previous } = state;
  const change = previous === 0 ? null : (current - previous) / Math.abs(previous);
  const tone = change === null || change === 0 ? 'flat' : change > 0 ? 'up' : 'down';
  const percent =
    change === null
      ? null
      : numberFormat(locale, {
          style: 'percent',
          maximumFractionDigits: 1,
          signDisplay: 'exceptZero',
        }).format(change);
  return (
    <Tile>
      <Label as={labelAs}>{label}</Label>
      <Value>{state.currentText}</Value>
      <Line $tone={tone}>
        {tone === 'up' ? <TrendingUp size={16} aria-hidden="true" /> : null}
        {tone === 'down' ? <TrendingDown size={16} aria-hidden="true" /> : null}
        {percent ? <span>{percent}</span> : null}
      </Line>
      <Muted>{l.previous(state.previousText)}</Muted>
    </Tile>
  );
}
