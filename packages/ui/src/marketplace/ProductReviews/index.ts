export * from './ProductReviews';
