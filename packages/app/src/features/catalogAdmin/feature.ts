import type { Feature } from '../../app/featureRegistry';
import { catalogAdminReducer } from './slice';
import { catalogAdminSaga } from './saga';

/** Registered by app/routes.tsx when a staff catalogue page loads: the reducer is injected, the saga started. */
export default {
  name: 'catalogAdmin',
  reducers: { catalogAdmin: catalogAdminReducer },
  saga: catalogAdminSaga,
} satisfies Feature;
