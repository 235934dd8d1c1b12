import type { ApiClient, Transaction } from '@wellness/api';
import { toOutcome, type ApiOutcome } from '../../lib/apiOutcome';

/** The member's transactions, newest first. */
export async function fetchTransactions(api: ApiClient): Promise<ApiOutcome<Transaction[]>> {
  return toOutcome(await api.GET('/user/payment/list'));
}
