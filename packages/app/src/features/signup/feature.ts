import type { Feature } from '../../app/featureRegistry';
import { signupReducer } from './slice';
import { signupSaga } from './saga';

/** Registered by app/routes.tsx when a route that needs it loads: the reducer is injected, the saga started. */
export default { name: 'signup', reducers: { signup: signupReducer }, saga: signupSaga } satisfies Feature;
