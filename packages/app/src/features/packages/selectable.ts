import type { Package } from '@wellness/api';
import { STARTER_NAME } from './saga';

/**
 * §4: a paid package offers Select only when the member's current package cost is at or below its annualCost
 * (no downgrade); Starter can always be chosen; the current package is not selectable again.
 */
export function isSelectable(
  pkg: Pick<Package, 'uuid' | 'name' | 'annualCost'>,
  current: { uuid: string; cost: number } | null,
) {
  if (current?.uuid === pkg.uuid) return false;
  if (pkg.name === STARTER_NAME) return true;
  return (current?.cost ?? 0) <= pkg.annualCost;
}
