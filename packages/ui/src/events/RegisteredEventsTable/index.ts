export { RegisteredEventsTable, defaultCancelConfirmMessage } from './RegisteredEventsTable';
export type {
  EventRegistrationRow,
  RegisteredEventRow,
  RegisteredEventsTableProps,
  RegistrationColumnLabels,
} from './RegisteredEventsTable';
