import type { Feature } from '../../app/featureRegistry';
import { verifyEmailReducer } from './slice';
import { verifyEmailSaga } from './saga';

/** Registered by app/routes.tsx when a route that needs it loads: the reducer is injected, the saga started. */
export default {
  name: 'verifyEmail',
  reducers: { verifyEmail: verifyEmailReducer },
  saga: verifyEmailSaga,
} satisfies Feature;
