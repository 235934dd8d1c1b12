import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { ProductDetails, type ProductDetailsLabels } from '@wellness/ui/marketplace';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useOnLocaleChange } from '../../settings';
import { detailPath, listPath, type DetailKind } from '../paths';
import { detailRequested } from '../slice';
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

  useEffect(() => {
    if (id !== null) dispatch(detailRequested(id));
  }, [dispatch, id]);
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
