export { EventCard } from './EventCard';
export type { EventCardEvent, EventCardProps } from './EventCard';
