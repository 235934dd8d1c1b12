import { eq } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { packageChanges, packages, type PackageChangeKind, type UserRow } from '../db/schema.js';
import { activePackage } from './users.js';

type Writer = Pick<Database, 'insert' | 'select'>;

export interface PackageChange {
  userId: string;
  kind: PackageChangeKind;
  fromPackageId: string | null;
  toPackageId: string | null;
  expiresAt: Date | null;
  at: Date;
}

/** Records one change of a member's package, in the transaction that made it (the members report's history). */
export async function recordPackageChange(db: Writer, change: PackageChange) {
  await db.insert(packageChanges).values(change);
}

/**
 * What a paid package bought at `now` is, against what the member held just before: the same paid package again
 * is a renewal, another paid package over a paid one an upgrade, anything else (none, free, run out) a purchase.
 */
export async function purchaseKind(
  db: Writer,
  member: Pick<UserRow, 'packageId' | 'packageExpiresAt'>,
  boughtPackageId: string,
  now: Date,
): Promise<'bought' | 'upgraded' | 'renewed'> {
  if (!member.packageId) return 'bought';
  const [held] = await db.select().from(packages).where(eq(packages.id, member.packageId));
  const current = activePackage(member as UserRow, held, now);
  if (!current || current.annualCost <= 0) return 'bought';
  return current.id === boughtPackageId ? 'renewed' : 'upgraded';
}
