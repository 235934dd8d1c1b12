import type { Feature } from '../../app/featureRegistry';
import { marketplaceReducer } from './slice';
import { marketplaceSaga } from './saga';

/** Registered by app/routes.tsx when a route that needs it loads: the reducer is injected, the saga started. */
export default {
  name: 'marketplace',
  reducers: { marketplace: marketplaceReducer },
  saga: marketplaceSaga,
} satisfies Feature;
