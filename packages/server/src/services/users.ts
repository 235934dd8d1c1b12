import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import {
  healthHeroes,
  packageChanges,
  packages,
  users,
  type PackageRow,
  type UserRow,
} from '../db/schema.js';
import type { Locale } from './locale.js';

export const PACKAGE_YEAR_MS = 365 * 86400 * 1000;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const isProfileCompleted = (user: UserRow) =>
  Boolean(user.name && user.country && user.state && user.city && user.zipCode);

/** A package counts only while it has not expired. */
export function activePackage(user: UserRow, pkg: PackageRow | null | undefined, now: Date) {
  if (!pkg || !user.packageId) return null;
  if (user.packageExpiresAt && user.packageExpiresAt.getTime() <= now.getTime()) return null;
  return pkg;
}

/** A required package is met by that package or a higher tier, tiers ordered by their yearly price. */
export function packageMeets(
  pkg: Pick<PackageRow, 'id' | 'annualCost'> | null,
  required: Pick<PackageRow, 'id' | 'annualCost'> | null,
) {
  return (
    pkg !== null && (required === null || pkg.id === required.id || pkg.annualCost >= required.annualCost)
  );
}

/** The User schema of openapi.yaml. */
export function toUserView(
  user: UserRow,
  pkg: PackageRow | null | undefined,
  now: Date,
  healthHeroUuid: string | null = null,
) {
  const current = activePackage(user, pkg, now);
  return {
    healthHeroUuid,
    uuid: user.id,
    email: user.email,
    name: user.name,
    mobile: user.mobile,
    ageGroup: user.ageGroup,
    gender: user.gender,
    addressLine1: user.addressLine1,
    addressLine2: user.addressLine2,
    city: user.city,
    state: user.state,
    zipCode: user.zipCode,
    country: user.country,
    countryCode: user.countryCode,
    image: user.image,
    coverImage: user.coverImage,
    role: [user.role],
    staffRole: user.role === 'staff' ? user.staffRole : null,
    profileCompleted: isProfileCompleted(user),
    package: current
      ? {
          uuid: current.id,
          name: current.name,
          colour: current.colour,
          cost: current.annualCost,
          annualCost: current.annualCost,
          expiry: user.packageExpiresAt?.toISOString() ?? null,
        }
      : null,
  };
}

export type UserView = ReturnType<typeof toUserView>;

/** Stores the member's language when it changed (one UPDATE per change, none on the usual call). */
export async function rememberLocale(
  db: Database,
  user: Pick<UserRow, 'id' | 'locale'>,
  locale: Locale,
): Promise<void> {
  if (user.locale === locale) return;
  await db.update(users).set({ locale }).where(eq(users.id, user.id));
}

/** The Package schema of openapi.yaml. */
export function toPackageView(pkg: PackageRow) {
  return {
    uuid: pkg.id,
    name: pkg.name,
    colour: pkg.colour,
    image: pkg.image,
    annualCost: pkg.annualCost,
    monthlyCost: pkg.monthlyCost,
    cost: pkg.annualCost,
    // Billing is yearly only (spec §9): every purchase is valid for one year.
    expiry: '1 year',
    benefits: pkg.benefits,
    numberOfWellnessSupportGroups: pkg.numberOfWellnessSupportGroups,
    numberOfHealthHeroSessions: pkg.numberOfHealthHeroSessions,
    isActive: pkg.isActive,
  };
}

export async function loadUserView(db: Database, userId: string, now: Date): Promise<UserView> {
  const [row] = await db
    .select({ user: users, pkg: packages, heroId: healthHeroes.id })
    .from(users)
    .leftJoin(packages, eq(packages.id, users.packageId))
    // The member's own hero profile (one per member: health_heroes_user_unique), for their sessions page.
    .leftJoin(healthHeroes, and(eq(healthHeroes.userId, users.id), eq(healthHeroes.isActive, true)))
    .where(eq(users.id, userId));
  if (!row) throw new Error(`user ${userId} vanished`);
  return toUserView(row.user, row.pkg, now, row.heroId);
}

/** Whether the member's package has run out (settleLapsedPackage has something to do). */
export const packageLapsed = (user: Pick<UserRow, 'packageId' | 'packageExpiresAt'>, now: Date) =>
  Boolean(user.packageId && user.packageExpiresAt && user.packageExpiresAt.getTime() <= now.getTime());

/** The free package (annual cost 0, Starter in the seed): found by its cost, never by its name. */
export async function freePackage(db: Pick<Database, 'select'>): Promise<PackageRow | undefined> {
  const [free] = await db
    .select()
    .from(packages)
    .where(and(eq(packages.annualCost, 0), eq(packages.isActive, true)))
    .orderBy(asc(packages.name))
    .limit(1);
  return free;
}

/**
 * A lapsed package falls back to Starter (free, one year from now). Run when a member signs in or is
 * authenticated, so every read sees the current package; returns the row as it now is.
 */
export async function settleLapsedPackage(db: Database, user: UserRow, now: Date): Promise<UserRow> {
  if (!packageLapsed(user, now)) return user;
  const starter = await freePackage(db);
  if (!starter) return user;
  const expiresAt = new Date(now.getTime() + PACKAGE_YEAR_MS);
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        packageId: starter.id,
        packageExpiresAt: expiresAt,
        subscriptionType: 'yearly',
        paymentSubscriptionId: null,
        updatedAt: now,
      })
      // Only if still lapsed: a renewal or purchase that landed meanwhile wins.
      .where(and(eq(users.id, user.id), lte(users.packageExpiresAt, now)))
      .returning();
    // The members report's history (services/package-changes.ts; written here directly, as that module reads
    // this one).
    if (row) {
      await tx.insert(packageChanges).values({
        userId: user.id,
        kind: 'lapsed',
        fromPackageId: user.packageId,
        toPackageId: starter.id,
        expiresAt,
        at: now,
      });
    }
    return row;
  });
  return updated ?? user;
}
