import { createSelector } from '@reduxjs/toolkit';
import type { HealthHeroSession } from '@wellness/api';
import type { RootState } from '../../app/rootReducer';

const selectSessionItems = (state: RootState) => state.heroes.sessions.items;

/** §4: registrations count only when isActive is true or null (accepted or pending). */
export const selectActiveSessionCount = createSelector(
  [selectSessionItems],
  (items) => items.filter((session) => session.isActive !== false).length,
);

/** One hero of the list, by id (the details and request screens' `?id=`). */
export const selectHero = (state: RootState, id: string) =>
  state.heroes.list.items.find((hero) => hero.uuid === id) ?? null;

/** A session as the member sees it: isActive true accepted, false rejected (by staff), null pending. */
export type SessionStatus = 'accepted' | 'rejected' | 'pending';
export const sessionStatus = (session: Pick<HealthHeroSession, 'isActive'>): SessionStatus =>
  session.isActive === true ? 'accepted' : session.isActive === false ? 'rejected' : 'pending';

/** §2: the keyword matches names case-insensitively only when non-empty; a chosen category keeps its heroes. */
export function filterHeroes<T extends { name: string; category: string }>(
  heroes: readonly T[],
  keyword: string,
  category: string,
): T[] {
  const needle = keyword.trim().toLocaleLowerCase();
  return heroes.filter(
    (hero) =>
      (!needle || hero.name.toLocaleLowerCase().includes(needle)) &&
      (!category || hero.category === category),
  );
}
