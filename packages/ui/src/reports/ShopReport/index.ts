export * from './ShopReport';
