import type { Feature } from '../../app/featureRegistry';
import { transactionsReducer } from './slice';
import { transactionsSaga } from './saga';

/** Registered by app/routes.tsx when a route that needs it loads: the reducer is injected, the saga started. */
export default {
  name: 'transactions',
  reducers: { transactions: transactionsReducer },
  saga: transactionsSaga,
} satisfies Feature;
