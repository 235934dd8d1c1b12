import type { RootState } from '../../app/rootReducer';

/** The toolbar's badges: how many rows the cart and the wishlist hold. */
export const selectCartCount = (state: RootState) => state.commerce.cart.items.length;
export const selectWishlistCount = (state: RootState) => state.commerce.wishlist.items.length;

/**
 * The cart's subtotal and total in dollars as the server answered them (§4); null while they are read, or after a
 * change to the cart until they are read again.
 */
export const selectCartAmounts = (state: RootState) => {
  const amounts = state.commerce.cartAmounts;
  return amounts ? { subtotal: Number(amounts.subtotal), total: Number(amounts.total) } : null;
};

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
