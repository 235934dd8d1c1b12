import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageHeader } from '@wellness/ui';
import {
  KpiTile,
  RevenueReport,
  formatMoney,
  type KpiTileState,
  type RevenueColumn,
} from '@wellness/ui/reports';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { QUEUES } from '../api';
import { dashboardRequested, revenueCsvRequested, revenueRequested } from '../slice';

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

/** /staff: the organisation's figures (this month against last, a year of revenue) and the open review queues. */
export function DashboardPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const dispatch = useAppDispatch();
  const { revenue, queues } = useAppSelector((state) => state.reports);
  const rtl = intl.locale === 'ar';

  useEffect(() => {
    dispatch(dashboardRequested());
  }, [dispatch]);

  const rows = revenue.report?.rows ?? [];
  const [previous, current] = [rows.at(-2), rows.at(-1)];
  const tileState = (column: RevenueColumn): KpiTileState => {
    if (revenue.status === 'failed') return { status: 'error' };
    if (revenue.status !== 'loaded' || !current) return { status: 'loading' };
    const before = previous?.[column] ?? '0.00';
    return {
      status: 'ready',
      current: Number(current[column]),
      previous: Number(before),
      currentText: formatMoney(current[column], intl.locale),
      previousText: formatMoney(before, intl.locale),
    };
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
            state={tileState(column)}
            locale={intl.locale}
            labels={{
              previous: (value) => t('app.reports.dashboard.lastMonth', { value }),
              loading: t('app.reports.dashboard.loading'),
              error: t('app.reports.dashboard.unavailable'),
            }}
          />
        ))}
      </Tiles>
      <RevenueReport
        state={
          revenue.status === 'loaded' && revenue.report
            ? { status: 'ready', report: revenue.report }
            : revenue.status === 'failed'
              ? { status: 'error' }
              : { status: 'loading' }
        }
        locale={intl.locale}
        dir={rtl ? 'rtl' : 'ltr'}
        onRetry={() => dispatch(revenueRequested())}
        onDownloadCsv={() => dispatch(revenueCsvRequested())}
        labels={{
          title: t('app.reports.dashboard.revenue'),
          period: t('app.reports.dashboard.period'),
          columns,
          total: t('app.reports.dashboard.total'),
          loading: t('app.reports.dashboard.loading'),
          error: t('app.reports.dashboard.error'),
          retry: t('app.reports.dashboard.retry'),
          empty: t('app.reports.dashboard.empty'),
          csv: t('app.reports.dashboard.csv'),
          chartSummary: (title) => t('app.reports.dashboard.chartSummary', { title }),
          tableRegion: (title) => t('app.reports.dashboard.tableRegion', { title }),
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
