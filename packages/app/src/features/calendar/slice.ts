import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CalendarEvent, NewCalendarEvent } from '@wellness/api';
import { emptyList, listFailed, listLoaded, listLoading, type DataList } from '../../lib/dataList';
import type { FormValues } from './dates';

/** The open 'New Event' (a selected range) or 'Edit Event' (an own entry) dialog. */
export interface CalendarEditor {
  mode: 'new' | 'edit';
  /** The edited entry's id (edit only). */
  id?: string;
  values: FormValues;
}

interface CalendarState {
  list: DataList<CalendarEvent>;
  /** The error code of a failed list (PACKAGE_REQUIRED sends the member to /packages). */
  errorCode: string | null;
  editor: CalendarEditor | null;
  saving: boolean;
  feed: { status: 'idle' | 'loading' | 'succeeded' | 'failed'; url: string | null; rotating: boolean };
}

const initialState: CalendarState = {
  list: emptyList(),
  errorCode: null,
  editor: null,
  saving: false,
  feed: { status: 'idle', url: null, rotating: false },
};

interface MovePayload {
  id: string;
  /** The entry as it was, to put back if the server refuses. */
  previous: CalendarEvent;
  fields: Pick<NewCalendarEvent, 'allDay' | 'start' | 'end'>;
}

const calendarSlice = createSlice({
  name: 'calendar',
  initialState,
  reducers: {
    calendarRequested(state) {
      state.list = listLoading();
      state.errorCode = null;
    },
    calendarLoaded(state, action: PayloadAction<CalendarEvent[]>) {
      state.list = listLoaded(action.payload);
    },
    calendarFailed(state, action: PayloadAction<{ message: string; code: string }>) {
      state.list = listFailed(action.payload.message);
      state.errorCode = action.payload.code;
    },
    editorOpened(state, action: PayloadAction<CalendarEditor>) {
      state.editor = action.payload;
      state.saving = false;
    },
    editorClosed(state) {
      if (!state.saving) state.editor = null;
    },
    saveRequested(state, _action: PayloadAction<FormValues>) {
      state.saving = true;
    },
    removeRequested(state, _action: PayloadAction<string>) {
      state.saving = true;
    },
    /** The server's copy of an added or saved entry; the dialog closes. */
    entrySaved(state, action: PayloadAction<CalendarEvent>) {
      const saved = action.payload;
      const exists = state.list.items.some((item) => item.id === saved.id);
      state.list.items = exists
        ? state.list.items.map((item) => (item.id === saved.id ? saved : item))
        : [...state.list.items, saved];
      state.saving = false;
      state.editor = null;
    },
    entryRemoved(state, action: PayloadAction<string>) {
      state.list.items = state.list.items.filter((item) => item.id !== action.payload);
      state.saving = false;
      state.editor = null;
    },
    saveFailed(state) {
      state.saving = false;
    },
    /** A drag or resize shows at once; `moveFailed` puts the entry back. */
    moveRequested(state, action: PayloadAction<MovePayload>) {
      const { id, fields } = action.payload;
      state.list.items = state.list.items.map((item) => (item.id === id ? { ...item, ...fields } : item));
    },
    moveFailed(state, action: PayloadAction<CalendarEvent>) {
      const previous = action.payload;
      state.list.items = state.list.items.map((item) => (item.id === previous.id ? previous : item));
    },
    feedRequested(state) {
      state.feed = { status: 'loading', url: null, rotating: false };
    },
    feedLoaded(state, action: PayloadAction<string>) {
      state.feed = { status: 'succeeded', url: action.payload, rotating: false };
    },
    feedFailed(state) {
      state.feed = { status: 'failed', url: null, rotating: false };
    },
    feedRotateRequested(state) {
      state.feed.rotating = true;
    },
    feedRotateFailed(state) {
      state.feed.rotating = false;
    },
  },
});

export const {
  calendarRequested,
  calendarLoaded,
  calendarFailed,
  editorOpened,
  editorClosed,
  saveRequested,
  removeRequested,
  entrySaved,
  entryRemoved,
  saveFailed,
  moveRequested,
  moveFailed,
  feedRequested,
  feedLoaded,
  feedFailed,
  feedRotateRequested,
  feedRotateFailed,
} = calendarSlice.actions;
export const calendarReducer = calendarSlice.reducer;
