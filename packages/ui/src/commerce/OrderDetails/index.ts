export * from './OrderDetails';
