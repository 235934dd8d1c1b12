import type { Feature } from '../../app/featureRegistry';
import { partnersReducer } from './slice';
import { partnersSaga } from './saga';

/** Registered by app/routes.tsx when a route that needs it loads: the reducer is injected, the saga started. */
export default {
  name: 'partners',
  reducers: { partners: partnersReducer },
  saga: partnersSaga,
} satisfies Feature;
