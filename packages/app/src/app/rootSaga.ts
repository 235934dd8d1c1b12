import { all, spawn } from 'redux-saga/effects';
import { sessionSaga } from '../features/session/saga';
import { settingsSaga } from '../features/settings/saga';

/**
 * The sagas every page needs: the session and the settings. Each other feature's saga starts when a route that
 * needs the feature loads (app/featureRegistry.ts, started in App.tsx), each on its own: one that fails does not
 * stop the others.
 */
export function* rootSaga() {
  yield all([sessionSaga, settingsSaga].map((saga) => spawn(saga)));
}
