// The ui package lists './events' in its exports but its src/events/index.ts is not written yet; until it
// is, the components are reached through their own folders. Swap these lines for '@wellness/ui/events'.
export { EventsBanner } from '../../../../ui/src/events/EventsBanner';
export { EventFilters } from '../../../../ui/src/events/EventFilters';
export { EventList } from '../../../../ui/src/events/EventList';
export type { EventCardEvent } from '../../../../ui/src/events/EventCard';
export { EventDetails } from '../../../../ui/src/events/EventDetails';
export type { EventDetailsAction } from '../../../../ui/src/events/EventDetails';
export { eventCategories, filterEvents } from '../../../../ui/src/events/shared';
export { RegisteredEventsTable } from '../../../../ui/src/events/RegisteredEventsTable';
export { CompletedEventsTable } from '../../../../ui/src/events/CompletedEventsTable';
