export * from './StockAdjustDialog';
