import type { RootState } from '../../app/rootReducer';

/** §4: a registration counts while it is active (isActive true). */
export const selectHasActiveRegistration = (state: RootState, eventUuid: string): boolean =>
  state.events.registrations.items.some((item) => item.eventUuid === eventUuid && item.isActive === true);

/** §4: the registered list shows active registrations whose event ends in the future. */
export const selectRegisteredEvents = (state: RootState, now: number) =>
  state.events.registrations.items.filter(
    (item) => item.isActive === true && Date.parse(item.event.endTime) > now,
  );

/** Completed screen: cancelled registrations, and active ones whose event has ended. */
export const selectCompletedEvents = (state: RootState, now: number) =>
  state.events.registrations.items.filter(
    (item) => item.isActive === false || (item.isActive === true && Date.parse(item.event.endTime) <= now),
  );
