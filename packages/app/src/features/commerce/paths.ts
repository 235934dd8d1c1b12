export const MARKETPLACE_PATH = '/marketplace';
export const WISHLIST_PATH = '/wishlist';
export const CART_PATH = '/cart';
export const PAYMENT_SUMMARY_PATH = '/payment';
export const CHECKOUT_PATH = '/checkout';
export const ORDERS_PATH = '/orders';
export const CHANGE_ADDRESS_PATH = '/changeaddress';

export const orderPath = (id: number) => `/order/${id}`;
/** The checkout names its order in the address, so a reload finds the stored payment again. */
export const checkoutPath = (orderId: number) =>
  `${CHECKOUT_PATH}?${new URLSearchParams({ orderId: String(orderId) })}`;
