import type { Feature } from '../../app/featureRegistry';
import { changePasswordReducer } from './slice';
import { changePasswordSaga } from './saga';

/** Registered by app/routes.tsx when a route that needs it loads: the reducer is injected, the saga started. */
export default {
  name: 'changePassword',
  reducers: { changePassword: changePasswordReducer },
  saga: changePasswordSaga,
} satisfies Feature;
