import type { Feature } from '../../app/featureRegistry';
import { calendarReducer } from './slice';
import { calendarSaga } from './saga';

/** Registered by app/routes.tsx when a route that needs it loads: the reducer is injected, the saga started. */
export default {
  name: 'calendar',
  reducers: { calendar: calendarReducer },
  saga: calendarSaga,
} satisfies Feature;
