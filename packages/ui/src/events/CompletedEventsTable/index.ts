export { CompletedEventsTable } from './CompletedEventsTable';
export type { CompletedEventsTableProps } from './CompletedEventsTable';
