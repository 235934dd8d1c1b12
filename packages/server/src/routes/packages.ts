import { asc, eq } from 'drizzle-orm';
import { packages, users, type PackageRow, type UserRow } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import type { TypedHandlers } from '../http/types.js';
import type { Services } from '../services/context.js';
import { PACKAGE_YEAR_MS, activePackage, toPackageView, toUserView } from '../services/users.js';
import { authOf } from '../http/auth.js';
import { localeOf } from '../http/locale.js';
import { localized } from '../services/locale.js';
import { cancelGatewaySubscription } from './payments.js';
import { STARTER_PACKAGE_NAME } from '../db/seed-data.js';
import { assertPackageChangeAllowed } from '../services/pricing.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function packageHandlers(services: Services): TypedHandlers {
  const { db, clock } = services;

  async function assign(user: UserRow, pkg: PackageRow) {
    const userId = user.id;
    // A free package replaces the paid one at once: its yearly subscription must not renew.
    await cancelGatewaySubscription(services, user);
    const now = clock();
    const [updated] = await db
      .update(users)
      .set({
        packageId: pkg.id,
        packageExpiresAt: new Date(now.getTime() + PACKAGE_YEAR_MS),
        subscriptionType: 'yearly',
        updatedAt: now,
      })
      .where(eq(users.id, userId))
      .returning();
    if (!updated) throw new Error(`user ${userId} vanished`);
    const view = toUserView(updated, pkg, now).package;
    if (!view) throw new Error('a package assigned just now cannot have expired');
    return view;
  }

  return {
    async 'GET /user/package/list'(request) {
      const locale = localeOf(request);
      const rows = await db
        .select()
        .from(packages)
        .where(eq(packages.isActive, true))
        .orderBy(asc(packages.annualCost), asc(packages.name));
      return {
        status: 200,
        message: 'Package list',
        data: rows.map((row) => toPackageView(localized(row, locale))),
      };
    },

    async 'PATCH /user/package/select'(request) {
      const { user } = authOf(request);
      const { packageUuid } = request.body;
      const [pkg] = UUID.test(packageUuid)
        ? await db.select().from(packages).where(eq(packages.id, packageUuid))
        : [];
      if (!pkg || !pkg.isActive) throw new ApiError(404, 'Package not found', 'PACKAGE_NOT_FOUND');
      if (pkg.annualCost > 0)
        throw new ApiError(402, 'Payment is required for this package.', 'PAYMENT_REQUIRED');
      const [current] = user.packageId
        ? await db.select().from(packages).where(eq(packages.id, user.packageId))
        : [];
      assertPackageChangeAllowed(pkg, activePackage(user, current, clock()) ?? null);
      return {
        status: 200,
        message: 'Success! Package selected successfully.',
        data: await assign(user, pkg),
      };
    },

    async 'PATCH /user/package/cancel'(request) {
      const { user } = authOf(request);
      const [current] = user.packageId
        ? await db.select().from(packages).where(eq(packages.id, user.packageId))
        : [];
      const paid = activePackage(user, current, clock());
      if (!paid || paid.annualCost === 0) {
        throw new ApiError(400, 'Error! Free subscription cannot be cancelled.', 'FREE_SUBSCRIPTION');
      }
      const [starter] = await db.select().from(packages).where(eq(packages.name, STARTER_PACKAGE_NAME));
      if (!starter) throw new Error('the Starter package is missing; the seed did not run');
      // No refund and no remaining paid period: the free package starts now (spec §4).
      return {
        status: 200,
        message: 'Success! Package cancelled successfully.',
        data: [await assign(user, starter)],
      };
    },
  };
}
