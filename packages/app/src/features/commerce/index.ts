// The marketplace commerce feature: cart, wishlist, payment, orders and reviews (spec marketplace §2).
export { commerceStarted, addToCartRequested, wishlistToggled } from './slice';
export { selectCartCount, selectWishlistCount, selectWishedItem } from './selectors';
export { WishlistHeartButton, AddToCartButton, type ProductRefProps } from './ProductActions';
export { commerceCardSlots, categoryIdOf } from './cardSlots';
export {
  CART_PATH,
  WISHLIST_PATH,
  ORDERS_PATH,
  PAYMENT_SUMMARY_PATH,
  CHECKOUT_PATH,
  orderPath,
} from './paths';
