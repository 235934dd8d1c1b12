import type { EventCategory } from '@wellness/api';
import { placeholderImages, type PlaceholderImageName } from '../../assets';

// Events without their own image show a bundled illustration that suits their category, so a programme of
// imageless events still reads as a set of distinct cards (no image is ever fetched from another host).
// Typed by openapi.yaml's EventCategory: a category added to the contract needs its illustration here.
const byCategory: Record<EventCategory, PlaceholderImageName> = {
  'Behavioral Health': 'meditation',
  Cancer: 'herbalTea',
  'Corporate Wellness': 'yoga',
  Diet: 'healthyFood',
  Diabetes: 'healthyFood',
  'Health Heroes': 'natureWalk',
  'Heart Health': 'natureWalk',
  Lifestyle: 'yoga',
  'Senior Forum': 'natureWalk',
  'Women Wellness': 'herbalTea',
  WSGs: 'meditation',
  'Youth Forum': 'yoga',
};

/** The illustration for an event of this category (events with no category get the meditation one). */
export function eventPlaceholderImage(category: string | null | undefined): string {
  return placeholderImages[(category && byCategory[category as EventCategory]) || 'meditation'].src;
}
