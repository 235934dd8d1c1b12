import type { IntlShape } from 'react-intl';
import type { HealthHero } from '@wellness/api';
import { categoryMessageId } from '../events/paths';

/** 'on-site' → 'onSite', 'Monday' → 'monday'. */
const key = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+(.)/g, (_match, next: string) => next.toUpperCase());

/** A word of the hero's data in the member's language; the data itself when the catalog has no word for it. */
const word = (intl: IntlShape, id: string, value: string) =>
  intl.formatMessage({ id, defaultMessage: value });

/** An age group ('age') or mentoring channel ('channel') of a hero or an application, in the member's language. */
export const heroWord = (intl: IntlShape, kind: 'age' | 'channel', value: string) =>
  word(intl, `app.heroes.${kind}.${key(value)}`, value);

export const heroCategoryLabel = (intl: IntlShape, category: string) =>
  word(intl, `app.heroes.category.${key(category)}`, category);

/** The hero with its categorised words translated (names and the hero's own sentences stay as written). */
export function translatedHero<T extends HealthHero>(intl: IntlShape, hero: T): T {
  return {
    ...hero,
    category: heroCategoryLabel(intl, hero.category) as T['category'],
    preferredDays: hero.preferredDays.map((day) => word(intl, `app.heroes.day.${key(day)}`, day)),
    areaOfMentoring: hero.areaOfMentoring.map((area) => word(intl, categoryMessageId(area), area)),
    mentoringChannel: word(intl, `app.heroes.channel.${key(hero.mentoringChannel)}`, hero.mentoringChannel),
    ageBracket: word(intl, `app.heroes.age.${key(hero.ageBracket)}`, hero.ageBracket),
  };
}
