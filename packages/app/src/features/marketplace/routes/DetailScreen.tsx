import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { ProductDetails, ProductReviews, type ProductDetailsLabels } from '@wellness/ui/marketplace';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useOnLocaleChange } from '../../settings';
import { detailPath, listPath, type DetailKind } from '../paths';
import { detailRequested, reviewsRequested } from '../slice';
import { AddToCartButton, WishlistHeartButton, categoryIdOf, commerceCardSlots } from '../../commerce';

const listOf = { product: 'products', service: 'services', affiliate: 'affiliate' } as const;

const labelKeys: (keyof ProductDetailsLabels)[] = [
  'loading',
  'category',
  'quantity',
  'decrease',
  'increase',
  'minLimit',
  'details',
  'showMore',
  'showLess',
  'related',
  'visitWebsite',
  'opensInNewTab',
  'images',
  'noImage',
  'originalPrice',
];

/**
 * A detail page (§2): /marketplace/product/:id, /marketplace/service/:id ('Wellness Services', first image
 * only) or /marketplace/affiliate/:id ('Visit Website'). A failed fetch is silently ignored: the spinner stays.
 */
export function DetailScreen({ kind }: { kind: DetailKind }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const { id: idParam = '' } = useParams();
  const id = /^\d+$/.test(idParam) ? Number(idParam) : null;
  const detail = useAppSelector((state) => state.marketplace.detail);
  const reviews = useAppSelector((state) => state.marketplace.reviews);
  // Affiliate items are sold and reviewed on the partner's website: only products and services show reviews.
  const reviewed = kind !== 'affiliate';

  useEffect(() => {
    if (id !== null) dispatch(detailRequested(id));
    if (id !== null && reviewed) dispatch(reviewsRequested({ id, page: 1 }));
  }, [dispatch, id, reviewed]);
  useOnLocaleChange(() => {
    if (id !== null) dispatch(detailRequested(id));
  });

  const product = detail.id === id ? detail.product : null;
  return (
    <ProductDetails
      // A new item starts with a quantity of 1 again.
      key={id ?? 'none'}
      product={product}
      kind={kind}
      pageTitle={t(`app.marketplace.list.${listOf[kind]}Title`)}
      backHref={listPath[listOf[kind]]}
      linkAs={Link}
      related={detail.id === id ? detail.related : []}
      reviews={
        product && reviewed && id !== null ? (
          <ProductReviews
            page={reviews.id === id ? reviews.page : null}
            loading={reviews.status === 'loading'}
            error={reviews.status === 'failed'}
            onRetry={() => dispatch(reviewsRequested({ id, page: reviews.page?.page ?? 1 }))}
            onPageChange={(page) => dispatch(reviewsRequested({ id, page }))}
            formatDate={(iso) => intl.formatDate(iso, { dateStyle: 'medium' })}
            labels={{
              title: t('app.marketplace.reviews.title'),
              average: (average) =>
                intl.formatMessage(
                  { id: 'app.marketplace.reviews.average' },
                  { average: intl.formatNumber(average) },
                ),
              count: (count) => intl.formatMessage({ id: 'app.marketplace.reviews.count' }, { count }),
              stars: (value, max) =>
                intl.formatMessage(
                  { id: 'app.marketplace.reviews.stars' },
                  { value: intl.formatNumber(value), max: intl.formatNumber(max) },
                ),
              empty: t('app.marketplace.reviews.empty'),
              loading: t('app.marketplace.reviews.loading'),
              error: t('app.marketplace.reviews.error'),
              retry: t('app.marketplace.reviews.retry'),
              pagination: t('app.marketplace.reviews.pagination'),
              previous: t('app.marketplace.reviews.previous'),
              next: t('app.marketplace.reviews.next'),
              page: (page) => intl.formatMessage({ id: 'app.marketplace.list.page' }, { page }),
              pageOf: (page, count) =>
                intl.formatMessage({ id: 'app.marketplace.list.pageOf' }, { page, count }),
            }}
          />
        ) : undefined
      }
      relatedHrefOf={(item) => detailPath(kind, item.id)}
      relatedSlots={commerceCardSlots}
      titleAction={
        product ? (
          <WishlistHeartButton
            productId={product.id}
            categoryId={categoryIdOf(product)}
            name={product.name}
          />
        ) : undefined
      }
      actions={
        // Affiliate items are sold on the partner's website ('Visit Website').
        product && kind !== 'affiliate'
          ? (quantity) => (
              <AddToCartButton
                productId={product.id}
                categoryId={categoryIdOf(product)}
                quantity={quantity}
              />
            )
          : undefined
      }
      labels={Object.fromEntries(labelKeys.map((key) => [key, t(`app.marketplace.details.${key}`)]))}
    />
  );
}
