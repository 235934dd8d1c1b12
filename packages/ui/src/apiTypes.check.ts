/**
 * Compile-time check (no runtime code): the API's own types fit the props of these components, so
 * the app passes `Package` and `Transaction` objects as they come; `pnpm --filter @wellness/ui typecheck`
 * fails when the API types drift away from the props.
 */
import type { Package, Transaction } from '@wellness/api';
import type { TransactionRow } from './transactions/TransactionHistoryTable';
import type { MembershipPackage } from './packages/PackageCard';

type Fits<Actual, Expected> = Actual extends Expected ? true : false;

export const packageFits: Fits<Package, MembershipPackage> = true;
export const transactionFits: Fits<Transaction, TransactionRow> = true;
