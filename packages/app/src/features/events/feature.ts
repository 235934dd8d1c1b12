import type { Feature } from '../../app/featureRegistry';
import { eventsReducer } from './slice';
import { eventsSaga } from './saga';

/** Registered by app/routes.tsx when a route that needs it loads: the reducer is injected, the saga started. */
export default { name: 'events', reducers: { events: eventsReducer }, saga: eventsSaga } satisfies Feature;
