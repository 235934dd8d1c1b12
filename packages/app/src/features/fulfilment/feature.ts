import type { Feature } from '../../app/featureRegistry';
import { fulfilmentReducer } from './slice';
import { fulfilmentSaga } from './saga';

/** Registered by app/routes.tsx when a route that needs it loads: the reducer is injected, the saga started. */
export default {
  name: 'fulfilment',
  reducers: { fulfilment: fulfilmentReducer },
  saga: fulfilmentSaga,
} satisfies Feature;
