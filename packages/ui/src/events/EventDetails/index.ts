export { EventDetails, defaultEventDetailsLabels } from './EventDetails';
export type {
  EventDetailsAction,
  EventDetailsEvent,
  EventDetailsLabels,
  EventDetailsProps,
} from './EventDetails';
