import type { Schema } from '@wellness/api';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import { dateTimeFormat, numberFormat } from '../../components/intlFormats';
import { ReportFrame } from '../ReportFrame';
import { formatPeriod } from '../RevenueReport';
import { Body, ChartBox, Empty, Table, TableScroll, chartStyles } from '../reportParts';

export type MembersReportData = Schema<'MembersReport'>;
export type MembersCount =
  'signUps' | 'verified' | 'bought' | 'upgraded' | 'renewed' | 'cancelled' | 'lapsed';
const COUNTS: MembersCount[] = [
  'signUps',
  'verified',
  'bought',
  'upgraded',
  'renewed',
  'cancelled',
  'lapsed',
];

export interface MembersReportLabels {
  title: string;
  period: string;
  total: string;
  counts: Record<MembersCount, string>;
  renewals: (count: string) => string;
  renewalColumns: { member: string; package: string; renewsAt: string };
  noRenewals: string;
  loading: string;
  error: string;
  retry: string;
  empty: string;
  csv: string;
  chartSummary: (title: string) => string;
  tableRegion: (title: string) => string;
}

export const defaultMembersReportLabels: MembersReportLabels = {
  title: 'Members',
  period: 'Period',
  total: 'Members',
  counts: {
    signUps: 'Sign-ups',
    verified: 'Verified',
    bought: 'Bought',
    upgraded: 'Upgraded',
    renewed: 'Renewed',
    cancelled: 'Cancelled',
    lapsed: 'Lapsed',
  },
  renewals: (count) => `Renewing in the next 30 days: ${count}`,
  renewalColumns: { member: 'Member', package: 'Package', renewsAt: 'Renews on' },
  noRenewals: 'No package renews in the next 30 days.',
  loading: 'Loading the report...',
  error: 'The report could not be loaded.',
  retry: 'Try again',
  empty: 'No member held a package in this period.',
  csv: 'Download CSV',
  chartSummary: (title) => `${title}, as a chart. The table beside it has the same figures.`,
  tableRegion: (title) => `${title}, as a table`,
};

export type MembersReportState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; report: MembersReportData };

export interface MembersReportProps {
  state: MembersReportState;
  locale?: string;
  dir?: 'ltr' | 'rtl';
  onDownloadCsv?: () => void;
  onRetry?: () => void;
  labels?: Partial<MembersReportLabels>;
}

/** Members per package at each period's end (stacked, in each package's colour) and the period's changes. */
export function MembersReport({
  state,
  locale,
  dir = 'ltr',
  onDownloadCsv,
  onRetry,
  labels,
}: MembersReportProps) {
  const l = { ...defaultMembersReportLabels, ...labels };
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
  report: MembersReportData;
  l: MembersReportLabels;
  locale?: string;
  dir: 'ltr' | 'rtl';
}) {
  const theme = useTheme();
  const styles = chartStyles(theme);
  const count = (value: number) => numberFormat(locale, {}).format(value);
  const day = (iso: string) =>
    dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'America/Los_Angeles' }).format(new Date(iso));
  const data = report.rows.map((row) => ({
    label: formatPeriod(row.period, report.interval, locale),
    ...Object.fromEntries(row.byPackage.map((p) => [p.uuid, p.count])),
  }));
  const empty = report.rows.every((row) => row.total === 0);
  const rtl = dir === 'rtl';
  return (
    <>
      {empty ? <Empty>{l.empty}</Empty> : null}
      <Body>
        <ChartBox role="img" aria-label={l.chartSummary(l.title)}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              data={data}
              accessibilityLayer={false}
              margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
            >
              <CartesianGrid stroke={styles.grid} vertical={false} />
              <XAxis dataKey="label" reversed={rtl} tick={styles.axis} stroke={styles.axisStroke} />
              <YAxis
                orientation={rtl ? 'right' : 'left'}
                tick={styles.axis}
                tickFormatter={count}
                stroke={styles.axisStroke}
                allowDecimals={false}
                width={56}
              />
              <Tooltip formatter={(value) => count(Number(value))} contentStyle={styles.tooltip} />
              <Legend wrapperStyle={styles.legend} />
              {report.packages.map((p) => (
                <Bar
                  key={p.uuid}
                  dataKey={p.uuid}
                  name={p.name}
                  stackId="members"
                  fill={p.colour}
                  isAnimationActive={false}
                />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </ChartBox>
        <TableScroll tabIndex={0} role="region" aria-label={l.tableRegion(l.title)}>
          <Table>
            <caption>{l.title}</caption>
            <thead>
              <tr>
                <th scope="col">{l.period}</th>
                {report.packages.map((p) => (
                  <th key={p.uuid} scope="col">
                    {p.name}
                  </th>
                ))}
                <th scope="col">{l.total}</th>
                {COUNTS.map((c) => (
                  <th key={c} scope="col">
                    {l.counts[c]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.rows.map((row) => (
                <tr key={row.period}>
                  <th scope="row">{formatPeriod(row.period, report.interval, locale)}</th>
                  {row.byPackage.map((p) => (
                    <td key={p.uuid}>{count(p.count)}</td>
                  ))}
                  <td>{count(row.total)}</td>
                  {COUNTS.map((c) => (
                    <td key={c}>{count(row[c])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
        <TableScroll tabIndex={0} role="region" aria-label={l.renewals(count(report.renewals.count))}>
          <Table>
            <caption>{l.renewals(count(report.renewals.count))}</caption>
            {report.renewals.members.length ? (
              <>
                <thead>
                  <tr>
                    <th scope="col">{l.renewalColumns.member}</th>
                    <th scope="col">{l.renewalColumns.package}</th>
                    <th scope="col">{l.renewalColumns.renewsAt}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.renewals.members.map((m) => (
                    <tr key={m.uuid}>
                      <th scope="row">{m.name ?? m.email}</th>
                      <td>{m.package}</td>
                      <td>{day(m.renewsAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </>
            ) : (
              <tbody>
                <tr>
                  <td>{l.noRenewals}</td>
                </tr>
              </tbody>
            )}
          </Table>
        </TableScroll>
      </Body>
    </>
  );
}
