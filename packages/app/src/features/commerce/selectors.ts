import { createSelector } from '@reduxjs/toolkit';
import { resolvePrice } from '@wellness/ui/components/Price';
import type { RootState } from '../../app/rootReducer';

/** The toolbar's badges: how many rows the cart and the wishlist hold. */
export const selectCartCount = (state: RootState) => state.commerce.cart.items.length;
export const selectWishlistCount = (state: RootState) => state.commerce.wishlist.items.length;

/** §4: the sum of quantity times the sale price, or the regular price without one (in cents, then dollars). */
export const selectCartSubtotal = createSelector(
  [(state: RootState) => state.commerce.cart.items],
  (items) =>
    items.reduce(
      (sum, item) =>
        sum + Math.round(resolvePrice(item.regular_price, item.sale_price).amount * 100) * item.quantity,
      0,
    ) / 100,
);

/** The wishlist row of a product, if the member wished it. */
export const selectWishedItem = (state: RootState, productId: number) =>
  state.commerce.wishlist.items.find((item) => item.productId === productId) ?? null;

export const selectProductBusy = (state: RootState, productId: number) =>
  state.commerce.productBusy.includes(productId);

/** The checkout gate: an address to ship to (the server refuses the order otherwise, with the same words). */
export function hasShippingAddress(state: RootState): boolean {
  const user = state.session.user;
  if (!user) return false;
  // As the server: address line 1, city, state, zip code and country (profile completion fills all but line 1).
  return [user.addressLine1, user.zipCode, user.state, user.country, user.city].every(
    (part) => typeof part === 'string' && part.trim() !== '',
  );
}
