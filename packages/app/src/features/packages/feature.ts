import type { Feature } from '../../app/featureRegistry';
import { packagesReducer } from './slice';
import { packagesSaga } from './saga';

/** Registered by app/routes.tsx when a route that needs it loads: the reducer is injected, the saga started. */
export default {
  name: 'packages',
  reducers: { packages: packagesReducer },
  saga: packagesSaga,
} satisfies Feature;
