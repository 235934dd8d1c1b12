import type { Feature } from '../../app/featureRegistry';
import { loginReducer } from './slice';
import { loginSaga } from './saga';

/** Registered by app/routes.tsx when a route that needs it loads: the reducer is injected, the saga started. */
export default { name: 'login', reducers: { login: loginReducer }, saga: loginSaga } satisfies Feature;
