import type { PackageRow } from '../db/schema.js';
import { ApiError } from '../errors.js';

const DAY_MS = 86400 * 1000;

export const toCents = (dollars: number) => Math.round(dollars * 100);

interface PackageQuote {
  packageCents: number;
  creditCents: number;
  amountDueCents: number;
}

/**
 * Proration rule (server README): buying a paid package while another paid package is active credits the unused
 * share of the current package's annual cost, by whole days left out of 365 (rounded to the cent), where a day
 * already begun counts as a day left (days left = ⌈time left / 24 h⌉, at most 365); the new
 * package then runs one year from the payment. amountDue = packageCost − credit, never below 0. Buying the
 * package one already has, or a cheaper one than the current paid package, is refused: cancel first.
 */
/**
 * While a paid package is active the member may only move up: the same package again or any cheaper one (Starter
 * included) is refused with 409, whatever the client sends. Leaving a paid package is `cancel` (spec §4).
 * `currentPaid` is the member's active package when it is a paid one, else null.
 */
export function assertPackageChangeAllowed(target: PackageRow, currentPaid: PackageRow | null): void {
  if (!currentPaid || currentPaid.annualCost <= 0) return;
  if (currentPaid.id === target.id) {
    throw new ApiError(409, 'You already have this package.', 'PACKAGE_ALREADY_ACTIVE');
  }
  if (target.annualCost < currentPaid.annualCost) {
    throw new ApiError(
      409,
      'Please cancel your current package before choosing a cheaper one.',
      'PACKAGE_DOWNGRADE',
    );
  }
}

export function quotePackage(
  target: PackageRow,
  current: PackageRow | null,
  currentExpiresAt: Date | null,
  now: Date,
): PackageQuote {
  const packageCents = toCents(target.annualCost);
  const currentPaid = current && current.annualCost > 0 ? current : null;
  assertPackageChangeAllowed(target, currentPaid);
  let creditCents = 0;
  if (currentPaid && currentExpiresAt && target.annualCost > 0) {
    // Whole days as a member counts them: a day already begun is still theirs (365 right after buying).
    const daysLeft = Math.min(365, Math.ceil((currentExpiresAt.getTime() - now.getTime()) / DAY_MS));
    if (daysLeft > 0) creditCents = Math.round((toCents(currentPaid.annualCost) * daysLeft) / 365);
  }
  return { packageCents, creditCents, amountDueCents: Math.max(0, packageCents - creditCents) };
}
