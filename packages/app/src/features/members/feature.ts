import type { Feature } from '../../app/featureRegistry';
import { membersReducer } from './slice';
import { membersSaga } from './saga';

/** Registered by app/routes.tsx when a members' page loads: the reducer is injected, the saga started. */
export default {
  name: 'members',
  reducers: { members: membersReducer },
  saga: membersSaga,
} satisfies Feature;
