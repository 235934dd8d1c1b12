import { call, put, takeLatest } from 'redux-saga/effects';
import type { User } from '@wellness/api';
import { contextValue } from '../../app/sagaContext';
import type { ApiOutcome } from '../../lib/apiOutcome';
import { notify } from '../notifications/slice';
import { userUpdated } from '../session/slice';
import { PACKAGES_PATH } from '../packages/paths';
import { fetchMyData, requestAccountDeletion, requestProfileUpdate } from './api';
import { loggedOut } from '../session/slice';
import {
  accountDeletionFailed,
  accountDeletionRequested,
  myDataFinished,
  myDataRequested,
  addressUpdateFinished,
  addressUpdateRequested,
  profileCompletionFinished,
  profileCompletionRequested,
  profileUpdateFinished,
  profileUpdateRequested,
} from './slice';

const IMAGE_TYPE_INVALID = 'Image type should be JPG, PNG or JPEG';

function failureMessage(result: Extract<ApiOutcome<unknown>, { ok: false }>) {
  if (result.message === IMAGE_TYPE_INVALID) return { id: 'app.profile.toast.imageType' };
  // A validation failure names the bad field in the server's own words.
  if (result.code === 'VALIDATION_FAILED' && result.message) return { text: result.message };
  return { id: 'app.profile.toast.failed' };
}

/** First-time completion sends only name, country, state, city and zipCode; success goes to /packages (§4). */
function* completeProfile(action: ReturnType<typeof profileCompletionRequested>) {
  const api = yield* contextValue('api');
  const navigate = yield* contextValue('navigate');
  const timing = yield* contextValue('timing');
  const { name, country, state, city, zipCode } = action.payload;
  const result: ApiOutcome<User> = yield call(requestProfileUpdate, api, {
    name,
    country,
    state,
    city,
    zipCode,
  });
  if (result.ok) {
    yield put(userUpdated(result.data));
    yield put(notify('success', { id: 'app.profile.toast.updated' }, timing.toastMs));
    navigate(PACKAGES_PATH, { replace: true });
  } else {
    yield put(notify('error', failureMessage(result), timing.toastMs));
  }
  yield put(profileCompletionFinished());
}

/** My Profile: 'User Profile is being updated', then 'User Profile updated successfully'. */
function* updateProfile(action: ReturnType<typeof profileUpdateRequested>) {
  const api = yield* contextValue('api');
  const timing = yield* contextValue('timing');
  yield put(notify('info', { id: 'app.profile.toast.updating' }, timing.toastMs));
  const result: ApiOutcome<User> = yield call(requestProfileUpdate, api, action.payload);
  if (result.ok) {
    yield put(userUpdated(result.data));
    yield put(notify('success', { id: 'app.profile.toast.updated' }, timing.toastMs));
  } else {
    yield put(notify('error', failureMessage(result), timing.toastMs));
  }
  yield put(profileUpdateFinished());
}

/** Shipping address: 'Address Details updated successfully'. */
function* updateAddress(action: ReturnType<typeof addressUpdateRequested>) {
  const api = yield* contextValue('api');
  const navigate = yield* contextValue('navigate');
  const timing = yield* contextValue('timing');
  const result: ApiOutcome<User> = yield call(requestProfileUpdate, api, action.payload.values);
  if (result.ok) {
    yield put(userUpdated(result.data));
    yield put(notify('success', { id: 'app.profile.toast.addressUpdated' }, timing.toastMs));
    if (action.payload.then) navigate(action.payload.then);
  } else {
    yield put(notify('error', failureMessage(result), timing.toastMs));
  }
  yield put(addressUpdateFinished());
}

/** The file "Download my data" saves. */
export const MY_DATA_FILE = 'wellness-my-data.json';

/** "Download my data": the server's answer saved as one JSON file. */
export function* downloadMyData() {
  const api = yield* contextValue('api');
  const result: ApiOutcome<unknown> = yield call(fetchMyData, api);
  if (result.ok) {
    const url = URL.createObjectURL(
      new Blob([JSON.stringify(result.data, null, 2)], { type: 'application/json' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = MY_DATA_FILE;
    link.click();
    URL.revokeObjectURL(url);
  } else {
    const timing = yield* contextValue('timing');
    yield put(notify('error', { id: 'app.profile.myData.downloadFailed' }, timing.toastMs));
  }
  yield put(myDataFinished());
}

/** "Delete my account": a refusal (wrong password) stays in the dialog; success ends the session and says so. */
export function* deleteAccount(action: ReturnType<typeof accountDeletionRequested>) {
  const api = yield* contextValue('api');
  const result: ApiOutcome<unknown> = yield call(requestAccountDeletion, api, action.payload);
  if (!result.ok) {
    yield put(accountDeletionFailed(result.message));
    return;
  }
  yield put(loggedOut({ wasSignedIn: true }));
  const timing = yield* contextValue('timing');
  yield put(notify('success', { id: 'app.profile.myData.deleted' }, timing.toastMs));
}

export function* profileSaga() {
  yield takeLatest(myDataRequested.type, downloadMyData);
  yield takeLatest(accountDeletionRequested.type, deleteAccount);
  yield takeLatest(profileCompletionRequested.type, completeProfile);
  yield takeLatest(profileUpdateRequested.type, updateProfile);
  yield takeLatest(addressUpdateRequested.type, updateAddress);
}
