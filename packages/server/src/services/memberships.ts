import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { packages, users, type PackageRow, type UserRow } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { cancelGatewaySubscription } from './billing.js';
import { localized, type Locale } from './locale.js';
import type { Services } from './context.js';
import { assertPackageChangeAllowed } from './pricing.js';
import type { MemberMailRequest } from './member-mails.js';
import { recordPackageChange } from './package-changes.js';
import { PACKAGE_YEAR_MS, activePackage, freePackage, toPackageView, toUserView } from './users.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const packageNotFound = () => new ApiError(404, 'Package not found', 'PACKAGE_NOT_FOUND');

/** The member's current package; an expired one counts as none (§5 gates vouchers, events and groups by it). */
export async function currentPackage(db: Database, now: Date, user: UserRow): Promise<PackageRow | null> {
  if (!user.packageId) return null;
  const [pkg] = await db.select().from(packages).where(eq(packages.id, user.packageId));
  return activePackage(user, pkg, now) ?? null;
}

/** An active package by id; 404 for an unknown, malformed or retired one. */
export async function findActivePackage(db: Database, id: string): Promise<PackageRow> {
  const [pkg] = UUID.test(id) ? await db.select().from(packages).where(eq(packages.id, id)) : [];
  if (!pkg || !pkg.isActive) throw packageNotFound();
  return pkg;
}

/** §4 memberships: the package list, choosing a free package, cancelling a paid one. */
export function membershipService(services: Services) {
  const { db, clock } = services;

  /** Gives the member the package, and queues the notice of the change in the same transaction. */
  async function assign(
    user: UserRow,
    pkg: PackageRow,
    kind: 'chosen' | 'cancelled',
    notice: MemberMailRequest,
  ) {
    // A free package replaces the paid one at once: its yearly subscription must not renew.
    await cancelGatewaySubscription(services, user);
    const now = clock();
    const expiresAt = new Date(now.getTime() + PACKAGE_YEAR_MS);
    const { updated, mailId } = await db.transaction(async (tx) => {
      await recordPackageChange(tx, {
        userId: user.id,
        kind,
        fromPackageId: user.packageId,
        toPackageId: pkg.id,
        expiresAt,
        at: now,
      });
      const [row] = await tx
        .update(users)
        .set({
          packageId: pkg.id,
          packageExpiresAt: expiresAt,
          subscriptionType: 'yearly',
          updatedAt: now,
        })
        .where(eq(users.id, user.id))
        .returning();
      const key = `package:${user.id}:${pkg.id}:${now.toISOString()}`;
      return { updated: row, mailId: await services.mails.enqueue(tx, user.id, key, notice) };
    });
    if (!updated) throw new Error(`user ${user.id} vanished`);
    await services.mails.sendNow([mailId]);
    const view = toUserView(updated, pkg, now).package;
    if (!view) throw new Error('a package assigned just now cannot have expired');
    return view;
  }

  return {
    /** In the member's language (English where a translation is missing). */
    async list(locale: Locale) {
      const rows = await db
        .select()
        .from(packages)
        .where(eq(packages.isActive, true))
        .orderBy(asc(packages.annualCost), asc(packages.name));
      return rows.map((row) => toPackageView(localized(row, locale)));
    },

    /** The same list, serialised and shared by every visitor of the language until a package changes. */
    listShared(locale: Locale) {
      return services.cache.get(`packages:${locale}`, ['packages'], async () => ({
        value: await this.list(locale),
      }));
    },

    /** A free package, chosen by the member; a paid one goes through payment. */
    async selectFree(user: UserRow, packageUuid: string) {
      const pkg = await findActivePackage(db, packageUuid);
      if (pkg.annualCost > 0)
        throw new ApiError(402, 'Payment is required for this package.', 'PAYMENT_REQUIRED');
      assertPackageChangeAllowed(pkg, await currentPackage(db, clock(), user));
      return assign(user, pkg, 'chosen', { template: 'package-changed', packageId: pkg.id });
    },

    /** Leaves the paid package: no refund and no remaining paid period, the free package starts now (spec §4). */
    async cancel(user: UserRow) {
      const paid = await currentPackage(db, clock(), user);
      if (!paid || paid.annualCost === 0) {
        throw new ApiError(400, 'Error! Free subscription cannot be cancelled.', 'FREE_SUBSCRIPTION');
      }
      const starter = await freePackage(db);
      if (!starter) throw new Error('no active free package (annual cost 0); the seed did not run');
      return assign(user, starter, 'cancelled', {
        template: 'package-cancelled',
        fromPackageId: paid.id,
        toPackageId: starter.id,
      });
    },
  };
}
