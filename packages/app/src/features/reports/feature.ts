import type { Feature } from '../../app/featureRegistry';
import { reportsReducer } from './slice';
import { reportsSaga } from './saga';

/** The staff dashboard's reports: registered by the /staff route only, so no member page loads it. */
export default {
  name: 'reports',
  reducers: { reports: reportsReducer },
  saga: reportsSaga,
} satisfies Feature;
