import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EventRegistration, WellnessEvent } from '@wellness/api';
import { emptyList, listFailed, listLoaded, listLoading, type DataList } from '../../lib/dataList';

/** §4 progress cycle of a registration: in progress, then success or failure, then back to idle. */
export type RegistrationProgress = 'idle' | 'inProgress' | 'succeeded' | 'failed';

export interface EventDetailsState {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  event: WellnessEvent | null;
}

export interface EventsState {
  upcoming: DataList<WellnessEvent>;
  details: EventDetailsState;
  registrations: DataList<EventRegistration>;
  registration: RegistrationProgress;
  /** Events whose cancellation is being sent. */
  cancelling: string[];
}

const initialState: EventsState = {
  upcoming: emptyList(),
  details: { status: 'idle', event: null },
  registrations: emptyList(),
  registration: 'idle',
  cancelling: [],
};

export interface RegisterPayload {
  event: Pick<WellnessEvent, 'uuid' | 'price'>;
  quantity: number;
}

const eventsSlice = createSlice({
  name: 'events',
  initialState,
  reducers: {
    upcomingRequested(state) {
      state.upcoming = listLoading();
    },
    upcomingLoaded(state, action: PayloadAction<WellnessEvent[]>) {
      state.upcoming = listLoaded(action.payload);
    },
    upcomingFailed(state, action: PayloadAction<string>) {
      state.upcoming = listFailed(action.payload);
    },
    eventRequested(state, _action: PayloadAction<string>) {
      state.details = { status: 'loading', event: null };
    },
    eventLoaded(state, action: PayloadAction<WellnessEvent>) {
      state.details = { status: 'succeeded', event: action.payload };
    },
    eventFailed(state) {
      state.details = { status: 'failed', event: null };
    },
    registrationsRequested(state) {
      state.registrations = listLoading();
    },
    registrationsLoaded(state, action: PayloadAction<EventRegistration[]>) {
      state.registrations = listLoaded(action.payload);
    },
    registrationsFailed(state, action: PayloadAction<string>) {
      state.registrations = listFailed(action.payload);
    },
    registerRequested(_state, _action: PayloadAction<RegisterPayload>) {},
    registrationStarted(state) {
      state.registration = 'inProgress';
    },
    registrationSucceeded(state) {
      state.registration = 'succeeded';
    },
    registrationFailed(state) {
      state.registration = 'failed';
    },
    registrationReset(state) {
      state.registration = 'idle';
    },
    cancelRequested(state, action: PayloadAction<string>) {
      state.cancelling.push(action.payload);
    },
    /** §4: on cancel success the matching registration becomes inactive. */
    cancelSucceeded(state, action: PayloadAction<string>) {
      state.cancelling = state.cancelling.filter((uuid) => uuid !== action.payload);
      for (const item of state.registrations.items)
        if (item.eventUuid === action.payload && item.isActive === true) item.isActive = false;
    },
    cancelFailed(state, action: PayloadAction<string>) {
      state.cancelling = state.cancelling.filter((uuid) => uuid !== action.payload);
    },
  },
});

export const {
  upcomingRequested,
  upcomingLoaded,
  upcomingFailed,
  eventRequested,
  eventLoaded,
  eventFailed,
  registrationsRequested,
  registrationsLoaded,
  registrationsFailed,
  registerRequested,
  registrationStarted,
  registrationSucceeded,
  registrationFailed,
  registrationReset,
  cancelRequested,
  cancelSucceeded,
  cancelFailed,
} = eventsSlice.actions;
export const eventsReducer = eventsSlice.reducer;
