import type { EventCategory, WellnessEvent } from '@wellness/api';
import { enumValues } from '@wellness/api/rules';

/** The twelve event categories of §2, in the spec's order (openapi.yaml's EventCategory). */
export const eventCategories: readonly EventCategory[] = enumValues.EventCategory;

export interface EventFilterValues {
  keyword: string;
  /** A category, or '' for All. */
  category: string;
}

/**
 * The Upcoming Events filter of §2: the keyword filters by name case-insensitively only when it is
 * non-empty; an event without a category matches every category.
 */
export function filterEvents<E extends Pick<WellnessEvent, 'name' | 'eventCategory'>>(
  events: readonly E[],
  { keyword, category }: EventFilterValues,
): E[] {
  const needle = keyword.trim().toLowerCase();
  return events.filter(
    (event) =>
      (needle === '' || event.name.toLowerCase().includes(needle)) &&
      (category === '' || event.eventCategory === null || event.eventCategory === category),
  );
}
