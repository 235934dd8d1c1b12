import type { Package } from '@wellness/api';

/**
 * §4: Select appears only where the member's current package cost is at or below that package's annualCost, and
 * never on the current package (a paid one shows Cancel instead). So a paid member sees no Select on Starter:
 * leaving a paid package is Cancel, which warns first (the server refuses the downgrade too, 409).
 */
export function isSelectable(
  pkg: Pick<Package, 'uuid' | 'annualCost'>,
  current: { uuid: string; cost: number } | null,
) {
  if (current?.uuid === pkg.uuid) return false;
  return (current?.cost ?? 0) <= pkg.annualCost;
}
