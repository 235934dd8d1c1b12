export * from './RevenueReport';
