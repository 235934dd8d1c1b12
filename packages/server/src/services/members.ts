import type { Schema } from '@wellness/api';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import {
  calendarEntries,
  calendarFeeds,
  cartItems,
  emailVerificationTokens,
  eventOrders,
  eventRegistrations,
  events,
  healthHeroApplications,
  healthHeroes,
  healthHeroSessions,
  mailOutbox,
  marketplaceOrders,
  packages,
  passwordResetTokens,
  payments,
  productReviews,
  pushTokens,
  sessions,
  staffAudit,
  supportGroupMembers,
  supportGroups,
  transactions,
  users,
  wishlistItems,
  type StaffAuditKind,
  type StaffRole,
  type UserRow,
} from '../db/schema.js';
import { ApiError } from '../errors.js';
import { accountBlocked, mailVerificationLink } from './accounts.js';
import { cancelGatewaySubscription } from './gateway-customers.js';
import type { Services } from './context.js';
import { recordPackageChange } from './package-changes.js';
import { verifyPassword } from './passwords.js';
import { recordStaffAction } from './staff-audit.js';
import { activeStaffRole } from './staff-roles.js';
import { containing, pageOf } from './staff.js';

/** The durable job that refunds (part of) a payment at the gateway for staff. */
export const STAFF_REFUND_JOB = 'staff.refund';

type MemberRecord = Schema<'MemberRecord'>;
type MemberDetail = Schema<'StaffMemberDetail'>;
type MemberPayment = Schema<'StaffMemberPayment'>;

export interface MemberQuery {
  page?: number;
  pageSize?: number;
  sort?: 'name' | 'email' | 'createdAt' | 'packageExpiresAt';
  order?: 'asc' | 'desc';
  search?: string;
  package?: string;
  verified?: boolean;
  blocked?: boolean;
  staffRole?: StaffRole;
}

interface RefundPayload {
  requestId: string;
  paymentId: string;
  amountCents: number;
}

const DAY_MS = 86_400_000;
/** What an erased account's address becomes: unique, never deliverable (RFC 2606 `.invalid`). */
const erasedEmail = (id: string) => `erased-${id}@erased.invalid`;

const notFound = () => new ApiError(404, 'There is no member with this id.', 'MEMBER_NOT_FOUND');
const conflict = (message: string, code: string) => new ApiError(409, message, code);
const isStaff = () =>
  conflict('This account is staff: manage it in the staff team first.', 'MEMBER_IS_STAFF');

/** Is the package held now (not lapsed)? */
const holds = (user: Pick<UserRow, 'packageId' | 'packageExpiresAt'>, now: Date) =>
  Boolean(user.packageId && (!user.packageExpiresAt || user.packageExpiresAt > now));

function toRecord(user: UserRow, pkg: { id: string; name: string } | null, now: Date): MemberRecord {
  return {
    uuid: user.id,
    email: user.email,
    name: user.name,
    verified: Boolean(user.emailVerifiedAt),
    blocked: Boolean(user.blockedAt),
    staffRole: activeStaffRole(user),
    package: pkg && holds(user, now) ? { uuid: pkg.id, name: pkg.name } : null,
    packageExpiresAt: user.packageExpiresAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  // A leading = + - @ would be read as a formula by spreadsheets: quote it as text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * The members' directory and staff's help to a member (staff/members), and the member's own data and deletion.
 * Every staff write is audited (who, when, what, why) in its own transaction.
 */
export function memberService(services: Services) {
  const { db, clock, jobs, gateway } = services;

  function filtersOf(query: MemberQuery) {
    const now = clock();
    const filters: (SQL | undefined)[] = [isNull(users.erasedAt)];
    const text = query.search?.trim();
    if (text) filters.push(or(ilike(users.name, containing(text)), ilike(users.email, containing(text))));
    if (query.package === 'none') {
      filters.push(or(isNull(users.packageId), sql`${users.packageExpiresAt} <= ${now}`));
    } else if (query.package) {
      filters.push(
        eq(users.packageId, query.package),
        or(isNull(users.packageExpiresAt), sql`${users.packageExpiresAt} > ${now}`),
      );
    }
    if (query.verified !== undefined) {
      filters.push(query.verified ? isNotNull(users.emailVerifiedAt) : isNull(users.emailVerifiedAt));
    }
    if (query.blocked !== undefined) {
      filters.push(query.blocked ? isNotNull(users.blockedAt) : isNull(users.blockedAt));
    }
    if (query.staffRole) filters.push(eq(users.role, 'staff'), eq(users.staffRole, query.staffRole));
    return and(...filters);
  }

  function orderOf(query: MemberQuery) {
    const columns = {
      name: sql`lower(coalesce(${users.name}, ${users.email}))`,
      email: users.email,
      createdAt: users.createdAt,
      packageExpiresAt: users.packageExpiresAt,
    };
    const direction = (query.order ?? 'desc') === 'desc' ? desc : asc;
    return [direction(columns[query.sort ?? 'createdAt']), direction(users.id)];
  }

  const selectRows = () =>
    db
      .select({ user: users, pkg: { id: packages.id, name: packages.name } })
      .from(users)
      .leftJoin(packages, eq(packages.id, users.packageId));

  async function loadMember(id: string, executor: Database = db) {
    const [user] = await executor
      .select()
      .from(users)
      .where(and(eq(users.id, id), isNull(users.erasedAt)));
    if (!user) throw notFound();
    return user;
  }

  async function recordOf(id: string): Promise<MemberRecord> {
    const [row] = await selectRows().where(eq(users.id, id));
    if (!row) throw notFound();
    return toRecord(row.user, row.pkg, clock());
  }

  /** Locks the member's row for an action and writes the action's audit row with it. */
  async function act<T>(
    actor: UserRow,
    id: string,
    kind: StaffAuditKind,
    reason: string,
    work: (
      tx: Database,
      member: UserRow,
      now: Date,
    ) => Promise<{ details?: Record<string, unknown>; value: T }>,
  ): Promise<T> {
    const now = clock();
    return db.transaction(async (raw) => {
      const tx = raw as unknown as Database;
      const [member] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, id), isNull(users.erasedAt)))
        .for('update');
      if (!member) throw notFound();
      const { details, value } = await work(tx, member, now);
      await recordStaffAction(tx, {
        staffId: actor.id,
        kind,
        target: { type: 'users', id },
        details: { email: member.email, ...details },
        reason: reason.trim(),
        at: now,
      });
      return value;
    });
  }

  async function paymentsOf(userId: string): Promise<MemberPayment[]> {
    const [rows, refunds] = await Promise.all([
      db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt)),
      db
        .select()
        .from(transactions)
        .where(and(eq(transactions.userId, userId), eq(transactions.type, 'refund')))
        .orderBy(asc(transactions.transactionDate)),
    ]);
    return rows.map((p) => ({
      uuid: p.id,
      kind: p.kind,
      description: p.description,
      amountCents: p.amountCents,
      refundedCents: p.status === 'refunded' ? p.amountCents : p.refundedCents,
      currency: p.currency,
      status: p.status,
      createdAt: p.createdAt.toISOString(),
      refunds: refunds
        .filter((r) => r.paymentId === p.id)
        .map((r) => ({
          at: r.transactionDate.toISOString(),
          amountCents: Math.round(r.total * 100),
          reference: r.transactionId,
        })),
    }));
  }

  async function detail(user: UserRow): Promise<MemberDetail> {
    const now = clock();
    const [pkg] = user.packageId
      ? await db
          .select({ id: packages.id, name: packages.name })
          .from(packages)
          .where(eq(packages.id, user.packageId))
      : [];
    const [paid, given, payments_, registrations, groups, heroSessions, evOrders, mpOrders, mails] =
      await Promise.all([
        db
          .select({ at: payments.fulfilledAt, name: packages.name })
          .from(payments)
          .innerJoin(packages, eq(packages.id, payments.packageId))
          .where(
            and(eq(payments.userId, user.id), eq(payments.kind, 'package'), isNotNull(payments.fulfilledAt)),
          ),
        db
          .select({ entry: staffAudit, by: users.email })
          .from(staffAudit)
          .leftJoin(users, eq(users.id, staffAudit.staffId))
          .where(
            and(
              eq(staffAudit.targetType, 'users'),
              eq(staffAudit.targetId, user.id),
              inArray(staffAudit.kind, ['member-package-given', 'member-package-cancelled']),
            ),
          ),
        paymentsOf(user.id),
        db
          .select({ row: eventRegistrations, event: events.name })
          .from(eventRegistrations)
          .innerJoin(events, eq(events.id, eventRegistrations.eventId))
          .where(eq(eventRegistrations.userId, user.id))
          .orderBy(desc(eventRegistrations.createdAt)),
        db
          .select({ row: supportGroupMembers, group: supportGroups.name })
          .from(supportGroupMembers)
          .innerJoin(supportGroups, eq(supportGroups.id, supportGroupMembers.groupId))
          .where(eq(supportGroupMembers.userId, user.id))
          .orderBy(desc(supportGroupMembers.requestedAt)),
        db
          .select({ row: healthHeroSessions, hero: healthHeroes.name })
          .from(healthHeroSessions)
          .innerJoin(healthHeroes, eq(healthHeroes.id, healthHeroSessions.heroId))
          .where(eq(healthHeroSessions.userId, user.id))
          .orderBy(desc(healthHeroSessions.createdAt)),
        db.select().from(eventOrders).where(eq(eventOrders.userId, user.id)),
        db.select().from(marketplaceOrders).where(eq(marketplaceOrders.userId, user.id)),
        db
          .select({ id: mailOutbox.id, subject: mailOutbox.subject, at: mailOutbox.createdAt })
          .from(mailOutbox)
          .where(eq(mailOutbox.to, user.email))
          .orderBy(desc(mailOutbox.createdAt))
          .limit(200),
      ]);
    const history: MemberDetail['packageHistory'] = [
      ...paid.map((p) => ({
        at: p.at!.toISOString(),
        kind: 'paid' as const,
        package: p.name,
        days: null,
        by: null,
        reason: null,
      })),
      ...given.map(({ entry, by }) => ({
        at: entry.at.toISOString(),
        kind: entry.kind === 'member-package-given' ? ('given' as const) : ('cancelled' as const),
        package: (entry.details.package as string | undefined) ?? null,
        days: (entry.details.days as number | undefined) ?? null,
        by,
        reason: entry.reason,
      })),
    ].sort((a, b) => b.at.localeCompare(a.at));
    const orders: MemberDetail['orders'] = [
      ...evOrders.map((o) => ({
        id: `E-${o.id}`,
        kind: 'event' as const,
        status: o.status,
        totalCents: o.totalCents,
        createdAt: o.createdAt.toISOString(),
      })),
      ...mpOrders.map((o) => ({
        id: String(o.id),
        kind: 'marketplace' as const,
        status: o.status,
        totalCents: o.totalCents,
        createdAt: o.createdAt.toISOString(),
      })),
    ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return {
      member: toRecord(user, pkg ?? null, now),
      profile: {
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
        locale: user.locale,
      },
      packageHistory: history,
      payments: payments_,
      registrations: registrations.map(({ row, event }) => ({
        uuid: row.id,
        event,
        quantity: row.quantity,
        active: row.isActive,
        createdAt: row.createdAt.toISOString(),
      })),
      groups: groups.map(({ row, group }) => ({
        uuid: row.id,
        group,
        status: row.leftAt
          ? 'left'
          : row.isActive === null
            ? 'pending'
            : row.isActive
              ? 'member'
              : 'rejected',
        requestedAt: row.requestedAt.toISOString(),
      })),
      sessions: heroSessions.map(({ row, hero }) => ({
        uuid: row.id,
        hero,
        date: row.sessionDate,
        time: row.sessionTime,
        status: row.isActive === null ? 'pending' : row.isActive ? 'accepted' : 'rejected',
      })),
      orders,
      mails: mails.map((m) => ({ uuid: m.id, subject: m.subject, at: m.at.toISOString() })),
    };
  }

  /**
   * Removes the member's personal data, uploads and sessions in one transaction; the row stays, anonymised, so
   * payments, transactions and orders keep their owner for the books. Files are removed after the commit.
   */
  async function erase(tx: Database, member: UserRow, now: Date) {
    if (member.role === 'staff') throw isStaff();
    const [applications, heroSessions] = await Promise.all([
      tx.select().from(healthHeroApplications).where(eq(healthHeroApplications.userId, member.id)),
      tx
        .select({ id: healthHeroSessions.id })
        .from(healthHeroSessions)
        .where(eq(healthHeroSessions.userId, member.id)),
    ]);
    const id = member.id;
    await services.sessions.revokeAll(id, undefined, tx);
    await tx.delete(sessions).where(eq(sessions.userId, id));
    await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, id));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, id));
    await tx.delete(pushTokens).where(eq(pushTokens.userId, id));
    await tx.delete(calendarEntries).where(eq(calendarEntries.userId, id));
    await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, id));
    await tx.delete(cartItems).where(eq(cartItems.userId, id));
    await tx.delete(wishlistItems).where(eq(wishlistItems.userId, id));
    await tx.delete(productReviews).where(eq(productReviews.userId, id));
    await tx.delete(supportGroupMembers).where(eq(supportGroupMembers.userId, id));
    if (heroSessions.length) await tx.delete(healthHeroSessions).where(eq(healthHeroSessions.userId, id));
    if (applications.length)
      await tx.delete(healthHeroApplications).where(eq(healthHeroApplications.userId, id));
    await tx.update(healthHeroes).set({ userId: null }).where(eq(healthHeroes.userId, id));
    await tx.delete(mailOutbox).where(eq(mailOutbox.to, member.email));
    // Orders stay for the books, without the name, address and phone they were shipped to.
    await tx
      .update(marketplaceOrders)
      .set({
        billing: {
          first_name: '',
          last_name: '',
          address_1: '',
          address_2: '',
          city: '',
          state: '',
          postcode: '',
          country: '',
          phone: '',
        },
      })
      .where(eq(marketplaceOrders.userId, id));
    await tx
      .update(users)
      .set({
        email: erasedEmail(id),
        passwordHash: null,
        googleSubject: null,
        emailVerifiedAt: null,
        name: null,
        mobile: null,
        ageGroup: null,
        gender: null,
        addressLine1: null,
        addressLine2: null,
        city: null,
        state: null,
        zipCode: null,
        country: null,
        countryCode: null,
        image: null,
        coverImage: null,
        cardPaymentMethodId: null,
        cardBrand: null,
        cardLast4: null,
        packageId: null,
        packageExpiresAt: null,
        subscriptionType: null,
        locale: null,
        shellSettings: null,
        shortcuts: [],
        staffRole: null,
        staffDeactivatedAt: null,
        blockedAt: null,
        erasedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, id));
    if (member.packageId) {
      await recordPackageChange(tx, {
        userId: id,
        kind: 'erased',
        fromPackageId: member.packageId,
        toPackageId: null,
        expiresAt: null,
        at: now,
      });
    }
    return async () => {
      await cancelGatewaySubscription(services, member);
      await services.storage.remove(member.image);
      await services.storage.remove(member.coverImage);
      for (const application of applications) {
        await services.privateFiles.remove(application.storyFile);
        await services.privateFiles.remove(application.documentsFile);
      }
      services.sessions.changedHere(id);
    };
  }

  jobs.register(STAFF_REFUND_JOB, async (raw, context) => {
    const payload = raw as unknown as RefundPayload;
    const [payment] = await db.select().from(payments).where(eq(payments.id, payload.paymentId));
    if (!payment?.intentId) {
      await context.finish(db);
      return;
    }
    // One gateway refund per request, however often the job runs (the idempotency key).
    const refund = await gateway.refundPayment(
      {
        intentId: payment.intentId,
        amountCents: payload.amountCents,
        metadata: { paymentId: payment.id, staffRefund: payload.requestId, userId: payment.userId },
      },
      `staff-refund-${payload.requestId}`,
    );
    const mailJob = await db.transaction(async (raw_) => {
      const tx = raw_ as unknown as Database;
      const [locked] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
      if (!locked) return null;
      const now = clock();
      await tx.insert(transactions).values({
        userId: locked.userId,
        paymentId: locked.id,
        transactionId: refund.refundId,
        name: locked.description,
        remarks: 'Refund by staff',
        total: refund.amountCents / 100,
        type: 'refund',
        status: true,
        packageId: locked.packageId,
        eventId: locked.eventId,
        transactionDate: now,
      });
      const [{ done } = { done: 0 }] = await tx
        .select({ done: sql<number>`coalesce(sum(${transactions.total}), 0)::float8` })
        .from(transactions)
        .where(and(eq(transactions.paymentId, locked.id), eq(transactions.type, 'refund')));
      if (Math.round(Number(done) * 100) >= locked.amountCents) {
        await tx
          .update(payments)
          .set({ status: 'refunded', updatedAt: now })
          .where(eq(payments.id, locked.id));
      }
      const id = await services.mails.enqueue(tx, locked.userId, `staff-refund:${payload.requestId}`, {
        template: 'refund',
        paymentId: locked.id,
        amountCents: refund.amountCents,
        reference: refund.refundId,
      });
      await context.finish(tx);
      return id;
    });
    if (mailJob) await services.mails.sendNow([mailJob]);
  });

  return {
    async list(query: MemberQuery) {
      const { page, pageSize, offset } = pageOf(query);
      const where = filtersOf(query);
      const now = clock();
      const [rows, [total]] = await Promise.all([
        selectRows()
          .where(where)
          .orderBy(...orderOf(query))
          .limit(pageSize)
          .offset(offset),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return {
        items: rows.map((r) => toRecord(r.user, r.pkg, now)),
        total: total?.n ?? 0,
        page,
        pageSize,
      };
    },

    /** Every matching row (no paging), as CSV for a spreadsheet. */
    async csv(query: MemberQuery) {
      const now = clock();
      const rows = await selectRows()
        .where(filtersOf(query))
        .orderBy(...orderOf(query));
      const header = [
        'uuid',
        'email',
        'name',
        'verified',
        'blocked',
        'staffRole',
        'package',
        'packageExpiresAt',
        'createdAt',
      ];
      const lines = rows.map((r) => {
        const m = toRecord(r.user, r.pkg, now);
        return [
          m.uuid,
          m.email,
          m.name,
          m.verified,
          m.blocked,
          m.staffRole,
          m.package?.name,
          m.packageExpiresAt,
          m.createdAt,
        ]
          .map(csvCell)
          .join(',');
      });
      return [header.join(','), ...lines].join('\r\n') + '\r\n';
    },

    async detail(id: string) {
      return detail(await loadMember(id));
    },

    /** The member's own data (the file of "Download my data"). */
    async ownData(user: UserRow) {
      return detail(await loadMember(user.id));
    },

    async resendVerification(actor: UserRow, id: string, reason: string) {
      const member = await act(actor, id, 'member-verification-resent', reason, async (_tx, member) => {
        if (member.emailVerifiedAt) {
          throw conflict('This e-mail address is confirmed already.', 'EMAIL_ALREADY_VERIFIED');
        }
        return { value: member };
      });
      await mailVerificationLink(services, member);
    },

    async givePackage(actor: UserRow, id: string, body: { packageId: string; days: number; reason: string }) {
      const [pkg] = await db.select().from(packages).where(eq(packages.id, body.packageId));
      if (!pkg) throw conflict('There is no package with this id.', 'PACKAGE_NOT_FOUND');
      let before: UserRow | undefined;
      await act(actor, id, 'member-package-given', body.reason, async (tx, member, now) => {
        before = member;
        // The same package still held is extended from its end; anything else starts now.
        const from =
          member.packageId === pkg.id && member.packageExpiresAt && member.packageExpiresAt > now
            ? member.packageExpiresAt
            : now;
        const until = new Date(from.getTime() + body.days * DAY_MS);
        await tx
          .update(users)
          .set({ packageId: pkg.id, packageExpiresAt: until, updatedAt: now })
          .where(eq(users.id, id));
        await recordPackageChange(tx, {
          userId: id,
          kind: 'given',
          fromPackageId: member.packageId,
          toPackageId: pkg.id,
          expiresAt: until,
          at: now,
        });
        return {
          details: { package: pkg.name, packageId: pkg.id, days: body.days, until: until.toISOString() },
          value: undefined,
        };
      });
      // Another package replaces the paid one: its subscription must not renew over it.
      if (before && before.packageId !== pkg.id) await cancelGatewaySubscription(services, before);
      services.sessions.changedHere(id);
      return recordOf(id);
    },

    async cancelPackage(actor: UserRow, id: string, reason: string) {
      const member = await act(actor, id, 'member-package-cancelled', reason, async (tx, member, now) => {
        if (!holds(member, now)) throw conflict('This member holds no package.', 'NO_PACKAGE');
        const [pkg] = await tx
          .select({ name: packages.name })
          .from(packages)
          .where(eq(packages.id, member.packageId!));
        await tx
          .update(users)
          .set({ packageId: null, packageExpiresAt: null, subscriptionType: null, updatedAt: now })
          .where(eq(users.id, id));
        await recordPackageChange(tx, {
          userId: id,
          kind: 'removed',
          fromPackageId: member.packageId,
          toPackageId: null,
          expiresAt: null,
          at: now,
        });
        return { details: { package: pkg?.name ?? null, packageId: member.packageId }, value: member };
      });
      await cancelGatewaySubscription(services, member);
      services.sessions.changedHere(id);
      return recordOf(id);
    },

    async refund(
      actor: UserRow,
      id: string,
      body: { paymentId: string; amountCents?: number; reason: string },
    ) {
      const jobId = await act(actor, id, 'member-refund-requested', body.reason, async (tx, _member, now) => {
        const [payment] = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.id, body.paymentId), eq(payments.userId, id)))
          .for('update');
        if (!payment) throw conflict('This member has no payment with this id.', 'PAYMENT_NOT_FOUND');
        const charged = ['succeeded', 'refunded'].includes(payment.status) && payment.intentId;
        if (!charged || payment.amountCents <= 0) {
          throw conflict(
            'This payment was never charged: there is nothing to refund.',
            'PAYMENT_NOT_REFUNDABLE',
          );
        }
        const refunded = payment.status === 'refunded' ? payment.amountCents : payment.refundedCents;
        const left = payment.amountCents - refunded;
        const amount = body.amountCents ?? left;
        if (amount <= 0 || amount > left) {
          throw conflict(
            `The refund is larger than what is left of the payment (${(left / 100).toFixed(2)}).`,
            'REFUND_TOO_LARGE',
          );
        }
        // Reserved now, under the row's lock: two refunds at once can never give back more than was paid.
        await tx
          .update(payments)
          .set({ refundedCents: refunded + amount, updatedAt: now })
          .where(eq(payments.id, payment.id));
        const requestId = crypto.randomUUID();
        const job = await jobs.enqueue(tx, {
          kind: STAFF_REFUND_JOB,
          key: `staff-refund:${requestId}`,
          payload: { requestId, paymentId: payment.id, amountCents: amount } satisfies RefundPayload,
        });
        return {
          details: { paymentId: payment.id, amountCents: amount, currency: payment.currency, requestId },
          value: job,
        };
      });
      await jobs.run([jobId]);
      const found = (await paymentsOf(id)).find((p) => p.uuid === body.paymentId);
      if (!found) throw new Error('the refunded payment vanished');
      return found;
    },

    async setBlocked(actor: UserRow, id: string, body: { blocked: boolean; reason: string }) {
      if (id === actor.id) throw conflict('You cannot block your own account.', 'STAFF_SELF_CHANGE');
      const kind = body.blocked ? 'member-blocked' : 'member-unblocked';
      await act(actor, id, kind, body.reason, async (tx, member, now) => {
        if (member.role === 'staff') throw isStaff();
        await tx
          .update(users)
          .set({ blockedAt: body.blocked ? (member.blockedAt ?? now) : null, updatedAt: now })
          .where(eq(users.id, id));
        // Their sessions end with the commit, in every process (the sessions' change is notified).
        if (body.blocked) await services.sessions.revokeAll(id, undefined, tx);
        return { value: undefined };
      });
      services.sessions.changedHere(id);
      return recordOf(id);
    },

    async erase(actor: UserRow, id: string, reason: string) {
      if (id === actor.id) throw conflict('You cannot erase your own account here.', 'STAFF_SELF_CHANGE');
      const after = await act(actor, id, 'member-erased', reason, async (tx, member, now) => ({
        value: await erase(tx, member, now),
      }));
      await after();
    },

    /** "Delete my account": the member's own erasure, after their password. */
    async deleteOwn(user: UserRow, password: string) {
      if (user.blockedAt) throw accountBlocked();
      if (!(await verifyPassword(user.passwordHash, password))) {
        throw new ApiError(400, 'The password is not right.', 'PASSWORD_INVALID');
      }
      const after = await db.transaction(async (raw) => {
        const tx = raw as unknown as Database;
        const [member] = await tx
          .select()
          .from(users)
          .where(and(eq(users.id, user.id), isNull(users.erasedAt)))
          .for('update');
        if (!member) throw notFound();
        return erase(tx, member, clock());
      });
      await after();
    },
  };
}

export type MemberService = ReturnType<typeof memberService>;
