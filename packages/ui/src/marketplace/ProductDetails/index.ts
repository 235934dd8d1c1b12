export * from './ProductDetails';
