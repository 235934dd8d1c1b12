import type { PackageRow } from '../db/schema.js';
import { ApiError } from '../http/errors.js';

const DAY_MS = 86400 * 1000;

export const toCents = (dollars: number) => Math.round(dollars * 100);

export interface PackageQuote {
  packageCents: number;
  creditCents: number;
  amountDueCents: number;
}

/**
 * Proration rule (server README): buying a paid package while another paid package is active credits the unused
 * share of the current package's annual cost, by whole days left out of 365 (rounded to the cent); the new
 * package then runs one year from the payment. amountDue = packageCost − credit, never below 0. Buying the
 * package one already has, or a cheaper one than the current paid package, is refused: cancel first.
 */
export function quotePackage(
  target: PackageRow,
  current: PackageRow | null,
  currentExpiresAt: Date | null,
  now: Date,
): PackageQuote {
  const packageCents = toCents(target.annualCost);
  const currentPaid = current && current.annualCost > 0 ? current : null;
  if (currentPaid && target.annualCost > 0) {
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
  let creditCents = 0;
  if (currentPaid && currentExpiresAt && target.annualCost > 0) {
    const daysLeft = Math.min(365, Math.floor((currentExpiresAt.getTime() - now.getTime()) / DAY_MS));
    if (daysLeft > 0) creditCents = Math.round((toCents(currentPaid.annualCost) * daysLeft) / 365);
  }
  return { packageCents, creditCents, amountDueCents: Math.max(0, packageCents - creditCents) };
}
