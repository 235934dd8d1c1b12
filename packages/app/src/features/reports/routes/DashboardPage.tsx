import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageHeader } from '@wellness/ui';
import {
  EventsReport,
  KpiTile,
  MembersReport,
  RevenueReport,
  ShopReport,
  formatMoney,
  type KpiTileState,
  type RevenueColumn,
} from '@wellness/ui/reports';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { QUEUES, type ReportId } from '../api';
import { csvRequested, dashboardRequested, reportRequested } from '../slice';

const TILES: RevenueColumn[] = ['net', 'packages', 'events', 'marketplace'];

const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const Tiles = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
`;

const Queues = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.color.text.primary};
  }
  ul {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.color.border.subtle};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.bg.surface};
    color: ${({ theme }) => theme.color.text.link};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  strong {
    color: ${({ theme }) => theme.color.text.primary};
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * /staff: the organisation's figures (this month against last; a year of revenue, members and the shop; the events
 * of last month and this one, each chart with its table and CSV) and the open review queues.
 */
export function DashboardPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const dispatch = useAppDispatch();
  const { revenue, members, events, shop, queues } = useAppSelector((state) => state.reports);
  const rtl = intl.locale === 'ar';

  useEffect(() => {
    dispatch(dashboardRequested());
  }, [dispatch]);

  /** This month against last month from the last two rows of a monthly report. */
  function tileOf<Row>(
    loaded: { status: string; report: { rows: Row[] } | null },
    value: (row: Row) => number,
    text: (row: Row | undefined) => string,
  ): KpiTileState {
    if (loaded.status === 'failed') return { status: 'error' };
    const rows = loaded.report?.rows ?? [];
    const [previous, current] = [rows.at(-2), rows.at(-1)];
    if (loaded.status !== 'loaded' || !current) return { status: 'loading' };
    return {
      status: 'ready',
      current: value(current),
      previous: previous ? value(previous) : 0,
      currentText: text(current),
      previousText: text(previous),
    };
  }
  const moneyTile = (column: RevenueColumn) =>
    tileOf(
      revenue,
      (row) => Number(row[column]),
      (row) => formatMoney(row?.[column] ?? '0.00', intl.locale),
    );
  const countTile = <Row,>(
    loaded: { status: string; report: { rows: Row[] } | null },
    value: (row: Row) => number,
  ) => tileOf(loaded, value, (row) => intl.formatNumber(row ? value(row) : 0));
  const stateOf = <Report,>(loaded: { status: string; report: Report | null }) =>
    loaded.status === 'loaded' && loaded.report
      ? { status: 'ready' as const, report: loaded.report }
      : loaded.status === 'failed'
        ? { status: 'error' as const }
        : { status: 'loading' as const };
  const common = (report: ReportId) => ({
    locale: intl.locale,
    dir: rtl ? ('rtl' as const) : ('ltr' as const),
    onRetry: () => dispatch(reportRequested(report)),
    onDownloadCsv: () => dispatch(csvRequested(report)),
  });
  const frame = {
    loading: t('app.reports.dashboard.loading'),
    error: t('app.reports.dashboard.error'),
    retry: t('app.reports.dashboard.retry'),
    csv: t('app.reports.dashboard.csv'),
    chartSummary: (title: string) => t('app.reports.dashboard.chartSummary', { title }),
    tableRegion: (title: string) => t('app.reports.dashboard.tableRegion', { title }),
  };
  const tileLabels = {
    previous: (value: string) => t('app.reports.dashboard.lastMonth', { value }),
    loading: t('app.reports.dashboard.loading'),
    error: t('app.reports.dashboard.unavailable'),
  };
  const columns = {
    packages: t('app.reports.column.packages'),
    events: t('app.reports.column.events'),
    marketplace: t('app.reports.column.marketplace'),
    refunds: t('app.reports.column.refunds'),
    net: t('app.reports.column.net'),
  };

  return (
    <Page>
      <PageHeader title={t('app.reports.dashboard.title')} />
      <Tiles>
        {TILES.map((column) => (
          <KpiTile
            key={column}
            label={t('app.reports.dashboard.tile', { figure: columns[column] })}
            labelAs="h2"
            state={moneyTile(column)}
            locale={intl.locale}
            labels={tileLabels}
          />
        ))}
        <KpiTile
          label={t('app.reports.dashboard.tile', { figure: t('app.reports.members.signUps') })}
          labelAs="h2"
          state={countTile(members, (row) => row.signUps)}
          locale={intl.locale}
          labels={tileLabels}
        />
        <KpiTile
          label={t('app.reports.dashboard.tile', { figure: t('app.reports.shop.orders') })}
          labelAs="h2"
          state={countTile(shop, (row) => row.orders)}
          locale={intl.locale}
          labels={tileLabels}
        />
      </Tiles>
      <RevenueReport
        state={stateOf(revenue)}
        {...common('revenue')}
        labels={{
          ...frame,
          title: t('app.reports.dashboard.revenue'),
          period: t('app.reports.dashboard.period'),
          columns,
          total: t('app.reports.dashboard.total'),
          empty: t('app.reports.dashboard.empty'),
        }}
      />
      <MembersReport
        state={stateOf(members)}
        {...common('members')}
        labels={{
          ...frame,
          title: t('app.reports.members.title'),
          period: t('app.reports.dashboard.period'),
          total: t('app.reports.members.total'),
          counts: {
            signUps: t('app.reports.members.signUps'),
            verified: t('app.reports.members.verified'),
            bought: t('app.reports.members.bought'),
            upgraded: t('app.reports.members.upgraded'),
            renewed: t('app.reports.members.renewed'),
            cancelled: t('app.reports.members.cancelled'),
            lapsed: t('app.reports.members.lapsed'),
          },
          renewals: (count) => t('app.reports.members.renewals', { count }),
          renewalColumns: {
            member: t('app.reports.members.member'),
            package: t('app.reports.members.package'),
            renewsAt: t('app.reports.members.renewsAt'),
          },
          noRenewals: t('app.reports.members.noRenewals'),
          empty: t('app.reports.members.empty'),
        }}
      />
      <EventsReport
        state={stateOf(events)}
        {...common('events')}
        labels={{
          ...frame,
          title: t('app.reports.events.title'),
          event: t('app.reports.events.event'),
          columns: {
            date: t('app.reports.events.date'),
            seats: t('app.reports.events.seats'),
            paidSeats: t('app.reports.events.paidSeats'),
            freeSeats: t('app.reports.events.freeSeats'),
            couponsUsed: t('app.reports.events.couponsUsed'),
            revenue: t('app.reports.events.revenue'),
            refunds: columns.refunds,
            net: columns.net,
            cancellations: t('app.reports.events.cancellations'),
            checkIns: t('app.reports.events.checkIns'),
          },
          seatsOf: (taken, capacity) =>
            capacity === null
              ? t('app.reports.events.seatsUnlimited', { taken })
              : t('app.reports.events.seatsOf', { taken, capacity }),
          capacity: t('app.reports.events.capacity'),
          total: t('app.reports.dashboard.total'),
          checkInsNotRecorded: t('app.reports.events.checkInsNotRecorded'),
          empty: t('app.reports.events.empty'),
        }}
      />
      <ShopReport
        state={stateOf(shop)}
        {...common('shop')}
        labels={{
          ...frame,
          title: t('app.reports.shop.title'),
          period: t('app.reports.dashboard.period'),
          columns: {
            orders: t('app.reports.shop.orders'),
            units: t('app.reports.shop.units'),
            revenue: t('app.reports.events.revenue'),
            refunds: columns.refunds,
            net: columns.net,
          },
          total: t('app.reports.dashboard.total'),
          item: t('app.reports.shop.item'),
          topByUnits: t('app.reports.shop.topByUnits'),
          topByRevenue: t('app.reports.shop.topByRevenue'),
          lowStock: (atMost) => t('app.reports.shop.lowStock', { atMost }),
          stock: t('app.reports.shop.stock'),
          noLowStock: t('app.reports.shop.noLowStock'),
          empty: t('app.reports.shop.empty'),
        }}
      />
      <Queues aria-labelledby="staff-queues-heading">
        <h2 id="staff-queues-heading">{t('app.reports.dashboard.queues')}</h2>
        <ul>
          {QUEUES.map((queue) => {
            const count = queues.counts[queue.id];
            return (
              <li key={queue.id}>
                <Link to={queue.page}>
                  <span>{t(`app.staff.nav.${queue.id}`)}</span>
                  <strong>
                    {count === undefined
                      ? queues.status === 'loading'
                        ? '…'
                        : '—'
                      : intl.formatNumber(count)}
                  </strong>
                </Link>
              </li>
            );
          })}
        </ul>
      </Queues>
    </Page>
  );
}

export { DashboardPage as Component };
