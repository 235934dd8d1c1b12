import type { Feature } from '../../app/featureRegistry';
import { commerceReducer } from './slice';
import { commerceSaga } from './saga';

/** Registered by app/routes.tsx when a route that needs it loads: the reducer is injected, the saga started. */
export default {
  name: 'commerce',
  reducers: { commerce: commerceReducer },
  saga: commerceSaga,
} satisfies Feature;
