import type { Feature } from '../../app/featureRegistry';
import { programmeReducer } from './slice';
import { programmeSaga } from './saga';

/** Registered by app/routes.tsx when a programme page loads: the reducer is injected, the saga started. */
export default {
  name: 'programme',
  reducers: { programme: programmeReducer },
  saga: programmeSaga,
} satisfies Feature;
