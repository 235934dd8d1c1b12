import type { Feature } from '../../app/featureRegistry';
import { dashboardReducer } from './slice';
import { dashboardSaga } from './saga';

/** Registered by app/routes.tsx when a route that needs it loads: the reducer is injected, the saga started. */
export default {
  name: 'dashboard',
  reducers: { dashboard: dashboardReducer },
  saga: dashboardSaga,
} satisfies Feature;
