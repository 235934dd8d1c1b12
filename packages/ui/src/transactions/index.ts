export * from './TransactionHistoryTable';
