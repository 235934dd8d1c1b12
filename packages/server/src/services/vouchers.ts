import { and, asc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { voucherRedemptions, vouchers, type PackageRow, type UserRow } from '../db/schema.js';
import { ApiError, validationError } from '../errors.js';
import type { Services } from './context.js';
import { localized, type Locale } from './locale.js';
import { currentPackage } from './memberships.js';

type VoucherRow = typeof vouchers.$inferSelect;

/** One message for every code the member cannot redeem: unknown, another package's, or no package at all. */
const notFound = () => new ApiError(404, 'Invalid Voucher Code', 'VOUCHER_NOT_FOUND');
const expired = () => new ApiError(400, 'Voucher has expired', 'VOUCHER_EXPIRED');
const alreadyRedeemed = () => new ApiError(400, 'Voucher already redeemed', 'VOUCHER_ALREADY_REDEEMED');
const usedUp = () => new ApiError(409, 'Sorry! This voucher has been fully redeemed.', 'VOUCHER_USED_UP');

/** The Voucher schema of openapi.yaml, as seen by one member (`redeemedAt` is theirs). */
function toVoucherView(voucher: VoucherRow, pkg: PackageRow, redeemedAt: Date | null) {
  return {
    id: voucher.id,
    name: voucher.name,
    companyName: voucher.companyName,
    coverImage: voucher.coverImage,
    expiryDate: voucher.expiryDate.toISOString(),
    voucherCode: voucher.voucherCode,
    membershipPackage: voucher.packageId,
    packages: [{ uuid: pkg.id, name: pkg.name, colour: pkg.colour, monthlyCost: pkg.monthlyCost }],
    redeemedAt: redeemedAt?.toISOString() ?? null,
  };
}

/**
 * §2 Vouchers: a voucher belongs to one package; its code is also an event coupon (services/coupons.ts) with its
 * own count of uses (`couponUsesLeft`); a redemption takes one of `usesLeft`. Codes match whatever their case.
 */
export function voucherService(services: Pick<Services, 'db' | 'clock'>) {
  const { db, clock } = services;
  return {
    /** The vouchers of the member's current package (§5: gated by the package; an expired one counts as none). */
    async list(user: UserRow, locale: Locale) {
      const current = await currentPackage(db, clock(), user);
      if (!current) return [];
      const rows = await db
        .select({ voucher: vouchers, redeemedAt: voucherRedemptions.redeemedAt })
        .from(vouchers)
        .leftJoin(
          voucherRedemptions,
          and(eq(voucherRedemptions.voucherId, vouchers.id), eq(voucherRedemptions.userId, user.id)),
        )
        .where(
          and(
            eq(vouchers.packageId, current.id),
            gt(vouchers.expiryDate, clock()),
            // Used up by others: hidden; redeemed by this member: still theirs to see until it expires.
            or(isNull(vouchers.usesLeft), gt(vouchers.usesLeft, 0), isNotNull(voucherRedemptions.id)),
          ),
        )
        .orderBy(asc(vouchers.expiryDate), asc(vouchers.name));
      return rows.map((row) => toVoucherView(localized(row.voucher, locale), current, row.redeemedAt));
    },

    /** Redeems the code for the member, once per member, while uses are left. */
    async redeem(user: UserRow, voucherCode: string, locale: Locale) {
      const code = voucherCode.trim();
      if (!code) throw validationError('/voucherCode', 'voucherCode is required');
      const current = await currentPackage(db, clock(), user);
      if (!current) throw notFound();
      const [found] = await db
        .select({ voucher: vouchers, redeemedAt: voucherRedemptions.redeemedAt })
        .from(vouchers)
        .leftJoin(
          voucherRedemptions,
          and(eq(voucherRedemptions.voucherId, vouchers.id), eq(voucherRedemptions.userId, user.id)),
        )
        .where(
          and(
            eq(sql`lower(${vouchers.voucherCode})`, code.toLowerCase()),
            eq(vouchers.packageId, current.id),
          ),
        );
      if (!found) throw notFound();
      if (found.redeemedAt) throw alreadyRedeemed();
      const now = clock();
      if (found.voucher.expiryDate <= now) throw expired();
      if (found.voucher.usesLeft !== null && found.voucher.usesLeft <= 0) throw usedUp();

      // The checks above give the clear message; these two statements make it true under concurrency. The
      // unique index lets one redemption per member through (a concurrent one waits, then inserts nothing),
      // and the conditional UPDATE re-reads the row another request changed, so two requests for the last
      // use cannot both take it. Any refusal rolls the redemption back with it.
      const redeemed = await db.transaction(async (tx) => {
        const [redemption] = await tx
          .insert(voucherRedemptions)
          .values({ voucherId: found.voucher.id, userId: user.id, redeemedAt: now })
          .onConflictDoNothing()
          .returning();
        if (!redemption) throw alreadyRedeemed();
        const [voucher] = await tx
          .update(vouchers)
          .set({ usesLeft: sql`${vouchers.usesLeft} - 1` })
          .where(
            and(
              eq(vouchers.id, found.voucher.id),
              gt(vouchers.expiryDate, now),
              or(isNull(vouchers.usesLeft), gt(vouchers.usesLeft, 0)),
            ),
          )
          .returning();
        if (!voucher) throw usedUp();
        return { voucher, redeemedAt: redemption.redeemedAt };
      });
      return toVoucherView(localized(redeemed.voucher, locale), current, redeemed.redeemedAt);
    },
  };
}
