import type { Schema } from '@wellness/api';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import { dateTimeFormat, numberFormat } from '../../components/intlFormats';
import { ReportFrame } from '../ReportFrame';
import { formatMoney } from '../RevenueReport';
import { Body, ChartBox, Empty, Table, TableScroll, chartStyles } from '../reportParts';

export type EventsReportData = Schema<'EventsReport'>;
export type EventsColumn =
  | 'date'
  | 'seats'
  | 'paidSeats'
  | 'freeSeats'
  | 'couponsUsed'
  | 'revenue'
  | 'refunds'
  | 'net'
  | 'cancellations'
  | 'checkIns';

export interface EventsReportLabels {
  title: string;
  event: string;
  columns: Record<EventsColumn, string>;
  /** "12 of 40" seats; capacity null is unlimited. */
  seatsOf: (taken: string, capacity: string | null) => string;
  capacity: string;
  total: string;
  checkInsNotRecorded: string;
  loading: string;
  error: string;
  retry: string;
  empty: string;
  csv: string;
  chartSummary: (title: string) => string;
  tableRegion: (title: string) => string;
}

export const defaultEventsReportLabels: EventsReportLabels = {
  title: 'Events',
  event: 'Event',
  columns: {
    date: 'Date',
    seats: 'Seats taken',
    paidSeats: 'Paid',
    freeSeats: 'Free',
    couponsUsed: 'Coupons used',
    revenue: 'Revenue',
    refunds: 'Refunds',
    net: 'Net',
    cancellations: 'Cancellations',
    checkIns: 'Check-ins',
  },
  seatsOf: (taken, capacity) => (capacity === null ? `${taken} (no limit)` : `${taken} of ${capacity}`),
  capacity: 'Capacity',
  total: 'Total',
  checkInsNotRecorded: 'Check-ins are not recorded yet, so they show as 0.',
  loading: 'Loading the report...',
  error: 'The report could not be loaded.',
  retry: 'Try again',
  empty: 'No event takes place in this period.',
  csv: 'Download CSV',
  chartSummary: (title) => `${title}, as a chart. The table beside it has the same figures.`,
  tableRegion: (title) => `${title}, as a table`,
};

export type EventsReportState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; report: EventsReportData };

export interface EventsReportProps {
  state: EventsReportState;
  locale?: string;
  dir?: 'ltr' | 'rtl';
  onDownloadCsv?: () => void;
  onRetry?: () => void;
  labels?: Partial<EventsReportLabels>;
}

/** Each event of the period: seats taken against capacity as bars, and every figure in the table beside them. */
export function EventsReport({
  state,
  locale,
  dir = 'ltr',
  onDownloadCsv,
  onRetry,
  labels,
}: EventsReportProps) {
  const l = { ...defaultEventsReportLabels, ...labels };
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
  report: EventsReportData;
  l: EventsReportLabels;
  locale?: string;
  dir: 'ltr' | 'rtl';
}) {
  const theme = useTheme();
  const styles = chartStyles(theme);
  const count = (value: number) => numberFormat(locale, {}).format(value);
  const money = (amount: string) => formatMoney(amount, locale);
  const when = (iso: string) =>
    dateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'America/Los_Angeles',
    }).format(new Date(iso));
  const rtl = dir === 'rtl';
  const data = report.rows.map((row) => ({
    // The axis names the event (cut short so neighbours do not overlap); the tooltip and the table say it whole.
    label: row.name.length > 18 ? `${row.name.slice(0, 17)}…` : row.name,
    name: row.name,
    seats: row.seatsTaken,
    // Unlimited events draw no capacity bar.
    capacity: row.capacity ?? 0,
  }));
  if (report.rows.length === 0) return <Empty>{l.empty}</Empty>;
  return (
    <Body>
      <ChartBox role="img" aria-label={l.chartSummary(l.title)}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid stroke={styles.grid} vertical={false} />
            <XAxis dataKey="label" reversed={rtl} tick={styles.axis} stroke={styles.axisStroke} />
            <YAxis
              orientation={rtl ? 'right' : 'left'}
              tick={styles.axis}
              tickFormatter={count}
              stroke={styles.axisStroke}
              allowDecimals={false}
              width={48}
            />
            <Tooltip
              formatter={(value) => count(Number(value))}
              labelFormatter={(_, payload) => payload?.[0]?.payload?.name ?? ''}
              contentStyle={styles.tooltip}
            />
            <Legend wrapperStyle={styles.legend} />
            <Bar
              dataKey="capacity"
              name={l.capacity}
              fill={theme.color.border.strong}
              isAnimationActive={false}
            />
            <Bar
              dataKey="seats"
              name={l.columns.seats}
              fill={theme.color.info.solid}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </ChartBox>
      <TableScroll tabIndex={0} role="region" aria-label={l.tableRegion(l.title)}>
        <Table>
          <caption>{l.title}</caption>
          <thead>
            <tr>
              <th scope="col">{l.event}</th>
              {(Object.keys(l.columns) as EventsColumn[]).map((c) => (
                <th key={c} scope="col">
                  {l.columns[c]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.rows.map((row) => (
              <tr key={row.uuid}>
                <th scope="row">
                  #{row.id} {row.name}
                </th>
                <td>{when(row.startTime)}</td>
                <td>
                  {l.seatsOf(count(row.seatsTaken), row.capacity === null ? null : count(row.capacity))}
                </td>
                <td>{count(row.paidSeats)}</td>
                <td>{count(row.freeSeats)}</td>
                <td>{count(row.couponsUsed)}</td>
                <td>{money(row.revenue)}</td>
                <td>{money(row.refunds)}</td>
                <td>{money(row.net)}</td>
                <td>{count(row.cancellations)}</td>
                <td>{count(row.checkIns)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{l.total}</th>
              <td />
              <td>{count(report.totals.seatsTaken)}</td>
              <td>{count(report.totals.paidSeats)}</td>
              <td>{count(report.totals.freeSeats)}</td>
              <td>{count(report.totals.couponsUsed)}</td>
              <td>{money(report.totals.revenue)}</td>
              <td>{money(report.totals.refunds)}</td>
              <td>{money(report.totals.net)}</td>
              <td>{count(report.totals.cancellations)}</td>
              <td>{count(report.totals.checkIns)}</td>
            </tr>
          </tfoot>
        </Table>
      </TableScroll>
      {report.checkInsRecorded ? null : <Empty>{l.checkInsNotRecorded}</Empty>}
    </Body>
  );
}
