import type { Schema } from '@wellness/api';
import { Download } from 'lucide-react';
import { useId } from 'react';
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
import { ErrorState } from '../../components/ErrorState';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { dateTimeFormat, numberFormat } from '../../components/intlFormats';
import { Body, ChartBox, CsvButton, Empty, Header, Section, Table, TableScroll } from '../reportParts';

export type RevenueReportData = Schema<'RevenueReport'>;
export type RevenueColumn = 'packages' | 'events' | 'marketplace' | 'refunds' | 'net';

export interface RevenueReportLabels {
  title: string;
  period: string;
  columns: Record<RevenueColumn, string>;
  total: string;
  loading: string;
  error: string;
  retry: string;
  empty: string;
  csv: string;
  /** The chart's accessible name: the table beside it holds the same figures. */
  chartSummary: (title: string) => string;
  /** The table's scroll box (a keyboard stop of its own). */
  tableRegion: (title: string) => string;
}

export const defaultRevenueReportLabels: RevenueReportLabels = {
  title: 'Revenue',
  period: 'Period',
  columns: { packages: 'Packages', events: 'Events', marketplace: 'Shop', refunds: 'Refunds', net: 'Net' },
  total: 'Total',
  loading: 'Loading the report...',
  error: 'The report could not be loaded.',
  retry: 'Try again',
  empty: 'Nothing was paid or refunded in this period.',
  csv: 'Download CSV',
  chartSummary: (title) => `${title}, as a chart. The table beside it has the same figures.`,
  tableRegion: (title) => `${title}, as a table`,
};

export type RevenueReportState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; report: RevenueReportData };

export interface RevenueReportProps {
  state: RevenueReportState;
  /** The member's language for numbers and dates ('en', 'tr', 'ar'). */
  locale?: string;
  /** Right to left: the time axis runs from the right, the amounts axis stands on the right. */
  dir?: 'ltr' | 'rtl';
  /** Downloads the same report as CSV (the app fetches it with the session's token). */
  onDownloadCsv?: () => void;
  onRetry?: () => void;
  labels?: Partial<RevenueReportLabels>;
}

const STACKED: RevenueColumn[] = ['packages', 'events', 'marketplace'];
const COLUMNS: RevenueColumn[] = ['packages', 'events', 'marketplace', 'refunds', 'net'];

/** Dollars in the member's number format (the amounts are exact decimal strings from the server). */
export function formatMoney(amount: string, locale?: string) {
  return numberFormat(locale, { style: 'currency', currency: 'USD' }).format(Number(amount));
}

/** A period's first day as the member reads it: "Mar 2026" for months, "31 Mar 2026" for days and weeks. */
export function formatPeriod(period: string, interval: RevenueReportData['interval'], locale?: string) {
  const options: Intl.DateTimeFormatOptions =
    interval === 'month'
      ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };
  return dateTimeFormat(locale, options).format(new Date(`${period}T00:00:00Z`));
}

/** Revenue per period: a stacked chart (packages, events, shop; refunds below zero; net as a line) and its table. */
export function RevenueReport({
  state,
  locale,
  dir = 'ltr',
  onDownloadCsv,
  onRetry,
  labels,
}: RevenueReportProps) {
  const l = { ...defaultRevenueReportLabels, ...labels };
  const theme = useTheme();
  const headingId = useId();
  const colours: Record<RevenueColumn, string> = {
    packages: theme.color.primary.default,
    events: theme.color.info.solid,
    marketplace: theme.color.warning.solid,
    refunds: theme.color.error.solid,
    net: theme.color.text.primary,
  };
  return (
    <Section aria-labelledby={headingId} aria-busy={state.status === 'loading' || undefined}>
      <Header>
        <h2 id={headingId}>{l.title}</h2>
        {state.status === 'ready' && onDownloadCsv ? (
          <CsvButton type="button" onClick={onDownloadCsv}>
            <Download size={16} aria-hidden="true" />
            {l.csv}
          </CsvButton>
        ) : null}
      </Header>
      {state.status === 'loading' ? <LoadingIndicator label={l.loading} /> : null}
      {state.status === 'error' ? (
        <ErrorState message={l.error} onRetry={onRetry} retryLabel={l.retry} size="sm" />
      ) : null}
      {state.status === 'ready' ? (
        <ReadyReport report={state.report} l={l} locale={locale} dir={dir} colours={colours} />
      ) : null}
    </Section>
  );
}

function ReadyReport({
  report,
  l,
  locale,
  dir,
  colours,
}: {
  report: RevenueReportData;
  l: RevenueReportLabels;
  locale?: string;
  dir: 'ltr' | 'rtl';
  colours: Record<RevenueColumn, string>;
}) {
  const theme = useTheme();
  const empty = report.rows.every((row) => Number(row.net) === 0 && Number(row.refunds) === 0);
  const money = (amount: string | number) => formatMoney(String(amount), locale);
  const compact = (amount: number) =>
    numberFormat(locale, { style: 'currency', currency: 'USD', notation: 'compact' }).format(amount);
  const data = report.rows.map((row) => ({
    label: formatPeriod(row.period, report.interval, locale),
    packages: Number(row.packages),
    events: Number(row.events),
    marketplace: Number(row.marketplace),
    // Drawn below zero: money that went back out.
    refunds: -Number(row.refunds),
    net: Number(row.net),
  }));
  const rtl = dir === 'rtl';
  const axis = { fill: theme.color.text.secondary };
  return (
    <>
      {empty ? <Empty>{l.empty}</Empty> : null}
      <Body>
        <ChartBox role="img" aria-label={l.chartSummary(l.title)}>
          <ResponsiveContainer width="100%" height="100%">
            <ComposedChart
              data={data}
              // The table beside it is the keyboard's and screen reader's way to the figures.
              accessibilityLayer={false}
              stackOffset="sign"
              margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
            >
              <CartesianGrid stroke={theme.color.border.subtle} vertical={false} />
              <XAxis dataKey="label" reversed={rtl} tick={axis} stroke={theme.color.border.default} />
              <YAxis
                orientation={rtl ? 'right' : 'left'}
                tick={axis}
                tickFormatter={compact}
                stroke={theme.color.border.default}
                width={76}
              />
              <Tooltip
                formatter={(value) => money(Number(value))}
                contentStyle={{
                  background: theme.color.bg.raised,
                  border: `1px solid ${theme.color.border.default}`,
                  color: theme.color.text.primary,
                }}
              />
              <Legend wrapperStyle={{ color: theme.color.text.secondary }} />
              {STACKED.map((key) => (
                <Bar
                  key={key}
                  dataKey={key}
                  name={l.columns[key]}
                  stackId="revenue"
                  fill={colours[key]}
                  isAnimationActive={false}
                />
              ))}
              <Bar
                dataKey="refunds"
                name={l.columns.refunds}
                stackId="revenue"
                fill={colours.refunds}
                isAnimationActive={false}
              />
              <Line
                dataKey="net"
                name={l.columns.net}
                stroke={colours.net}
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
                    <td key={c}>{money(row[c])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{l.total}</th>
                {COLUMNS.map((c) => (
                  <td key={c}>{money(report.totals[c])}</td>
                ))}
              </tr>
            </tfoot>
          </Table>
        </TableScroll>
      </Body>
    </>
  );
}
