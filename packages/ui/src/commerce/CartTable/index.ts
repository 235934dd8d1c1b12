export * from './CartTable';
