import { useIntl } from 'react-intl';
import { ShoppingCart } from 'lucide-react';
import { Button } from '@wellness/ui/components/Button';
import { WishlistHeart } from '@wellness/ui/commerce';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectProductBusy, selectWishedItem } from './selectors';
import { addToCartRequested, wishlistToggled } from './slice';

export interface ProductRefProps {
  productId: number;
  /** The category the item is listed under (sent with the add, as §7 does). */
  categoryId: number;
  /** The item's name, read with the button's label. */
  name?: string;
}

/**
 * The wishlist heart for product cards and detail pages (§4): ticked adds, unticked removes; the toolbar's badge
 * follows at once.
 */
export function WishlistHeartButton({
  productId,
  categoryId,
  name,
  size = 'md',
}: ProductRefProps & { size?: 'sm' | 'md' }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const wished = useAppSelector((state) => selectWishedItem(state, productId)) !== null;
  const busy = useAppSelector((state) => selectProductBusy(state, productId));
  return (
    <WishlistHeart
      checked={wished}
      busy={busy}
      size={size}
      itemName={name}
      addLabel={intl.formatMessage({ id: 'app.commerce.heart.add' })}
      removeLabel={intl.formatMessage({ id: 'app.commerce.heart.remove' })}
      onToggle={(next) => dispatch(wishlistToggled({ productId, categoryId, wished: next }))}
    />
  );
}

/** Add to Cart for detail pages: the chosen quantity (at least 1); §8's toasts; the toolbar's badge follows. */
export function AddToCartButton({
  productId,
  categoryId,
  quantity = 1,
  fullWidth,
}: ProductRefProps & { quantity?: number; fullWidth?: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const busy = useAppSelector((state) => selectProductBusy(state, productId));
  return (
    <Button
      leadingIcon={<ShoppingCart aria-hidden />}
      busy={busy}
      busyLabel={intl.formatMessage({ id: 'app.commerce.addToCart.busy' })}
      fullWidth={fullWidth}
      onClick={() => dispatch(addToCartRequested({ productId, categoryId, quantity: Math.max(1, quantity) }))}
    >
      {intl.formatMessage({ id: 'app.commerce.addToCart.label' })}
    </Button>
  );
}
