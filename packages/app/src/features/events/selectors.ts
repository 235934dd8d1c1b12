import type { RootState } from '../../app/rootReducer';

/** §4: a registration counts while it is active (isActive true). */
export const selectHasActiveRegistration = (state: RootState, eventUuid: string): boolean =>
  state.events.registrations.items.some((item) => item.eventUuid === eventUuid && item.isActive === true);
