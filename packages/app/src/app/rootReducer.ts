import { combineReducers } from '@reduxjs/toolkit';
import { clearedOnLogout, coreReducers } from './coreReducer';
import { changePasswordReducer } from '../features/changePassword/slice';
import { profileReducer } from '../features/profile/slice';
import { packagesReducer } from '../features/packages/slice';
import { referenceReducer } from '../features/reference/slice';
import { transactionsReducer } from '../features/transactions/slice';
import { eventsReducer } from '../features/events/slice';
import { vouchersReducer } from '../features/vouchers/slice';
import { groupsReducer } from '../features/groups/slice';
import { heroesReducer } from '../features/heroes/slice';
import { partnersReducer } from '../features/partners/slice';
import { calendarReducer } from '../features/calendar/slice';
import { dashboardReducer } from '../features/dashboard/slice';
import { staffReducer } from '../features/staff/slice';
import { reportsReducer } from '../features/reports/slice';
import { fulfilmentReducer } from '../features/fulfilment/slice';
import { membersReducer } from '../features/members/slice';
import { auditReducer } from '../features/audit/slice';
import { teamReducer } from '../features/team/slice';
import { reviewsReducer } from '../features/reviews/slice';
import { marketplaceReducer } from '../features/marketplace/slice';
import { commerceReducer } from '../features/commerce/slice';
import { quickPanelReducer } from '../features/quickPanel/slice';
import { searchReducer } from '../features/search/slice';

/**
 * Every feature's slice, for the state's type and for tests (test/sagaHarness.ts, selector tests). The app's store
 * starts with the core slices only and injects the others as their routes load (app/store.ts).
 */
const featureReducers = combineReducers({
  ...coreReducers,
  changePassword: changePasswordReducer,
  profile: profileReducer,
  packages: packagesReducer,
  reference: referenceReducer,
  transactions: transactionsReducer,
  events: eventsReducer,
  vouchers: vouchersReducer,
  groups: groupsReducer,
  heroes: heroesReducer,
  partners: partnersReducer,
  calendar: calendarReducer,
  dashboard: dashboardReducer,
  staff: staffReducer,
  reports: reportsReducer,
  fulfilment: fulfilmentReducer,
  members: membersReducer,
  audit: auditReducer,
  team: teamReducer,
  reviews: reviewsReducer,
  marketplace: marketplaceReducer,
  commerce: commerceReducer,
  quickPanel: quickPanelReducer,
  search: searchReducer,
});

export type RootState = ReturnType<typeof featureReducers>;

/** The whole app's reducer with every feature in it (tests); logout clears every slice as in the app. */
export const rootReducer = clearedOnLogout(featureReducers);
