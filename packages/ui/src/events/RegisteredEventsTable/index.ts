export { RegisteredEventsTable } from './RegisteredEventsTable';
export type {
  EventRegistrationRow,
  RegisteredEventsTableProps,
  RegistrationColumnLabels,
} from './RegisteredEventsTable';
