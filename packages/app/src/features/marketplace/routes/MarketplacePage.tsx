import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Slider } from '@wellness/api';
import { PageHeader } from '@wellness/ui';
import { LoadingIndicator } from '@wellness/ui/components/LoadingIndicator';
import { BannerCarousel, ProductSection, VendorBanner } from '@wellness/ui/marketplace';
import { commerceCardSlots } from '../../commerce';
import { useAppDispatch, useDeferredAppSelector } from '../../../app/hooks';
import { useOnLocaleChange } from '../../settings';
import {
  PARTNER_REGISTER_PATH,
  VENDOR_REGISTER_PATH,
  detailKindOf,
  detailPath,
  listPath,
  type ListKind,
} from '../paths';
import { HOME_SECTIONS, homeRequested } from '../slice';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[8]};
`;

const listOfLink = Object.fromEntries(
  Object.entries(listPath).map(([kind, path]) => [path, kind as ListKind]),
) as Record<string, ListKind>;

/**
 * /marketplace (§1): the banners, then recommended products, wellness products, affiliate products and
 * wellness services — the first 4 of each with See all — and the Become a vendor banner with its Register
 * Here dialog (Become a Vendor → /vendor/register, Become a Partner → /partners/register).
 */
export function MarketplacePage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const dispatch = useAppDispatch();
  const { sliders, sections } = useDeferredAppSelector((state) => state.marketplace);

  useEffect(() => {
    dispatch(homeRequested());
  }, [dispatch]);
  useOnLocaleChange(() => dispatch(homeRequested()));

  const bannerLabel = (slider: Slider, index: number) => {
    const kind = slider.link ? listOfLink[slider.link] : undefined;
    return kind
      ? t(`app.marketplace.list.${kind}Title`)
      : t('app.marketplace.home.banner', { number: index + 1 });
  };

  const waiting = (status: string) => status === 'loading' || status === 'idle';
  // The banners and the four sections are read in parallel and shown together: a section that arrived
  // first and grew would push the others down while the visitor reads (a layout shift).
  const settled =
    !waiting(sliders.status) && HOME_SECTIONS.every((section) => !waiting(sections[section].status));
  if (!settled)
    return (
      <Page>
        <PageHeader title={t('app.marketplace.home.title')} subtitle={t('app.marketplace.home.subtitle')} />
        <LoadingIndicator label={t('app.marketplace.list.loading')} />
      </Page>
    );

  return (
    <Page>
      <PageHeader title={t('app.marketplace.home.title')} subtitle={t('app.marketplace.home.subtitle')} />
      <BannerCarousel
        sliders={sliders.items}
        linkAs={Link}
        label={t('app.marketplace.home.banners')}
        title={t('app.marketplace.home.banners')}
        bannerLabel={bannerLabel}
        previousLabel={t('app.marketplace.home.previous')}
        nextLabel={t('app.marketplace.home.next')}
        startLabel={t('app.marketplace.home.start')}
        stopLabel={t('app.marketplace.home.stop')}
        slideLabel={(position, total) => t('app.marketplace.home.slide', { position, total })}
      />
      {HOME_SECTIONS.map((section) => {
        const list = sections[section];
        return (
          <ProductSection
            key={section}
            title={t(`app.marketplace.home.${section}`)}
            items={list.items}
            linkAs={Link}
            hrefOf={(item) => detailPath(detailKindOf[section], item.id)}
            cardSlots={commerceCardSlots}
            seeAllHref={listPath[section]}
            seeAllLabel={t('app.marketplace.home.seeAll')}
            error={list.status === 'failed'}
            errorText={t('app.marketplace.list.error')}
            emptyText={t('app.marketplace.list.empty')}
            originalPriceLabel={t('app.marketplace.card.originalPrice')}
            noImageLabel={t('app.marketplace.card.noImage')}
          />
        );
      })}
      <VendorBanner
        vendorHref={VENDOR_REGISTER_PATH}
        partnerHref={PARTNER_REGISTER_PATH}
        linkAs={Link}
        labels={Object.fromEntries(
          [
            'title',
            'text',
            'register',
            'dialogTitle',
            'dialogText',
            'vendor',
            'vendorText',
            'partner',
            'partnerText',
            'close',
          ].map((key) => [key, t(`app.marketplace.vendor.${key}`)]),
        )}
      />
    </Page>
  );
}

export { MarketplacePage as Component };
