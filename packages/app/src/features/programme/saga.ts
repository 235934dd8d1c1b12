import { call, delay, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { RootState } from '../../app/rootReducer';
import { contextValue } from '../../app/sagaContext';
import type { ApiOutcome } from '../../lib/apiOutcome';
import { notify } from '../notifications/slice';
import {
  cancelEvent,
  fetchEvent,
  fetchEvents,
  fetchPackageList,
  fetchRegistrants,
  markAttended,
  registrantsCsvUrl,
  saveEvent,
  uploadEventImage,
  type EventsQuery,
  type Page,
  type StaffEvent,
  type StaffRegistrant,
} from './api';
import {
  attendedFailed,
  attendedRequested,
  attendedSaved,
  eventCancelFailed,
  eventCancelled,
  eventCancelRequested,
  eventFailed,
  eventLoaded,
  eventRequested,
  eventSaved,
  eventSaveFailed,
  eventSaveRequested,
  eventsFailed,
  eventsLoaded,
  eventsRequested,
  imageUploadFinished,
  imageUploadRequested,
  packagesLoaded,
  registrantsCsvDone,
  registrantsCsvRequested,
  registrantsFailed,
  registrantsLoaded,
  registrantsRequested,
} from './slice';

/** Typing in a search box waits this long before asking the server (§9 search typing delay). */
export const SEARCH_DEBOUNCE_MS = 500;

export function* loadEvents(action: ReturnType<typeof eventsRequested>) {
  if (action.payload?.debounce) yield delay(SEARCH_DEBOUNCE_MS);
  const api = yield* contextValue('api');
  const query: EventsQuery = yield select((state: RootState) => state.programme.list.query);
  const result: ApiOutcome<Page<StaffEvent>> = yield call(fetchEvents, api, query);
  yield put(result.ok ? eventsLoaded(result.data) : eventsFailed());
}

export function* loadEvent(action: ReturnType<typeof eventRequested>) {
  if (!action.payload) return;
  const api = yield* contextValue('api');
  const result: ApiOutcome<StaffEvent> = yield call(fetchEvent, api, action.payload);
  yield put(result.ok ? eventLoaded(result.data) : eventFailed());
}

/** The packages an event may require, read once. */
export function* loadPackages() {
  const known: unknown[] = yield select((state: RootState) => state.programme.packages);
  if (known.length) return;
  const api = yield* contextValue('api');
  const result: ApiOutcome<{ uuid: string; name: string }[]> = yield call(fetchPackageList, api);
  if (result.ok) yield put(packagesLoaded(result.data.map(({ uuid, name }) => ({ uuid, name }))));
}

export function* save(action: ReturnType<typeof eventSaveRequested>) {
  const api = yield* contextValue('api');
  const timing = yield* contextValue('timing');
  const result: ApiOutcome<StaffEvent> = yield call(saveEvent, api, action.payload.uuid, action.payload.body);
  if (!result.ok) {
    // The server's reason (a capacity below the seats taken, a field it refused) is shown on the form.
    yield put(eventSaveFailed(result.message));
    return;
  }
  yield put(eventSaved(result.data));
  const id =
    result.data.status === 'upcoming' ? 'app.programme.toast.published' : 'app.programme.toast.saved';
  yield put(notify('success', { id }, timing.toastMs));
}

export function* cancel(action: ReturnType<typeof eventCancelRequested>) {
  const api = yield* contextValue('api');
  const timing = yield* contextValue('timing');
  const result: ApiOutcome<StaffEvent> = yield call(
    cancelEvent,
    api,
    action.payload.uuid,
    action.payload.reason,
  );
  if (!result.ok) {
    yield put(eventCancelFailed(result.message));
    return;
  }
  yield put(eventCancelled(result.data));
  yield put(notify('success', { id: 'app.programme.toast.cancelled' }, timing.toastMs));
  yield put(registrantsRequested({ uuid: action.payload.uuid }));
}

export function* upload(action: ReturnType<typeof imageUploadRequested>) {
  const api = yield* contextValue('api');
  const result: ApiOutcome<{ image: string }> = yield call(uploadEventImage, api, action.payload.file);
  yield put(imageUploadFinished({ key: action.payload.key, image: result.ok ? result.data.image : null }));
}

export function* loadRegistrants(action: ReturnType<typeof registrantsRequested>) {
  if (action.payload.debounce) yield delay(SEARCH_DEBOUNCE_MS);
  const api = yield* contextValue('api');
  const { page, search } = (yield select((state: RootState) => state.programme.registrants)) as {
    page: number;
    search: string;
  };
  const result: ApiOutcome<Page<StaffRegistrant>> = yield call(
    fetchRegistrants,
    api,
    action.payload.uuid,
    page,
    search,
  );
  yield put(result.ok ? registrantsLoaded(result.data) : registrantsFailed());
}

export function* attend(action: ReturnType<typeof attendedRequested>) {
  const api = yield* contextValue('api');
  const result: ApiOutcome<StaffRegistrant> = yield call(
    markAttended,
    api,
    action.payload.registration,
    action.payload.attended,
  );
  if (result.ok) {
    yield put(attendedSaved(result.data));
    return;
  }
  yield put(attendedFailed(action.payload.registration));
  const timing = yield* contextValue('timing');
  yield put(notify('error', { id: 'app.programme.toast.failed' }, timing.toastMs));
}

/** Fetches the CSV with the session's token and hands it to the browser as a download. */
export function* downloadCsv(action: ReturnType<typeof registrantsCsvRequested>) {
  const token = (yield select((state: RootState) => state.session.token)) as string | null;
  try {
    const response: Response = yield call(fetch, registrantsCsvUrl(action.payload), {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (!response.ok) throw new Error(`CSV ${response.status}`);
    const blob: Blob = yield call([response, response.blob]);
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `registrants-${action.payload}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  } catch {
    const timing = yield* contextValue('timing');
    yield put(notify('error', { id: 'app.programme.toast.failed' }, timing.toastMs));
  }
  yield put(registrantsCsvDone());
}

export function* programmeSaga() {
  yield takeLatest([eventsRequested.type, eventRequested.type], loadPackages);
  yield takeLatest(eventsRequested.type, loadEvents);
  yield takeLatest(eventRequested.type, loadEvent);
  yield takeLatest(eventSaveRequested.type, save);
  yield takeLatest(eventCancelRequested.type, cancel);
  yield takeEvery(imageUploadRequested.type, upload);
  yield takeLatest(registrantsRequested.type, loadRegistrants);
  yield takeEvery(attendedRequested.type, attend);
  yield takeLatest(registrantsCsvRequested.type, downloadCsv);
}
