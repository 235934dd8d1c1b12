import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';

const selectItems = (state: RootState) => state.groups.list.items;

/** §5: the member's active groups are those accepted or pending (isActive true or null): status not null. */
export const selectActiveGroupCount = createSelector(
  [selectItems],
  (items) => items.filter((group) => group.status !== null).length,
);

/** One group of the list, by id (the details screen's `?id=`). */
export const selectGroup = (state: RootState, id: string) =>
  state.groups.list.items.find((group) => group.uuid === id) ?? null;

/**
 * §2: the keyword matches names case-insensitively only when non-empty; a chosen category keeps the groups of
 * that category.
 */
export function filterGroups<T extends { name: string; groupCategory: string | null }>(
  groups: readonly T[],
  keyword: string,
  category: string,
): T[] {
  const needle = keyword.trim().toLocaleLowerCase();
  return groups.filter(
    (group) =>
      (!needle || group.name.toLocaleLowerCase().includes(needle)) &&
      (!category || group.groupCategory === category),
  );
}
