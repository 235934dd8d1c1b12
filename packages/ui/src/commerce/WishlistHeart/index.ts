export * from './WishlistHeart';
