import type { Feature } from '../../app/featureRegistry';
import { quickPanelReducer } from './slice';
import { quickPanelSaga } from './saga';

/** Registered by app/routes.tsx with the member's shell: the reducer is injected, the saga started. */
export default {
  name: 'quickPanel',
  reducers: { quickPanel: quickPanelReducer },
  saga: quickPanelSaga,
} satisfies Feature;
