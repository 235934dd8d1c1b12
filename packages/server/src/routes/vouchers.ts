import { and, asc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { packages, voucherRedemptions, vouchers, type PackageRow, type UserRow } from '../db/schema.js';
import { ApiError, validationError } from '../http/errors.js';
import type { TypedHandlers } from '../http/types.js';
import type { Services } from '../services/context.js';
import { activePackage } from '../services/users.js';
import { authOf } from '../http/auth.js';
import { localeOf } from '../http/locale.js';
import { localized } from '../services/locale.js';

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
 * §2 Vouchers and §7 GET /user/voucher/list, POST /user/voucher/apply. A voucher belongs to one package; its
 * code is also an event coupon (see couponFor in events.ts) with its own count of uses (`couponUsesLeft`); a
 * redemption takes one of `usesLeft`. Codes match whatever their case.
 */
export function voucherHandlers(services: Services): TypedHandlers {
  const { db, clock } = services;

  /** §5: vouchers are gated by the member's current package; an expired package counts as none. */
  async function currentPackage(user: UserRow) {
    if (!user.packageId) return null;
    const [pkg] = await db.select().from(packages).where(eq(packages.id, user.packageId));
    return activePackage(user, pkg, clock());
  }

  return {
    async 'GET /user/voucher/list'(request) {
      const { user } = authOf(request);
      const current = await currentPackage(user);
      if (!current) return { status: 200, message: 'Vouchers', data: [] };
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
      return {
        status: 200,
        message: 'Vouchers',
        data: rows.map((row) =>
          toVoucherView(localized(row.voucher, localeOf(request)), current, row.redeemedAt),
        ),
      };
    },

    async 'POST /user/voucher/apply'(request) {
      // The member is always the signed-in one: the body has no field to name anybody else.
      const { user } = authOf(request);
      const code = request.body.voucherCode.trim();
      if (!code) throw validationError('/voucherCode', 'voucherCode is required');
      const current = await currentPackage(user);
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
      return {
        status: 200,
        message: 'Voucher redeemed successfully.',
        data: toVoucherView(localized(redeemed.voucher, localeOf(request)), current, redeemed.redeemedAt),
      };
    },
  };
}
