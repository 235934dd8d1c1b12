import { combineReducers, type UnknownAction } from '@reduxjs/toolkit';
import { sessionReducer, loggedOut } from '../features/session/slice';
import { settingsReducer } from '../features/settings/slice';
import { notificationsReducer } from '../features/notifications/slice';
import { loginReducer } from '../features/login/slice';
import { signupReducer } from '../features/signup/slice';
import { verifyEmailReducer } from '../features/verifyEmail/slice';
import { passwordResetReducer } from '../features/passwordReset/slice';
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
import { fulfilmentReducer } from '../features/fulfilment/slice';
import { marketplaceReducer } from '../features/marketplace/slice';
import { commerceReducer } from '../features/commerce/slice';

const featureReducers = combineReducers({
  session: sessionReducer,
  settings: settingsReducer,
  notifications: notificationsReducer,
  login: loginReducer,
  signup: signupReducer,
  verifyEmail: verifyEmailReducer,
  passwordReset: passwordResetReducer,
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
  fulfilment: fulfilmentReducer,
  marketplace: marketplaceReducer,
  commerce: commerceReducer,
});

export type RootState = ReturnType<typeof featureReducers>;

/**
 * Logout clears the whole store (§4): every slice goes back to its initial state. Settings re-read their saved
 * values, so the language and font size chosen on this device stay; the session starts as a guest.
 */
export function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  if (loggedOut.match(action)) {
    const cleared = featureReducers(undefined, action);
    return { ...cleared, session: { status: 'guest', token: null, user: null } };
  }
  return featureReducers(state, action);
}
