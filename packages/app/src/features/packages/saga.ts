import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { Package, User, UserPackage } from '@wellness/api';
import { contextValue } from '../../app/sagaContext';
import { HOME_PATH } from '../../app/guards/routeAccess';
import type { ApiOutcome } from '../../lib/apiOutcome';
import { notify } from '../notifications/slice';
import { selectUser } from '../session/selectors';
import { userUpdated } from '../session/slice';
import { fetchPackages, requestPackageSelect } from './api';
import {
  packageSelectFinished,
  packageSelectRequested,
  packagesFailed,
  packagesLoaded,
  packagesRequested,
} from './slice';

const LIST_FAILED = 'Oops something bad happened!';

const selectMessageIds: Record<string, string> = {
  'Success! Package selected successfully.': 'app.packages.toast.selected',
  'Payment is required for this package.': 'app.packages.toast.paymentRequired',
};

export function* loadPackages() {
  const api = yield* contextValue('api');
  const result: ApiOutcome<Package[]> = yield call(fetchPackages, api);
  yield put(result.ok ? packagesLoaded(result.data) : packagesFailed(LIST_FAILED));
}

/**
 * Starter is assigned directly (yearly); the answer is the member's new package, shown everywhere at once, and
 * the member goes on to the dashboard.
 */
export function* selectPackage(action: ReturnType<typeof packageSelectRequested>) {
  const api = yield* contextValue('api');
  const timing = yield* contextValue('timing');
  const navigate = yield* contextValue('navigate');
  const result: ApiOutcome<UserPackage> = yield call(requestPackageSelect, api, action.payload);
  if (result.ok) {
    const user: User | null = yield select(selectUser);
    if (user) yield put(userUpdated({ ...user, package: result.data }));
    yield put(notify('success', { id: 'app.packages.toast.selected' }, timing.toastMs));
    navigate(HOME_PATH);
  } else {
    const id = selectMessageIds[result.message] ?? 'app.packages.toast.failed';
    yield put(notify('error', { id }, timing.toastMs));
  }
  yield put(packageSelectFinished());
}

export function* packagesSaga() {
  yield takeLatest(packagesRequested.type, loadPackages);
  yield takeLatest(packageSelectRequested.type, selectPackage);
}
