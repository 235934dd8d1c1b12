export * from './ShopEmptyState';
