export * from './OrdersTable';
