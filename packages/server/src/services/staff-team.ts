import type { Schema } from '@wellness/api';
import { and, asc, count, desc, eq, gt, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Mailer } from '../adapters/mail/index.js';
import type { Database } from '../db/index.js';
import { passwordResetTokens, staffInvitations, users, type StaffRole, type UserRow } from '../db/schema.js';
import { ApiError } from '../errors.js';
import { hashOneTimeToken, newOneTimeToken, VERIFICATION_TOKEN_TTL_MS } from './one-time-tokens.js';
import type { LinkMail } from './link-mails.js';
import type { SessionService } from './sessions.js';
import { recordStaffAction } from './staff-audit.js';
import { activeStaffRole, ownerOnly, staffOnly } from './staff-roles.js';
import { containing, pageOf } from './staff.js';
import { normaliseEmail } from './users.js';

/** An invitation's link works once, for 7 days. */
export const INVITATION_TTL_MS = 7 * 86400 * 1000;
/** The first owner's link (the reset flow) works once, for 24 hours. */
export const OWNER_LINK_TTL_MS = VERIFICATION_TOKEN_TTL_MS;

type StaffAccount = Schema<'StaffAccount'>;
type StaffInvitation = Schema<'StaffInvitation'>;

const notFound = () => new ApiError(404, 'There is no staff member with this id.', 'STAFF_NOT_FOUND');
const invitationNotFound = () =>
  new ApiError(404, 'There is no open invitation with this id.', 'INVITATION_NOT_FOUND');

function toStaffAccount(user: UserRow): StaffAccount {
  return {
    uuid: user.id,
    email: user.email,
    name: user.name,
    role: user.staffRole as StaffRole,
    active: user.role === 'staff',
    createdAt: user.createdAt.toISOString(),
  };
}

interface MailSettings {
  publicUrl: string;
  organisationName: string;
}

/**
 * Owners and admins manage the staff: invitations (a one-time link, 7 days, that sets the password), roles,
 * deactivation (sessions end at once). Only an owner touches an owner. Every change is audited in its transaction.
 */
export function staffTeamService(deps: {
  db: Database;
  clock: () => Date;
  sessions: Pick<SessionService, 'revokeAll'>;
  /** link-mails.ts `sendLinkMail`: now, or by a job while the mail server is down. */
  sendLinkMail: (mail: LinkMail) => Promise<void>;
}) {
  const { db, clock, sessions, sendLinkMail } = deps;

  /** The actor's role; an admin may not act on owners (or make one). */
  function mayManage(actor: UserRow, ...roles: (StaffRole | null | undefined)[]) {
    const role = activeStaffRole(actor);
    if (!role) throw staffOnly();
    if (role !== 'owner' && roles.includes('owner')) throw ownerOnly();
  }

  return {
    async list(query: { page?: number; pageSize?: number; search?: string; role?: StaffRole }) {
      const { page, pageSize, offset } = pageOf(query);
      const filters: (SQL | undefined)[] = [isNotNull(users.staffRole)];
      if (query.role) filters.push(eq(users.staffRole, query.role));
      const text = query.search?.trim();
      if (text) filters.push(or(ilike(users.name, containing(text)), ilike(users.email, containing(text))));
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(asc(users.email), asc(users.id))
          .limit(pageSize)
          .offset(offset),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { items: rows.map(toStaffAccount), total: total?.n ?? 0, page, pageSize };
    },

    async update(
      actor: UserRow,
      id: string,
      change: { role?: StaffRole; active?: boolean; reason?: string },
    ): Promise<StaffAccount> {
      if (id === actor.id) {
        throw new ApiError(409, 'You cannot change your own staff account.', 'STAFF_SELF_CHANGE');
      }
      const now = clock();
      const reason = change.reason?.trim() || null;
      return db.transaction(async (tx) => {
        const [target] = await tx
          .select()
          .from(users)
          .where(and(eq(users.id, id), isNotNull(users.staffRole)))
          .for('update');
        if (!target) throw notFound();
        mayManage(actor, target.staffRole, change.role);
        let row = target;
        const audit = (kind: Schema<'StaffAuditKind'>, details: Record<string, unknown>) =>
          recordStaffAction(tx as unknown as Database, {
            staffId: actor.id,
            kind,
            target: { type: 'users', id },
            details: { email: target.email, ...details },
            reason,
            at: now,
          });
        if (change.role && change.role !== target.staffRole) {
          [row = row] = await tx
            .update(users)
            .set({ staffRole: change.role, updatedAt: now })
            .where(eq(users.id, id))
            .returning();
          await audit('staff-role-changed', { from: target.staffRole, to: change.role });
        }
        const active = target.role === 'staff';
        if (change.active === false && active) {
          [row = row] = await tx
            .update(users)
            .set({ role: 'user', staffDeactivatedAt: now, updatedAt: now })
            .where(eq(users.id, id))
            .returning();
          // Their sessions end with the commit, in every process (the sessions' change is notified).
          await sessions.revokeAll(id, undefined, tx as unknown as Database);
          await audit('staff-deactivated', { role: row.staffRole });
        } else if (change.active === true && !active) {
          [row = row] = await tx
            .update(users)
            .set({ role: 'staff', staffDeactivatedAt: null, updatedAt: now })
            .where(eq(users.id, id))
            .returning();
          await audit('staff-reactivated', { role: row.staffRole });
        }
        return toStaffAccount(row);
      });
    },

    async invitations(): Promise<StaffInvitation[]> {
      const now = clock();
      const rows = await db
        .select({ invitation: staffInvitations, by: users.email })
        .from(staffInvitations)
        .leftJoin(users, eq(users.id, staffInvitations.invitedBy))
        .where(
          and(
            isNull(staffInvitations.acceptedAt),
            isNull(staffInvitations.revokedAt),
            gt(staffInvitations.expiresAt, now),
          ),
        )
        .orderBy(desc(staffInvitations.createdAt), desc(staffInvitations.id));
      return rows.map(({ invitation, by }) => ({
        uuid: invitation.id,
        email: invitation.email,
        role: invitation.role,
        invitedBy: by,
        createdAt: invitation.createdAt.toISOString(),
        expiresAt: invitation.expiresAt.toISOString(),
      }));
    },

    async invite(actor: UserRow, body: { email: string; role: StaffRole }): Promise<StaffInvitation> {
      mayManage(actor, body.role);
      const email = normaliseEmail(body.email);
      const now = clock();
      // A placeholder until the mail makes the link (link-mails.ts): nobody holds this token.
      const { hash } = newOneTimeToken();
      const invitation = await db.transaction(async (tx) => {
        const [existing] = await tx.select().from(users).where(eq(users.email, email));
        if (existing && activeStaffRole(existing)) {
          throw new ApiError(409, 'This address is already staff.', 'ALREADY_STAFF');
        }
        // Only the newest invitation to an address works.
        await tx
          .update(staffInvitations)
          .set({ revokedAt: now })
          .where(
            and(
              eq(staffInvitations.email, email),
              isNull(staffInvitations.acceptedAt),
              isNull(staffInvitations.revokedAt),
            ),
          );
        const [created] = await tx
          .insert(staffInvitations)
          .values({
            email,
            role: body.role,
            invitedBy: actor.id,
            tokenHash: hash,
            createdAt: now,
            expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
          })
          .returning();
        if (!created) throw new Error('invitation insert returned nothing');
        await recordStaffAction(tx as unknown as Database, {
          staffId: actor.id,
          kind: 'staff-invited',
          target: { type: 'staff_invitations', id: created.id },
          details: { email, role: body.role },
          at: now,
        });
        return created;
      });
      await sendLinkMail({ link: 'staff-invitation', invitationId: invitation.id });
      return {
        uuid: invitation.id,
        email,
        role: invitation.role,
        invitedBy: actor.email,
        createdAt: invitation.createdAt.toISOString(),
        expiresAt: invitation.expiresAt.toISOString(),
      };
    },

    async revokeInvitation(actor: UserRow, id: string): Promise<void> {
      const now = clock();
      await db.transaction(async (tx) => {
        const [open] = await tx
          .select()
          .from(staffInvitations)
          .where(
            and(
              eq(staffInvitations.id, id),
              isNull(staffInvitations.acceptedAt),
              isNull(staffInvitations.revokedAt),
              gt(staffInvitations.expiresAt, now),
            ),
          )
          .for('update');
        if (!open) throw invitationNotFound();
        mayManage(actor, open.role);
        await tx.update(staffInvitations).set({ revokedAt: now }).where(eq(staffInvitations.id, id));
        await recordStaffAction(tx as unknown as Database, {
          staffId: actor.id,
          kind: 'staff-invitation-revoked',
          target: { type: 'staff_invitations', id },
          details: { email: open.email, role: open.role },
          at: now,
        });
      });
    },
  };
}

/**
 * Uses an invitation's link (inside the reset flow's transaction): the address becomes staff with the role, with
 * this password, its e-mail confirmed by the link. Resolves to the account's id, or null when the token is no open
 * invitation's (unknown, used, revoked or expired).
 */
export async function acceptInvitation(
  tx: Database,
  token: string,
  passwordHash: string,
  now: Date,
): Promise<string | null> {
  const [invitation] = await tx
    .update(staffInvitations)
    .set({ acceptedAt: now })
    .where(
      and(
        eq(staffInvitations.tokenHash, hashOneTimeToken(token)),
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    )
    .returning();
  if (!invitation) return null;
  const staff = { role: 'staff' as const, staffRole: invitation.role, staffDeactivatedAt: null };
  const [existing] = await tx.select().from(users).where(eq(users.email, invitation.email)).for('update');
  const [account] = existing
    ? await tx
        .update(users)
        .set({ ...staff, passwordHash, emailVerifiedAt: existing.emailVerifiedAt ?? now, updatedAt: now })
        .where(eq(users.id, existing.id))
        .returning()
    : await tx
        .insert(users)
        .values({
          ...staff,
          email: invitation.email,
          passwordHash,
          emailVerifiedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
  if (!account) throw new Error('invitation acceptance wrote no account');
  await recordStaffAction(tx, {
    staffId: account.id,
    kind: 'staff-joined',
    target: { type: 'staff_invitations', id: invitation.id },
    details: { email: invitation.email, role: invitation.role, invitedBy: invitation.invitedBy },
    at: now,
  });
  return account.id;
}

/**
 * `pnpm admin create-owner EMAIL`: creates the account, or promotes an existing one, as an active owner, and gives
 * it a password link through the reset flow (24 hours, once; older links stop working). Audited with no staff
 * member (the command line). Resolves to the link, which is also mailed.
 */
export async function createOwner(deps: {
  db: Database;
  clock: () => Date;
  mailer: Mailer;
  settings: MailSettings;
  email: string;
}): Promise<{ link: string; created: boolean; mailed: boolean }> {
  const { db, clock, mailer, settings } = deps;
  const email = normaliseEmail(deps.email);
  const now = clock();
  const { token, hash } = newOneTimeToken();
  const owner = {
    role: 'staff' as const,
    staffRole: 'owner' as const,
    staffDeactivatedAt: null,
    updatedAt: now,
  };
  const created = await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, email)).for('update');
    const [account] = existing
      ? await tx.update(users).set(owner).where(eq(users.id, existing.id)).returning()
      : await tx
          .insert(users)
          .values({ ...owner, email, createdAt: now })
          .returning();
    if (!account) throw new Error('create-owner wrote no account');
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, account.id), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      userId: account.id,
      tokenHash: hash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + OWNER_LINK_TTL_MS),
    });
    await recordStaffAction(tx as unknown as Database, {
      staffId: null,
      kind: 'owner-created',
      target: { type: 'users', id: account.id },
      details: { email, from: existing ? (activeStaffRole(existing) ?? 'member') : null },
      at: now,
    });
    return !existing;
  });
  const link = `${settings.publicUrl}/reset/${token}`;
  // The link is printed as well: an operator whose mail is not set up yet still gets in.
  const mailed = await mailer
    .send({
      to: email,
      subject: `You are the owner of ${settings.organisationName}`,
      text: `You are now an owner of ${settings.organisationName}.\n\nChoose your password by opening this link within 24 hours (it works once):\n\n${link}\n`,
      link,
    })
    .then(
      () => true,
      () => false,
    );
  return { link, created, mailed };
}
