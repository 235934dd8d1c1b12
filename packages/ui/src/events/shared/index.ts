export {
  EVENT_TIME_ZONE,
  eventDateFormatters,
  eventZoneName,
  memberTimeRange,
  formatEventDate,
  formatEventDateTime,
  formatEventTime,
} from '../../components/eventDates';
export { eventCategories, filterEvents } from './eventFilters';
export type { EventFilterValues } from './eventFilters';
export { defaultRegistrationColumnLabels } from './registrationColumns';
export { eventPlaceholderImage } from './eventPlaceholder';
