import type { Feature } from '../../app/featureRegistry';
import { staffReducer } from './slice';
import { staffSaga } from './saga';

/** Registered by app/routes.tsx when a route that needs it loads: the reducer is injected, the saga started. */
export default { name: 'staff', reducers: { staff: staffReducer }, saga: staffSaga } satisfies Feature;
