import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { CalendarEvent, CalendarEventRemoved, CalendarFeed } from '@wellness/api';
import { contextValue } from '../../app/sagaContext';
import type { RootState } from '../../app/rootReducer';
import type { ApiOutcome } from '../../lib/apiOutcome';
import { notify } from '../notifications/slice';
import {
  addCalendarEvent,
  fetchCalendar,
  fetchCalendarFeed,
  removeCalendarEvent,
  rotateCalendarFeed,
  updateCalendarEvent,
} from './api';
import { fromFormValues } from './dates';
import {
  calendarFailed,
  calendarLoaded,
  calendarRequested,
  entryRemoved,
  entrySaved,
  feedFailed,
  feedLoaded,
  feedRequested,
  feedRotateFailed,
  feedRotateRequested,
  moveFailed,
  moveRequested,
  removeRequested,
  saveFailed,
  saveRequested,
  type CalendarEditor,
} from './slice';

/** The list's error text (the wording of the other §2 lists). */
const CALENDAR_LIST_FAILED = 'Oops something bad happened!';

/** Every outcome's message in one place (the spec words only the title rule, shown in the form). */
const calendarMessages = {
  added: { id: 'app.calendar.toast.added' },
  saved: { id: 'app.calendar.toast.saved' },
  removed: { id: 'app.calendar.toast.removed' },
  failed: { id: 'app.calendar.toast.failed' },
  moveFailed: { id: 'app.calendar.toast.moveFailed' },
  feedRotated: { id: 'app.calendar.toast.feedRotated' },
} as const;

function* loadCalendar() {
  const api = yield* contextValue('api');
  const result: ApiOutcome<CalendarEvent[]> = yield call(fetchCalendar, api);
  if (result.ok) {
    yield put(calendarLoaded(result.data));
    return;
  }
  yield put(calendarFailed({ message: CALENDAR_LIST_FAILED, code: result.code }));
  // The server decides entitlements: a member whose package lapsed meanwhile is sent to /packages (§2).
  if (result.code === 'PACKAGE_REQUIRED') {
    const navigate = yield* contextValue('navigate');
    yield call(navigate, '/packages', { replace: true });
  }
}

/** Add (New Event) or save (Edit Event) the dialog's values; the dialog closes on success. */
export function* save({ payload }: ReturnType<typeof saveRequested>) {
  const api = yield* contextValue('api');
  const timing = yield* contextValue('timing');
  const editor: CalendarEditor | null = yield select((state: RootState) => state.calendar.editor);
  if (!editor) return;
  const fields = fromFormValues(payload);
  const result: ApiOutcome<CalendarEvent> =
    editor.mode === 'edit' && editor.id
      ? yield call(updateCalendarEvent, api, { ...fields, id: editor.id })
      : yield call(addCalendarEvent, api, fields);
  if (result.ok) {
    yield put(entrySaved(result.data));
    yield put(
      notify(
        'success',
        editor.mode === 'edit' ? calendarMessages.saved : calendarMessages.added,
        timing.toastMs,
      ),
    );
    return;
  }
  yield put(saveFailed());
  if (result.status !== 401) yield put(notify('error', calendarMessages.failed, timing.toastMs));
}

export function* remove({ payload: id }: ReturnType<typeof removeRequested>) {
  const api = yield* contextValue('api');
  const timing = yield* contextValue('timing');
  const result: ApiOutcome<CalendarEventRemoved> = yield call(removeCalendarEvent, api, id);
  if (result.ok || result.code === 'CALENDAR_EVENT_NOT_FOUND') {
    // Already gone (another tab): the board shows it gone too.
    yield put(entryRemoved(id));
    if (result.ok) yield put(notify('success', calendarMessages.removed, timing.toastMs));
    return;
  }
  yield put(saveFailed());
  if (result.status !== 401) yield put(notify('error', calendarMessages.failed, timing.toastMs));
}

/** A drag or resize: shown at once (the reducer), saved, and put back if the server refuses. */
export function* move({ payload }: ReturnType<typeof moveRequested>) {
  const { previous } = payload;
  const api = yield* contextValue('api');
  const timing = yield* contextValue('timing');
  const result: ApiOutcome<CalendarEvent> = yield call(updateCalendarEvent, api, {
    id: previous.id,
    title: previous.title,
    ...payload.fields,
    ...(previous.extendedProps ? { extendedProps: previous.extendedProps } : {}),
  });
  if (result.ok) {
    yield put(entrySaved(result.data));
    return;
  }
  yield put(moveFailed(previous));
  if (result.status !== 401) yield put(notify('error', calendarMessages.moveFailed, timing.toastMs));
}

function* loadFeed() {
  const api = yield* contextValue('api');
  const result: ApiOutcome<CalendarFeed> = yield call(fetchCalendarFeed, api);
  yield put(result.ok ? feedLoaded(result.data.url) : feedFailed());
}

export function* rotateFeed() {
  const api = yield* contextValue('api');
  const timing = yield* contextValue('timing');
  const result: ApiOutcome<CalendarFeed> = yield call(rotateCalendarFeed, api);
  if (result.ok) {
    yield put(feedLoaded(result.data.url));
    yield put(notify('success', calendarMessages.feedRotated, timing.toastMs));
    return;
  }
  yield put(feedRotateFailed());
  if (result.status !== 401) yield put(notify('error', calendarMessages.failed, timing.toastMs));
}

export function* calendarSaga() {
  yield takeLatest(calendarRequested.type, loadCalendar);
  yield takeEvery(saveRequested.type, save);
  yield takeEvery(removeRequested.type, remove);
  yield takeEvery(moveRequested.type, move);
  yield takeLatest(feedRequested.type, loadFeed);
  yield takeLatest(feedRotateRequested.type, rotateFeed);
}
