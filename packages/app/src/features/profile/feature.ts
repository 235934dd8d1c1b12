import type { Feature } from '../../app/featureRegistry';
import { profileReducer } from './slice';
import { profileSaga } from './saga';

/** Registered by app/routes.tsx when a route that needs it loads: the reducer is injected, the saga started. */
export default {
  name: 'profile',
  reducers: { profile: profileReducer },
  saga: profileSaga,
} satisfies Feature;
