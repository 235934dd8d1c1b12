import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '@wellness/ui/components/Button';
import { LoadingIndicator } from '@wellness/ui/components/LoadingIndicator';
import { DashboardOverview, WelcomePanel } from '@wellness/ui/content';
import { CategoryLinks, ProductSection } from '@wellness/ui/marketplace';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector, useDeferredAppSelector } from '../../../app/hooks';
import { selectUser } from '../../session/selectors';
import { ALL_SERVICES_CATEGORY, detailPath, listPath, writeListQuery } from '../../marketplace';
import { dashboardRequested } from '../slice';

const Shop = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[8]};
  margin-block-start: ${({ theme }) => theme.space[8]};
`;

/**
 * /dashboard: today's welcome, then what a member needs first — their next registered event and accepted
 * session, their package with its expiry and an upgrade, and how many vouchers they can redeem. The lists are
 * read in parallel (see saga.ts), with the marketplace's categories, first products and first services.
 */
export function DashboardPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const { status, summary, shop } = useDeferredAppSelector((state) => state.dashboard);
  const loading = status !== 'succeeded';
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
        loading={loading}
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
      {loading ? (
        // One indicator for the whole shop: three section placeholders growing one by one as their content
        // arrives would push each other down (a layout shift).
        <LoadingIndicator label={t('app.dashboard.shop.loading')} />
      ) : (
        <Shop>
          <CategoryLinks
            title={t('app.dashboard.shop.categories')}
            categories={shop.categories ?? []}
            linkAs={Link}
            hrefOf={(category) => {
              const list = category.parent === ALL_SERVICES_CATEGORY ? listPath.services : listPath.products;
              const query = writeListQuery({ search: '', category: String(category.id), sort: '', page: 1 });
              return `${list}?${query}`;
            }}
            countLabel={(count) => t('app.dashboard.shop.count', { count })}
            error={shop.categories === null}
            errorText={t('app.dashboard.shop.error')}
            emptyText={t('app.dashboard.shop.empty')}
          />
          {(['products', 'services'] as const).map((section) => (
            <ProductSection
              key={section}
              title={t(`app.dashboard.shop.${section}`)}
              items={shop[section] ?? []}
              linkAs={Link}
              hrefOf={(item) => detailPath(section === 'products' ? 'product' : 'service', item.id)}
              seeAllHref={listPath[section]}
              seeAllLabel={t('app.dashboard.shop.seeAll')}
              error={shop[section] === null}
              errorText={t('app.dashboard.shop.error')}
              emptyText={t('app.dashboard.shop.empty')}
              originalPriceLabel={t('app.dashboard.shop.originalPrice')}
              noImageLabel={t('app.dashboard.shop.noImage')}
            />
          ))}
        </Shop>
      )}
    </>
  );
}

export { DashboardPage as Component };
