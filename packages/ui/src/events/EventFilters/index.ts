export { EventFilters } from './EventFilters';
export type { EventFiltersProps } from './EventFilters';
