import type { Feature } from '../../app/featureRegistry';
import { teamReducer } from './slice';
import { teamSaga } from './saga';

/** Registered by app/routes.tsx when the team page loads: the reducer is injected, the saga started. */
export default {
  name: 'team',
  reducers: { team: teamReducer },
  saga: teamSaga,
} satisfies Feature;
