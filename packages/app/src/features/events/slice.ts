import { createSlice } from '@reduxjs/toolkit';
import { catalogueReducers } from './catalogueReducers';
import { checkoutReducers } from './checkoutReducers';
import { orderReducers } from './orderReducers';
import { initialEventsState } from './state';

export * from './state';

/**
 * The events feature's one slice, composed of its three seams: the catalogue and registrations, Review Order,
 * and the checkout (each in its own file; the state shapes in state.ts).
 */
const eventsSlice = createSlice({
  name: 'events',
  initialState: initialEventsState,
  reducers: { ...catalogueReducers, ...orderReducers, ...checkoutReducers },
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
  orderRequested,
  orderLoaded,
  orderFailed,
  couponRequested,
  couponApplied,
  couponRejected,
  proceedRequested,
  proceedFailed,
  orderConfirmed,
  checkoutStarted,
  checkoutOpened,
  checkoutReady,
  checkoutUnavailable,
  payRequested,
  payFailed,
  checkoutFinished,
  orderCancelRequested,
  orderCancelFailed,
  paymentReturned,
  paymentReturnChecked,
} = eventsSlice.actions;
export const eventsReducer = eventsSlice.reducer;
