import type { PayloadAction } from '@reduxjs/toolkit';
import type { EventForViewer, EventRegistration, WellnessEvent } from '@wellness/api';
import { listFailed, listLoaded, listLoading } from '../../lib/dataList';
import type { EventsCaseReducers, RegisterPayload } from './state';

/** The catalogue, one event's details, the member's registrations and cancelling one (case reducers of the events slice). */
export const catalogueReducers = {
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
  eventLoaded(state, action: PayloadAction<EventForViewer>) {
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
} satisfies EventsCaseReducers;
