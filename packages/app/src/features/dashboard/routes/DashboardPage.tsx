import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '@wellness/ui/components/Button';
import { DashboardOverview, WelcomePanel } from '@wellness/ui/content';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../session/selectors';
import { dashboardRequested } from '../slice';

/**
 * /dashboard: today's welcome, then what a member needs first — their next registered event and accepted
 * session, their package with its expiry and an upgrade, and how many vouchers they can redeem. The lists are
 * read in parallel (see saga.ts). Categories, products and services join it with the marketplace.
 */
export function DashboardPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const { status, summary } = useAppSelector((state) => state.dashboard);
  const firstName = user?.name?.trim().split(/\s+/)[0] ?? '';

  useEffect(() => {
    dispatch(dashboardRequested());
  }, [dispatch]);

  const pkg = user?.package ?? null;
  const link = (to: string, label: string, variant: 'secondary' | 'tertiary' = 'tertiary') => (
    <Button as={Link} to={to} variant={variant} size="sm">
      {label}
    </Button>
  );

  return (
    <>
      <WelcomePanel
        name={firstName}
        action={
          <Button as={Link} to="/profile">
            {t('app.dashboard.welcome.profile')}
          </Button>
        }
        labels={{
          // The panel fills in the name itself.
          greeting: firstName
            ? t('app.dashboard.welcome.title', { name: '{name}' })
            : t('app.dashboard.welcome.titleNoName'),
          text: t('app.dashboard.welcome.text'),
        }}
      />
      <DashboardOverview
        loading={status !== 'succeeded'}
        nextEvent={
          summary.nextEvent && {
            title: summary.nextEvent.name,
            detail: `${intl.formatDate(summary.nextEvent.startTime, {
              dateStyle: 'medium',
              timeStyle: 'short',
              timeZone: 'America/Los_Angeles',
            })} (PT)`,
          }
        }
        nextSession={
          summary.nextSession && {
            title: summary.nextSession.heroName,
            detail: `${intl.formatDate(`${summary.nextSession.sessionDate}T12:00:00Z`, {
              dateStyle: 'medium',
              timeZone: 'UTC',
            })} ${summary.nextSession.sessionTime}`,
          }
        }
        membership={
          pkg && {
            title: pkg.name,
            detail: pkg.expiry
              ? t('app.dashboard.overview.expires', {
                  date: intl.formatDate(pkg.expiry, { month: 'short', day: '2-digit', year: 'numeric' }),
                })
              : undefined,
          }
        }
        vouchers={
          summary.voucherCount === null
            ? null
            : { title: t('app.dashboard.overview.voucherCount', { count: summary.voucherCount }) }
        }
        actions={{
          nextEvent: link(
            summary.nextEvent ? '/calendar' : '/events/upcoming',
            t(summary.nextEvent ? 'app.dashboard.overview.openCalendar' : 'app.dashboard.overview.findEvent'),
          ),
          nextSession: link('/healthHero/healthHeroList', t('app.dashboard.overview.findHero')),
          membership: link(
            '/packages',
            t(pkg ? 'app.dashboard.overview.upgrade' : 'app.dashboard.overview.select'),
            'secondary',
          ),
          vouchers: link('/voucher/list', t('app.dashboard.overview.openVouchers')),
        }}
        labels={Object.fromEntries(
          [
            'region',
            'nextEvent',
            'noEvent',
            'nextSession',
            'noSession',
            'membership',
            'noPackage',
            'vouchers',
            'loading',
          ].map((key) => [key, t(`app.dashboard.overview.${key}`)]),
        )}
      />
    </>
  );
}

export { DashboardPage as Component };
