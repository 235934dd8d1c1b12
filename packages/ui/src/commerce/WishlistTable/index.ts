export * from './WishlistTable';
