import type { Feature } from '../../app/featureRegistry';
import { referenceReducer } from './slice';
import { referenceSaga } from './saga';

/** Registered by app/routes.tsx when a route that needs it loads: the reducer is injected, the saga started. */
export default {
  name: 'reference',
  reducers: { reference: referenceReducer },
  saga: referenceSaga,
} satisfies Feature;
