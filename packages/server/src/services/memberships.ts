import type { Schema } from '@wellness/api';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import {
  packages,
  transactions,
  users,
  type PackageRow,
  type PaymentRow,
  type UserRow,
} from '../db/schema.js';
import { ApiError } from '../errors.js';
import { cancelGatewaySubscription } from './gateway-customers.js';
import { localized, type Locale } from './locale.js';
import type { Services } from './context.js';
import { assertPackageChangeAllowed } from './pricing.js';
import type { MemberMailRequest } from './member-mails.js';
import { purchaseKind, recordPackageChange } from './package-changes.js';
import type { Tx } from './payment-ledger.js';
import { PACKAGE_YEAR_MS, activePackage, freePackage, toPackageView, toUserView } from './users.js';

type PackageAction = Schema<'PackageAction'>;

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

/**
 * §4: what a member holding `current` may do with `pkg`. The package held is cancelled when paid (leaving it is
 * Cancel, which warns first) and only marked when free; another package may be selected when it costs at least
 * what the current one does (moving down from a paid package is Cancel first: `assertPackageChangeAllowed`).
 */
export function packageAction(
  pkg: Pick<PackageRow, 'id' | 'annualCost'>,
  current: Pick<PackageRow, 'id' | 'annualCost'> | null,
): PackageAction {
  if (current?.id === pkg.id) return current.annualCost > 0 ? 'cancel' : 'current';
  return (current?.annualCost ?? 0) <= pkg.annualCost ? 'select' : 'none';
}

/**
 * Whether a package payment still buys what it was quoted for (`basisPackageId`, `basisExpiresAt`): only while the
 * member holds what the quote was made against and no newer payment replaced it. Locks the member's row.
 */
export async function packagePaymentApplies(
  tx: Tx,
  payment: PaymentRow,
  now: Date,
): Promise<'applies' | 'superseded' | 'basis-changed'> {
  const [member] = await tx.select().from(users).where(eq(users.id, payment.userId)).for('update');
  const [held] = member?.packageId
    ? await tx.select().from(packages).where(eq(packages.id, member.packageId))
    : [];
  const current = member ? activePackage(member, held, now) : null;
  const paid = current && current.annualCost > 0 ? current : null;
  const superseded = payment.status === 'canceled' || payment.status === 'abandoned';
  const sameBasis =
    (paid?.id ?? null) === payment.basisPackageId &&
    (paid ? member?.packageExpiresAt?.getTime() : undefined) === payment.basisExpiresAt?.getTime();
  if (superseded) return 'superseded';
  return sameBasis ? 'applies' : 'basis-changed';
}

/**
 * Gives the member the package a payment bought, for one year from now, on the payment's subscription. Answers
 * the subscription this one replaced (to stop at the gateway once committed), if any.
 */
export async function grantPaidPackage(tx: Tx, payment: PaymentRow, now: Date): Promise<string | null> {
  if (!payment.packageId) return null;
  const [member] = await tx.select().from(users).where(eq(users.id, payment.userId)).for('update');
  const replaced =
    member?.paymentSubscriptionId && member.paymentSubscriptionId !== payment.subscriptionId
      ? member.paymentSubscriptionId
      : null;
  const expiresAt = new Date(now.getTime() + PACKAGE_YEAR_MS);
  await tx
    .update(users)
    .set({
      packageId: payment.packageId,
      packageExpiresAt: expiresAt,
      subscriptionType: 'yearly',
      paymentSubscriptionId: payment.subscriptionId,
      updatedAt: now,
    })
    .where(eq(users.id, payment.userId));
  if (member) {
    await recordPackageChange(tx, {
      userId: member.id,
      kind: await purchaseKind(tx, member, payment.packageId, now),
      fromPackageId: member.packageId,
      toPackageId: payment.packageId,
      expiresAt,
      at: now,
    });
  }
  return replaced;
}

/** A later yearly invoice of the member's current subscription: one more year from the current expiry. */
export async function renewPackage(
  tx: Tx,
  renewal: { subscriptionId: string; invoiceId: string; amountCents: number },
  now: Date,
) {
  const [user] = await tx
    .select()
    .from(users)
    .where(eq(users.paymentSubscriptionId, renewal.subscriptionId))
    .for('update');
  if (!user?.packageId) return;
  const [pkg] = await tx.select().from(packages).where(eq(packages.id, user.packageId));
  const from = Math.max(now.getTime(), user.packageExpiresAt?.getTime() ?? 0);
  const expiresAt = new Date(from + PACKAGE_YEAR_MS);
  await tx.update(users).set({ packageExpiresAt: expiresAt, updatedAt: now }).where(eq(users.id, user.id));
  await recordPackageChange(tx, {
    userId: user.id,
    kind: 'renewed',
    fromPackageId: user.packageId,
    toPackageId: user.packageId,
    expiresAt,
    at: now,
  });
  await tx.insert(transactions).values({
    userId: user.id,
    transactionId: renewal.invoiceId,
    name: pkg?.name ?? 'Membership package',
    remarks: 'Yearly renewal',
    total: renewal.amountCents / 100,
    type: 'package',
    status: true,
    packageId: user.packageId,
    transactionDate: now,
  });
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
    /**
     * In the member's language (English where a translation is missing), each package with what this member may
     * do with it (`packageAction`; a guest is a member without a package).
     */
    async list(locale: Locale, current: PackageRow | null) {
      const rows = await db
        .select()
        .from(packages)
        .where(eq(packages.isActive, true))
        .orderBy(asc(packages.annualCost), asc(packages.name));
      return rows.map((row) => ({
        ...toPackageView(localized(row, locale)),
        action: packageAction(row, current),
      }));
    },

    /**
     * The same list, serialised and shared until a package changes by every caller of the language who holds
     * the same package at the same price (the actions depend on nothing else): a few variants, not one a member.
     */
    async listShared(locale: Locale, user: UserRow | undefined) {
      const current = user ? await currentPackage(db, clock(), user) : null;
      const holding = current ? `${current.id}:${current.annualCost}` : 'none';
      return services.cache.get(`packages:${locale}:${holding}`, ['packages'], async () => ({
        value: await this.list(locale, current),
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
