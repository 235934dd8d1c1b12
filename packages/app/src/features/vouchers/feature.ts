import type { Feature } from '../../app/featureRegistry';
import { vouchersReducer } from './slice';
import { vouchersSaga } from './saga';

/** Registered by app/routes.tsx when a route that needs it loads: the reducer is injected, the saga started. */
export default {
  name: 'vouchers',
  reducers: { vouchers: vouchersReducer },
  saga: vouchersSaga,
} satisfies Feature;
