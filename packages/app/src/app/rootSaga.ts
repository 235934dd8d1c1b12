import { all, spawn } from 'redux-saga/effects';
import { sessionSaga } from '../features/session/saga';
import { settingsSaga } from '../features/settings/saga';
import { loginSaga } from '../features/login/saga';
import { signupSaga } from '../features/signup/saga';
import { verifyEmailSaga } from '../features/verifyEmail/saga';
import { passwordResetSaga } from '../features/passwordReset/saga';
import { changePasswordSaga } from '../features/changePassword/saga';
import { profileSaga } from '../features/profile/saga';
import { packagesSaga } from '../features/packages/saga';
import { referenceSaga } from '../features/reference/saga';
import { transactionsSaga } from '../features/transactions/saga';
import { eventsSaga } from '../features/events/saga';
import { vouchersSaga } from '../features/vouchers/saga';
import { groupsSaga } from '../features/groups/saga';
import { heroesSaga } from '../features/heroes/saga';
import { partnersSaga } from '../features/partners/saga';
import { calendarSaga } from '../features/calendar/saga';
import { dashboardSaga } from '../features/dashboard/saga';
import { staffSaga } from '../features/staff/saga';
import { fulfilmentSaga } from '../features/fulfilment/saga';
import { marketplaceSaga } from '../features/marketplace/saga';
import { commerceSaga } from '../features/commerce/saga';

/** Each feature saga runs on its own: one that fails does not stop the others. */
export function* rootSaga() {
  yield all(
    [
      sessionSaga,
      settingsSaga,
      loginSaga,
      signupSaga,
      verifyEmailSaga,
      passwordResetSaga,
      changePasswordSaga,
      profileSaga,
      packagesSaga,
      referenceSaga,
      transactionsSaga,
      eventsSaga,
      vouchersSaga,
      groupsSaga,
      heroesSaga,
      partnersSaga,
      calendarSaga,
      dashboardSaga,
      staffSaga,
      fulfilmentSaga,
      marketplaceSaga,
      commerceSaga,
    ].map((saga) => spawn(saga)),
  );
}
