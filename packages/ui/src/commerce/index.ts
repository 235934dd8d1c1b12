// The marketplace commerce area (spec marketplace §2): cart, wishlist, payment summary, orders and reviews.
export * from './CartTable';
export * from './WishlistTable';
export * from './WishlistHeart';
export * from './ShopEmptyState';
export * from './ShippingAddressCard';
export * from './PaymentDetailsCard';
export * from './OrdersTable';
export * from './OrderDetails';
export * from './OrderStatusBadge';
export * from './ReviewDialog';
export { categoryName } from './categoryName';
export { formatOrderDate, orderSubtotal } from './orderFormat';
