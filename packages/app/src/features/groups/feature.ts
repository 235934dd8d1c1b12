import type { Feature } from '../../app/featureRegistry';
import { groupsReducer } from './slice';
import { groupsSaga } from './saga';

/** Registered by app/routes.tsx when a route that needs it loads: the reducer is injected, the saga started. */
export default { name: 'groups', reducers: { groups: groupsReducer }, saga: groupsSaga } satisfies Feature;
