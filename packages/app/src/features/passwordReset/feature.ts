import type { Feature } from '../../app/featureRegistry';
import { passwordResetReducer } from './slice';
import { passwordResetSaga } from './saga';

/** Registered by app/routes.tsx when a route that needs it loads: the reducer is injected, the saga started. */
export default {
  name: 'passwordReset',
  reducers: { passwordReset: passwordResetReducer },
  saga: passwordResetSaga,
} satisfies Feature;
