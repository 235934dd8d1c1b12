import styled from 'styled-components';
import type { StaffCatalogItem, StockAdjustmentReason } from '@wellness/api';
import { Button } from '../../components/Button';
import { dateTimeFormat, numberFormat } from '../../components/intlFormats';

export interface StockPanelLabels {
  title: string;
  inStock: string;
  held: string;
  heldHint: string;
  threshold: string;
  uncounted: string;
  low: string;
  out: string;
  change: string;
  history: string;
  reasons: Record<StockAdjustmentReason, string>;
  noHistory: string;
}

export const defaultStockPanelLabels: StockPanelLabels = {
  title: 'Stock',
  inStock: 'In stock',
  held: 'Held by unpaid orders',
  heldHint: 'Back on the shelf if those orders expire or are cancelled.',
  threshold: 'Low-stock threshold',
  uncounted: 'Not counted',
  low: 'Low stock',
  out: 'Out of stock',
  change: 'Change stock',
  history: 'Recent changes',
  reasons: { restock: 'Restock', count: 'Count', damage: 'Damage' },
  noHistory: 'No change yet.',
};

export interface StockPanelProps {
  item: Pick<StaffCatalogItem, 'stock_quantity' | 'stock_held' | 'low_stock_threshold' | 'stock_history'>;
  /** Opens the stock dialog; absent for the roles that may not change stock. */
  onChange?: () => void;
  locale?: string;
  labels?: Partial<StockPanelLabels>;
}

const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};

  & h2,
  & h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;

  & dt {
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  & [data-state='low'] {
    color: ${({ theme }) => theme.color.warning.fg};
  }
  & [data-state='out'] {
    color: ${({ theme }) => theme.color.error.fg};
  }
`;

const Small = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const History = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** An item's stock on its staff page: units on the shelf, units held by unpaid orders, the threshold, the changes. */
export function StockPanel({ item, onChange, locale = 'en', labels }: StockPanelProps) {
  const text = { ...defaultStockPanelLabels, ...labels };
  const count = item.stock_quantity;
  const state =
    count === null ? 'uncounted' : count === 0 ? 'out' : count <= item.low_stock_threshold ? 'low' : 'ok';
  const number = (n: number) => numberFormat(locale, {}).format(n);
  const when = (at: string) =>
    dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(at));
  return (
    <Root aria-label={text.title}>
      <h2>{text.title}</h2>
      <Figures>
        <div>
          <dt>{text.inStock}</dt>
          <dd data-state={state}>
            {count === null ? text.uncounted : number(count)}
            {state === 'low' && <Small>{text.low}</Small>}
            {state === 'out' && <Small>{text.out}</Small>}
          </dd>
        </div>
        <div>
          <dt>{text.held}</dt>
          <dd>{number(item.stock_held)}</dd>
        </div>
        <div>
          <dt>{text.threshold}</dt>
          <dd>{number(item.low_stock_threshold)}</dd>
        </div>
      </Figures>
      <Small>{text.heldHint}</Small>
      {onChange && (
        <div>
          <Button variant="secondary" onClick={onChange}>
            {text.change}
          </Button>
        </div>
      )}
      <h3>{text.history}</h3>
      {item.stock_history?.length ? (
        <History>
          {item.stock_history.map((entry) => (
            <li key={entry.uuid}>
              <bdi>{when(entry.at)}</bdi> · {text.reasons[entry.reason]}{' '}
              <bdi dir="ltr">
                {entry.change > 0 ? '+' : ''}
                {number(entry.change)} → {number(entry.quantity_after)}
              </bdi>
              {entry.staff && (
                <>
                  {' · '}
                  <bdi>{entry.staff}</bdi>
                </>
              )}
              {entry.note && (
                <>
                  {' · '}
                  <bdi>{entry.note}</bdi>
                </>
              )}
            </li>
          ))}
        </History>
      ) : (
        <Small>{text.noHistory}</Small>
      )}
    </Root>
  );
}
