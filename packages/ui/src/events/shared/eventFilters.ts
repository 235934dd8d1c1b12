import type { EventCategory, WellnessEvent } from '../../../../api/src/types';

/** The twelve event categories of §2, in the spec's order. */
export const eventCategories: readonly EventCategory[] = [
  'Behavioral Health',
  'Cancer',
  'Corporate Wellness',
  'Diet',
  'Diabetes',
  'Health Heroes',
  'Heart Health',
  'Lifestyle',
  'Senior Forum',
  'Women Wellness',
  'WSGs',
  'Youth Forum',
];

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
