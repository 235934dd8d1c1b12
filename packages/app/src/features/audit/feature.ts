import type { Feature } from '../../app/featureRegistry';
import { auditReducer } from './slice';
import { auditSaga } from './saga';

/** Registered by app/routes.tsx when the audit log loads: the reducer is injected, the saga started. */
export default {
  name: 'audit',
  reducers: { audit: auditReducer },
  saga: auditSaga,
} satisfies Feature;
