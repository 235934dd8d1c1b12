export { EventList } from './EventList';
export type { EventListProps } from './EventList';
