export * from './StockPanel';
