export { TransactionHistoryTable, defaultTransactionColumnLabels } from './TransactionHistoryTable';
export type {
  TransactionHistoryColumnLabels,
  TransactionHistoryTableProps,
  TransactionRow,
} from './TransactionHistoryTable';
