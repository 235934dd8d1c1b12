import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { ShoppingCart } from 'lucide-react';
import { Button } from '@wellness/ui/components/Button';
import { PageHeader } from '@wellness/ui/components/PageHeader';
import { ShopEmptyState, WishlistTable } from '@wellness/ui/commerce';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useOnLocaleChange } from '../../settings';
import { CART_PATH, MARKETPLACE_PATH } from '../paths';
import { moveToCartRequested, wishlistRemoveRequested, wishlistRequested } from '../slice';
import { useCommerceText } from '../useCommerceText';

/** /wishlist: My Wishlist (§2) with View Cart; moving to the cart and removal are confirmed first. */
export function WishlistPage() {
  const { t } = useCommerceText();
  const dispatch = useAppDispatch();
  const wishlist = useAppSelector((state) => state.commerce.wishlist);
  const busy = useAppSelector((state) => state.commerce.productBusy);

  useEffect(() => {
    dispatch(wishlistRequested());
  }, [dispatch]);
  useOnLocaleChange(() => dispatch(wishlistRequested()));

  const empty = wishlist.status === 'succeeded' && wishlist.items.length === 0;
  return (
    <section>
      <PageHeader
        title={t('app.commerce.wishlist.title')}
        action={
          <Button as={Link} to={CART_PATH} leadingIcon={<ShoppingCart aria-hidden />}>
            {t('app.commerce.wishlist.viewCart')}
          </Button>
        }
      />
      {empty ? (
        <ShopEmptyState
          title={t('app.commerce.wishlist.emptyTitle')}
          description={t('app.commerce.wishlist.emptyText')}
          shopNowLabel={t('app.commerce.empty.shopNow')}
          shopHref={MARKETPLACE_PATH}
          linkAs={Link}
        />
      ) : (
        <WishlistTable
          items={wishlist.items}
          busyUuids={wishlist.items.filter((item) => busy.includes(item.productId)).map((item) => item.uuid)}
          onMoveToCart={(item) => {
            const row = wishlist.items.find((entry) => entry.uuid === item.uuid);
            if (row) dispatch(moveToCartRequested(row));
          }}
          onRemove={(item) => {
            const row = wishlist.items.find((entry) => entry.uuid === item.uuid);
            if (row) dispatch(wishlistRemoveRequested(row));
          }}
          caption={t('app.commerce.wishlist.title')}
          captionHidden
          loading={wishlist.status === 'loading' || wishlist.status === 'idle'}
          loadingLabel={t('app.commerce.list.loading')}
          error={wishlist.status === 'failed'}
          errorText={t('app.commerce.list.error')}
          emptyText={t('app.commerce.wishlist.emptyTitle')}
          columnLabels={{
            name: t('app.commerce.cart.name'),
            category: t('app.commerce.cart.category'),
            price: t('app.commerce.cart.price'),
            actions: t('app.commerce.cart.actions'),
          }}
          labels={{
            moveToCart: (name) => t('app.commerce.wishlist.moveToCart', { name }),
            remove: (name) => t('app.commerce.wishlist.remove', { name }),
            moveTitle: t('app.commerce.wishlist.moveTitle'),
            moveMessage: (name) => t('app.commerce.wishlist.moveMessage', { name }),
            removeTitle: t('app.commerce.wishlist.removeTitle'),
            removeMessage: (name) => t('app.commerce.wishlist.removeMessage', { name }),
            confirmYes: t('app.commerce.confirm.yes'),
            confirmNo: t('app.commerce.confirm.no'),
            originalPrice: t('app.commerce.list.originalPrice'),
          }}
        />
      )}
    </section>
  );
}

export { WishlistPage as Component };
