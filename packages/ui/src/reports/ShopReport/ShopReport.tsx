import type { Schema } from '@wellness/api';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useTheme } from 'styled-components';
import { numberFormat } from '../../components/intlFormats';
import { ReportFrame } from '../ReportFrame';
import { formatMoney, formatPeriod } from '../RevenueReport';
import { Body, ChartBox, Empty, Table, TableScroll, chartStyles } from '../reportParts';

export type ShopReportData = Schema<'ShopReport'>;
export type ShopColumn = 'orders' | 'units' | 'revenue' | 'refunds' | 'net';
const COLUMNS: ShopColumn[] = ['orders', 'units', 'revenue', 'refunds', 'net'];
const MONEY: ShopColumn[] = ['revenue', 'refunds', 'net'];

export interface ShopReportLabels {
  title: string;
  period: string;
  columns: Record<ShopColumn, string>;
  total: string;
  item: string;
  topByUnits: string;
  topByRevenue: string;
  lowStock: (atMost: string) => string;
  stock: string;
  noLowStock: string;
  loading: string;
  error: string;
  retry: string;
  empty: string;
  csv: string;
  chartSummary: (title: string) => string;
  tableRegion: (title: string) => string;
}

export const defaultShopReportLabels: ShopReportLabels = {
  title: 'Shop',
  period: 'Period',
  columns: { orders: 'Orders', units: 'Units', revenue: 'Revenue', refunds: 'Refunds', net: 'Net' },
  total: 'Total',
  item: 'Item',
  topByUnits: 'Top items by units',
  topByRevenue: 'Top items by revenue',
  lowStock: (atMost) => `Low stock (${atMost} or fewer left)`,
  stock: 'Left',
  noLowStock: 'No item is low in stock.',
  loading: 'Loading the report...',
  error: 'The report could not be loaded.',
  retry: 'Try again',
  empty: 'No order was paid in this period.',
  csv: 'Download CSV',
  chartSummary: (title) => `${title}, as a chart. The table beside it has the same figures.`,
  tableRegion: (title) => `${title}, as a table`,
};

export type ShopReportState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; report: ShopReportData };

export interface ShopReportProps {
  state: ShopReportState;
  locale?: string;
  dir?: 'ltr' | 'rtl';
  onDownloadCsv?: () => void;
  onRetry?: () => void;
  labels?: Partial<ShopReportLabels>;
}

/** The shop per period (revenue as bars, refunds below zero, net as a line), its top items and low stock. */
export function ShopReport({ state, locale, dir = 'ltr', onDownloadCsv, onRetry, labels }: ShopReportProps) {
  const l = { ...defaultShopReportLabels, ...labels };
  return (
    <ReportFrame
      title={l.title}
      status={state.status}
      labels={l}
      onDownloadCsv={onDownloadCsv}
      onRetry={onRetry}
    >
      {state.status === 'ready' ? <Ready report={state.report} l={l} locale={locale} dir={dir} /> : null}
    </ReportFrame>
  );
}

function Ready({
  report,
  l,
  locale,
  dir,
}: {
  report: ShopReportData;
  l: ShopReportLabels;
  locale?: string;
  dir: 'ltr' | 'rtl';
}) {
  const theme = useTheme();
  const styles = chartStyles(theme);
  const count = (value: number) => numberFormat(locale, {}).format(value);
  const money = (amount: string) => formatMoney(amount, locale);
  const cell = (column: ShopColumn, value: string | number) =>
    MONEY.includes(column) ? money(String(value)) : count(Number(value));
  const compact = (amount: number) =>
    numberFormat(locale, { style: 'currency', currency: 'USD', notation: 'compact' }).format(amount);
  const rtl = dir === 'rtl';
  const data = report.rows.map((row) => ({
    label: formatPeriod(row.period, report.interval, locale),
    revenue: Number(row.revenue),
    refunds: -Number(row.refunds),
    net: Number(row.net),
  }));
  const empty = report.rows.every((row) => row.orders === 0 && Number(row.refunds) === 0);
  const topTable = (caption: string, items: ShopReportData['topByUnits']) => (
    <TableScroll tabIndex={0} role="region" aria-label={caption}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{l.item}</th>
            <th scope="col">{l.columns.units}</th>
            <th scope="col">{l.columns.revenue}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row">{item.name}</th>
              <td>{count(item.units)}</td>
              <td>{money(item.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
  return (
    <>
      {empty ? <Empty>{l.empty}</Empty> : null}
      <Body>
        <ChartBox role="img" aria-label={l.chartSummary(l.title)}>
          <ResponsiveContainer width="100%" height="100%">
            <ComposedChart
              data={data}
              accessibilityLayer={false}
              stackOffset="sign"
              margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
            >
              <CartesianGrid stroke={styles.grid} vertical={false} />
              <XAxis dataKey="label" reversed={rtl} tick={styles.axis} stroke={styles.axisStroke} />
              <YAxis
                orientation={rtl ? 'right' : 'left'}
                tick={styles.axis}
                tickFormatter={compact}
                stroke={styles.axisStroke}
                width={76}
              />
              <Tooltip formatter={(value) => money(String(value))} contentStyle={styles.tooltip} />
              <Legend wrapperStyle={styles.legend} />
              <Bar
                dataKey="revenue"
                name={l.columns.revenue}
                stackId="shop"
                fill={theme.color.warning.solid}
                isAnimationActive={false}
              />
              <Bar
                dataKey="refunds"
                name={l.columns.refunds}
                stackId="shop"
                fill={theme.color.error.solid}
                isAnimationActive={false}
              />
              <Line
                dataKey="net"
                name={l.columns.net}
                stroke={theme.color.text.primary}
                strokeWidth={2}
                dot={{ r: 3 }}
                isAnimationActive={false}
              />
            </ComposedChart>
          </ResponsiveContainer>
        </ChartBox>
        <TableScroll tabIndex={0} role="region" aria-label={l.tableRegion(l.title)}>
          <Table>
            <caption>{l.title}</caption>
            <thead>
              <tr>
                <th scope="col">{l.period}</th>
                {COLUMNS.map((c) => (
                  <th key={c} scope="col">
                    {l.columns[c]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.rows.map((row) => (
                <tr key={row.period}>
                  <th scope="row">{formatPeriod(row.period, report.interval, locale)}</th>
                  {COLUMNS.map((c) => (
                    <td key={c}>{cell(c, row[c])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{l.total}</th>
                {COLUMNS.map((c) => (
                  <td key={c}>{cell(c, report.totals[c])}</td>
                ))}
              </tr>
            </tfoot>
          </Table>
        </TableScroll>
        {report.topByUnits.length ? topTable(l.topByUnits, report.topByUnits) : null}
        {report.topByRevenue.length ? topTable(l.topByRevenue, report.topByRevenue) : null}
        <TableScroll tabIndex={0} role="region" aria-label={l.lowStock(count(report.lowStockAt))}>
          <Table>
            <caption>{l.lowStock(count(report.lowStockAt))}</caption>
            {report.lowStock.length ? (
              <>
                <thead>
                  <tr>
                    <th scope="col">{l.item}</th>
                    <th scope="col">{l.stock}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.lowStock.map((item) => (
                    <tr key={item.id}>
                      <th scope="row">{item.name}</th>
                      <td>{count(item.stock)}</td>
                    </tr>
                  ))}
                </tbody>
              </>
            ) : (
              <tbody>
                <tr>
                  <td>{l.noLowStock}</td>
                </tr>
              </tbody>
            )}
          </Table>
        </TableScroll>
      </Body>
    </>
  );
}
