export * from './TransactionHistoryTable';
export * from './PaymentReceipt';
