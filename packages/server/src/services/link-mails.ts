import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../adapters/mail/index.js';
import type { Database } from '../db/index.js';
import { emailVerificationTokens, passwordResetTokens, staffInvitations, users } from '../db/schema.js';
import type { JobRunner } from './jobs.js';
import { RESET_TOKEN_TTL_MS, VERIFICATION_TOKEN_TTL_MS, newOneTimeToken } from './one-time-tokens.js';

/**
 * Mails that carry a one-time link: confirm the address, reset the password, join the staff. The request sends it
 * at once; when the mail server refuses, the request still succeeds (it answered 500 after the account was made)
 * and the mail becomes a durable job that retries until the server is back. Each attempt makes its own link: the
 * raw token is never stored, and a retry mails a new link (the one before reached nobody).
 */
export const LINK_MAIL_JOB = 'link-mail';

export type LinkMail =
  | { link: 'verify-email'; userId: string }
  | { link: 'reset-password'; userId: string }
  | { link: 'staff-invitation'; invitationId: string };

export interface LinkMailDeps {
  db: Database;
  clock: () => Date;
  mailer: Mailer;
  jobs: JobRunner;
  config: { publicUrl: string; organisationName: string };
  log: FastifyBaseLogger;
}

/** Sends the mail now; if the mail server fails, records a job that sends it later. Never throws for the mail. */
export async function sendLinkMail(deps: LinkMailDeps, mail: LinkMail): Promise<void> {
  try {
    await deliverLinkMail(deps, mail);
  } catch (error) {
    deps.log.warn({ err: error, mail: mail.link }, 'a link mail could not be sent now; a job retries it');
    await deps.jobs.enqueue(deps.db, { kind: LINK_MAIL_JOB, payload: mail });
  }
}

/** Registers the job that retries link mails (once per server, in app.ts). */
export function registerLinkMails(deps: LinkMailDeps) {
  deps.jobs.register(LINK_MAIL_JOB, (payload) => deliverLinkMail(deps, payload as unknown as LinkMail));
}

/** Writes the mail's link (a new one-time token) and sends it. */
async function deliverLinkMail({ db, clock, mailer, config }: LinkMailDeps, mail: LinkMail) {
  const name = config.organisationName;

  async function verifyEmail(userId: string) {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user || user.emailVerifiedAt) return; // gone, or confirmed meanwhile: nothing to send
    const { token, hash } = newOneTimeToken();
    const now = clock();
    await db.insert(emailVerificationTokens).values({
      userId: user.id,
      tokenHash: hash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + VERIFICATION_TOKEN_TTL_MS),
    });
    const link = `${config.publicUrl}/verify/email/${token}`;
    await mailer.send({
      to: user.email,
      subject: `Confirm your e-mail address for ${name}`,
      text: `Welcome to ${name}!\n\nPlease confirm your e-mail address by opening this link within 24 hours:\n\n${link}\n\nIf you did not create an account, you can ignore this mail.\n`,
      link,
    });
  }

  async function resetPassword(userId: string) {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) return;
    const { token, hash } = newOneTimeToken();
    const now = clock();
    await db.transaction(async (tx) => {
      // Only the newest link works.
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
      await tx.insert(passwordResetTokens).values({
        userId: user.id,
        tokenHash: hash,
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      });
    });
    const link = `${config.publicUrl}/reset/${token}`;
    await mailer.send({
      to: user.email,
      subject: `Reset your ${name} password`,
      text: `Someone asked to reset the password of your ${name} account.\n\nTo choose a new password, open this link within one hour (it works once):\n\n${link}\n\nIf it was not you, ignore this mail: your password stays as it is.\n`,
      link,
    });
  }

  async function staffInvitation(invitationId: string) {
    const { token, hash } = newOneTimeToken();
    // The invitation's link is the token made now; one accepted, revoked or expired meanwhile is not mailed.
    const [open] = await db
      .update(staffInvitations)
      .set({ tokenHash: hash })
      .where(
        and(
          eq(staffInvitations.id, invitationId),
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.revokedAt),
          gt(staffInvitations.expiresAt, clock()),
        ),
      )
      .returning();
    if (!open) return;
    const link = `${config.publicUrl}/reset/${token}`;
    await mailer.send({
      to: open.email,
      subject: `You are invited to the ${name} staff`,
      text: `You are invited to join the ${name} staff as ${open.role}.\n\nTo accept, choose your password by opening this link within 7 days (it works once):\n\n${link}\n\nIf you did not expect this invitation, ignore this mail.\n`,
      link,
    });
  }

  if (mail.link === 'verify-email') await verifyEmail(mail.userId);
  else if (mail.link === 'reset-password') await resetPassword(mail.userId);
  else await staffInvitation(mail.invitationId);
}
