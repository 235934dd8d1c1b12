export * from './ProductSection';
