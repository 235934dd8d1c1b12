import type { Feature } from '../../app/featureRegistry';
import { searchReducer } from './slice';
import { searchSaga } from './saga';

/** Registered by app/routes.tsx with the member's shell: the reducer is injected, the saga started. */
export default {
  name: 'search',
  reducers: { search: searchReducer },
  saga: searchSaga,
} satisfies Feature;
