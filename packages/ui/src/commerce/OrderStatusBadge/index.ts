export * from './OrderStatusBadge';
