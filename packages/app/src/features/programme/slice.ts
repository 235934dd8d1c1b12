import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { noStaffEventFilters } from '@wellness/ui/staff';
import type { EventsQuery, Page, StaffEvent, StaffEventRequest, StaffRegistrant } from './api';

type Status = 'idle' | 'loading' | 'loaded' | 'failed';

export interface ProgrammeState {
  list: { items: StaffEvent[]; total: number; status: Status; query: EventsQuery };
  /** The event being edited (null uuid: a new one). */
  event: { uuid: string | null; data: StaffEvent | null; status: Status };
  saving: boolean;
  saveError: string | null;
  /** Bumped when a save succeeded (the page leaves the form). */
  saved: number;
  cancelling: boolean;
  cancelError: string | null;
  registrants: {
    items: StaffRegistrant[];
    total: number;
    page: number;
    search: string;
    status: Status;
    saving: string[];
  };
  exporting: boolean;
  /** Stored pictures by upload key: the path, or null when refused. */
  uploads: Record<string, string | null>;
  packages: { uuid: string; name: string }[];
}

const initialState: ProgrammeState = {
  list: { items: [], total: 0, status: 'idle', query: { page: 1, search: '', filters: noStaffEventFilters } },
  event: { uuid: null, data: null, status: 'idle' },
  saving: false,
  saveError: null,
  saved: 0,
  cancelling: false,
  cancelError: null,
  registrants: { items: [], total: 0, page: 1, search: '', status: 'idle', saving: [] },
  exporting: false,
  uploads: {},
  packages: [],
};

const programmeSlice = createSlice({
  name: 'programme',
  initialState,
  reducers: {
    eventsRequested(
      state,
      action: PayloadAction<{ query?: Partial<EventsQuery>; debounce?: boolean } | undefined>,
    ) {
      state.list.query = { ...state.list.query, ...action.payload?.query };
      state.list.status = 'loading';
    },
    eventsLoaded(state, action: PayloadAction<Page<StaffEvent>>) {
      state.list.items = action.payload.items;
      state.list.total = action.payload.total;
      state.list.query.page = action.payload.page;
      state.list.status = 'loaded';
    },
    eventsFailed(state) {
      state.list.items = [];
      state.list.status = 'failed';
    },
    eventRequested(state, action: PayloadAction<string | null>) {
      state.event = { uuid: action.payload, data: null, status: action.payload ? 'loading' : 'loaded' };
      state.saveError = null;
      state.cancelError = null;
    },
    eventLoaded(state, action: PayloadAction<StaffEvent>) {
      state.event = { uuid: action.payload.uuid, data: action.payload, status: 'loaded' };
    },
    eventFailed(state) {
      state.event.status = 'failed';
    },
    eventSaveRequested(state, _action: PayloadAction<{ uuid: string | null; body: StaffEventRequest }>) {
      state.saving = true;
      state.saveError = null;
    },
    eventSaved(state, action: PayloadAction<StaffEvent>) {
      state.saving = false;
      state.saved += 1;
      state.event = { uuid: action.payload.uuid, data: action.payload, status: 'loaded' };
    },
    eventSaveFailed(state, action: PayloadAction<string>) {
      state.saving = false;
      state.saveError = action.payload;
    },
    eventCancelRequested(state, _action: PayloadAction<{ uuid: string; reason: string }>) {
      state.cancelling = true;
      state.cancelError = null;
    },
    eventCancelled(state, action: PayloadAction<StaffEvent>) {
      state.cancelling = false;
      state.event.data = action.payload;
    },
    eventCancelFailed(state, action: PayloadAction<string>) {
      state.cancelling = false;
      state.cancelError = action.payload;
    },
    imageUploadRequested(_state, _action: PayloadAction<{ key: string; file: File }>) {},
    imageUploadFinished(state, action: PayloadAction<{ key: string; image: string | null }>) {
      state.uploads[action.payload.key] = action.payload.image;
    },
    registrantsRequested(
      state,
      action: PayloadAction<{ uuid: string; page?: number; search?: string; debounce?: boolean }>,
    ) {
      state.registrants.page = action.payload.page ?? state.registrants.page;
      state.registrants.search = action.payload.search ?? state.registrants.search;
      state.registrants.status = 'loading';
    },
    registrantsLoaded(state, action: PayloadAction<Page<StaffRegistrant>>) {
      state.registrants.items = action.payload.items;
      state.registrants.total = action.payload.total;
      state.registrants.page = action.payload.page;
      state.registrants.status = 'loaded';
    },
    registrantsFailed(state) {
      state.registrants.status = 'failed';
    },
    attendedRequested(state, action: PayloadAction<{ registration: string; attended: boolean }>) {
      state.registrants.saving.push(action.payload.registration);
    },
    attendedSaved(state, action: PayloadAction<StaffRegistrant>) {
      state.registrants.saving = state.registrants.saving.filter((u) => u !== action.payload.uuid);
      state.registrants.items = state.registrants.items.map((r) =>
        r.uuid === action.payload.uuid ? action.payload : r,
      );
    },
    attendedFailed(state, action: PayloadAction<string>) {
      state.registrants.saving = state.registrants.saving.filter((u) => u !== action.payload);
    },
    registrantsCsvRequested(state, _action: PayloadAction<string>) {
      state.exporting = true;
    },
    registrantsCsvDone(state) {
      state.exporting = false;
    },
    packagesLoaded(state, action: PayloadAction<{ uuid: string; name: string }[]>) {
      state.packages = action.payload;
    },
  },
});

export const {
  eventsRequested,
  eventsLoaded,
  eventsFailed,
  eventRequested,
  eventLoaded,
  eventFailed,
  eventSaveRequested,
  eventSaved,
  eventSaveFailed,
  eventCancelRequested,
  eventCancelled,
  eventCancelFailed,
  imageUploadRequested,
  imageUploadFinished,
  registrantsRequested,
  registrantsLoaded,
  registrantsFailed,
  attendedRequested,
  attendedSaved,
  attendedFailed,
  registrantsCsvRequested,
  registrantsCsvDone,
  packagesLoaded,
} = programmeSlice.actions;

export const programmeReducer = programmeSlice.reducer;
