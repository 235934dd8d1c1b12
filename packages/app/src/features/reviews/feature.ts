import type { Feature } from '../../app/featureRegistry';
import { reviewsReducer } from './slice';
import { reviewsSaga } from './saga';

/** Registered by app/routes.tsx when a route that needs it loads: the reducer is injected, the saga started. */
export default {
  name: 'reviews',
  reducers: { reviews: reviewsReducer },
  saga: reviewsSaga,
} satisfies Feature;
