import type { Schema } from '@wellness/api';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { emailVerificationTokens, passwordResetTokens, users, type UserRow } from '../db/schema.js';
import { ApiError, validationError } from '../errors.js';
import type { Services } from './context.js';
import { hashOneTimeToken } from './one-time-tokens.js';
import { sendLinkMail } from './link-mails.js';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.js';
import { acceptInvitation } from './staff-team.js';
import { activeStaffRole } from './staff-roles.js';
import { isProfileCompleted, loadUserView, normaliseEmail, settleLapsedPackage } from './users.js';

/** The schema checks the rules too; this keeps the server right if a schema is ever loosened. */
function checkNewPassword(field: string, password: string, confirmPassword: string, mismatch: string) {
  const problem = passwordProblem(password);
  if (problem) throw validationError(`/${field}`, problem);
  if (password !== confirmPassword) throw validationError('/confirmPassword', mismatch);
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

export const accountBlocked = () =>
  new ApiError(
    403,
    'This account has been blocked. Please contact support if you think this is a mistake.',
    'ACCOUNT_BLOCKED',
  );

/** A new e-mail confirmation link (24 hours, once), mailed to the member (later, if the mail server is down). */
export async function mailVerificationLink(services: Services, user: UserRow) {
  await sendLinkMail(services, { link: 'verify-email', userId: user.id });
}

/**
 * §1 accounts: sign-up and e-mail confirmation, password and Google sign-in, forgotten and changed passwords,
 * signing out. Rules and transactions live here; routes/account.ts parses, authorises and shapes the answers.
 */
export function accountService(services: Services) {
  const { db, clock, sessions } = services;

  const sendVerificationMail = (user: UserRow) => mailVerificationLink(services, user);

  async function findUserByEmail(email: string) {
    const [user] = await db
      .select()
      .from(users)
      .where(eq(users.email, normaliseEmail(email)));
    return user;
  }

  /** Login-style answer: a new session and the member as stored. */
  async function signedIn(user: UserRow) {
    await settleLapsedPackage(db, user, clock());
    return { token: await sessions.issue(user.id), user: await loadUserView(db, user.id, clock()) };
  }

  return {
    /** Creates a pending account and mails its confirmation link; a pending address gets a fresh link (409). */
    async signUp(body: Schema<'SignUpRequest'>): Promise<void> {
      checkNewPassword(
        'password',
        body.password,
        body.confirmPassword,
        'Password and Confirm Password do not match',
      );
      const email = normaliseEmail(body.email);
      const existing = await findUserByEmail(email);
      if (existing?.emailVerifiedAt) {
        throw new ApiError(409, 'An account with this email already exist!', 'EMAIL_EXISTS');
      }
      if (existing) {
        // Signing up again never changes the password of a pending account (anyone can post this form with
        // anyone's address): the mailbox gets a fresh verification link, and a member who does not know the
        // password chooses a new one through 'forgot password', which proves the mailbox too. Only the newest link
        // confirms.
        await db
          .update(emailVerificationTokens)
          .set({ usedAt: clock() })
          .where(
            and(eq(emailVerificationTokens.userId, existing.id), isNull(emailVerificationTokens.usedAt)),
          );
        await sendVerificationMail(existing);
        throw new ApiError(409, 'Please Conform Your Email', 'EMAIL_NOT_CONFIRMED');
      }
      // Hashing takes tens of milliseconds: never while a transaction holds a connection.
      const passwordHash = await hashPassword(body.password);
      let created: UserRow | undefined;
      try {
        [created] = await db
          .insert(users)
          .values({
            email,
            passwordHash,
            createdAt: clock(),
            updatedAt: clock(),
          })
          .returning();
      } catch (error) {
        if (isUniqueViolation(error))
          throw new ApiError(409, 'Please Conform Your Email', 'EMAIL_NOT_CONFIRMED');
        throw error;
      }
      if (!created) throw new Error('user insert returned nothing');
      await sendVerificationMail(created);
    },

    /** Confirms the address of the link's account; a link works once, before it expires. */
    async verifyEmail(token: string): Promise<void> {
      const [row] = await db
        .select({ token: emailVerificationTokens, user: users })
        .from(emailVerificationTokens)
        .innerJoin(users, eq(users.id, emailVerificationTokens.userId))
        .where(eq(emailVerificationTokens.tokenHash, hashOneTimeToken(token)));
      const invalid = new ApiError(400, 'Error! Something went wrong.', 'VERIFICATION_TOKEN_INVALID');
      if (!row) throw invalid;
      if (row.user.emailVerifiedAt) {
        throw new ApiError(400, 'Error! Unable to create user', 'EMAIL_ALREADY_VERIFIED');
      }
      const now = clock();
      if (row.token.usedAt || row.token.expiresAt <= now) throw invalid;
      await db.transaction(async (tx) => {
        const [used] = await tx
          .update(emailVerificationTokens)
          .set({ usedAt: now })
          .where(and(eq(emailVerificationTokens.id, row.token.id), isNull(emailVerificationTokens.usedAt)))
          .returning({ id: emailVerificationTokens.id });
        if (!used) throw invalid;
        await tx.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, row.user.id));
      });
    },

    /**
     * Password sign-in of a confirmed account: a new session and the member, with what is still missing
     * (`profileIncomplete` before `packageMissing`, as the sign-up steps go).
     */
    async logIn(email: string, password: string) {
      const user = await findUserByEmail(email);
      if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
        throw new ApiError(401, 'Invalid Email ID or Password', 'INVALID_CREDENTIALS');
      }
      if (!user.emailVerifiedAt) throw new ApiError(403, 'Please Conform Your Email', 'EMAIL_NOT_CONFIRMED');
      if (user.blockedAt) throw accountBlocked();
      const data = await signedIn(user);
      // Staff run the console: a member's profile and package are not theirs to complete.
      if (activeStaffRole(user)) return { data, profileIncomplete: false, packageMissing: false };
      return { data, profileIncomplete: !isProfileCompleted(user), packageMissing: !data.user.package };
    },

    /** Google sign-in: links by subject, else by a Google-verified address, else creates a confirmed account. */
    async logInWithGoogle(idToken: string) {
      let identity;
      try {
        identity = await services.google.verify(idToken);
      } catch (error) {
        services.log.info({ err: error }, 'Google ID token rejected');
        throw new ApiError(401, 'Error! Unable to verify your Google sign-in.', 'INVALID_ID_TOKEN');
      }
      // Linking by e-mail is safe only when Google vouches for the address.
      if (!identity.emailVerified) {
        throw new ApiError(401, 'Error! Unable to verify your Google sign-in.', 'INVALID_ID_TOKEN');
      }
      const now = clock();
      const [bySubject] = await db.select().from(users).where(eq(users.googleSubject, identity.subject));
      let user = bySubject ?? (await findUserByEmail(identity.email));
      let created = false;
      if (user && !bySubject) {
        // An unconfirmed password may have been set by someone who never owned the mailbox: drop it.
        [user] = await db
          .update(users)
          .set({
            googleSubject: identity.subject,
            emailVerifiedAt: user.emailVerifiedAt ?? now,
            passwordHash: user.emailVerifiedAt ? user.passwordHash : null,
            name: user.name ?? identity.name ?? null,
            updatedAt: now,
          })
          .where(eq(users.id, user.id))
          .returning();
      } else if (!user) {
        [user] = await db
          .insert(users)
          .values({
            email: identity.email,
            googleSubject: identity.subject,
            emailVerifiedAt: now,
            name: identity.name ?? null,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        created = true;
      }
      if (!user) throw new Error('social sign-in lost the user');
      if (user.blockedAt) throw accountBlocked();
      return { ...(await signedIn(user)), created };
    },

    /** Mails a reset link (one hour, once); only the newest link works. */
    async forgotPassword(email: string): Promise<void> {
      const user = await findUserByEmail(email);
      if (!user) {
        throw new ApiError(
          404,
          'Account with this Email does not exist. Please create an account first',
          'ACCOUNT_NOT_FOUND',
        );
      }
      // Only the newest link works; mailed later if the mail server is down (link-mails.ts).
      await sendLinkMail(services, { link: 'reset-password', userId: user.id });
    },

    /** Sets the password of the reset link's account, ends all its sessions and mails the notice. */
    async resetPassword(body: Schema<'ResetPasswordRequest'>): Promise<void> {
      checkNewPassword('newPassword', body.newPassword, body.confirmPassword, 'Passwords must match');
      const expired = new ApiError(400, 'Session Expired! Please Retry Again', 'RESET_TOKEN_INVALID');
      const now = clock();
      const passwordHash = await hashPassword(body.newPassword);
      const mailId = await db.transaction(async (tx) => {
        const [used] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, hashOneTimeToken(body.token)),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, now),
            ),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!used) {
          // A staff invitation's link opens the same page: it makes the address staff as the password is set.
          const invited = await acceptInvitation(tx as unknown as Database, body.token, passwordHash, now);
          if (!invited) throw expired;
          await sessions.revokeAll(invited, undefined, tx);
          return undefined;
        }
        const [user] = await tx.select().from(users).where(eq(users.id, used.userId));
        // The link came through the mailbox, which also proves the address.
        await tx
          .update(users)
          .set({ passwordHash, emailVerifiedAt: user?.emailVerifiedAt ?? now, updatedAt: now })
          .where(eq(users.id, used.userId));
        await sessions.revokeAll(used.userId, undefined, tx);
        return services.mails.enqueue(tx, used.userId, `password:${used.userId}:${now.toISOString()}`, {
          template: 'password-changed',
        });
      });
      if (mailId) await services.mails.sendNow([mailId]);
    },

    /** Changes a signed-in member's password; their other sessions end, this one stays. */
    async changePassword(
      user: UserRow,
      sessionId: string,
      body: Schema<'ChangePasswordRequest'>,
    ): Promise<void> {
      checkNewPassword('newPassword', body.newPassword, body.confirmPassword, 'Passwords must match');
      if (!(await verifyPassword(user.passwordHash, body.oldPassword))) {
        throw new ApiError(400, 'Error! The Old Password is invalid!', 'OLD_PASSWORD_INVALID');
      }
      const passwordHash = await hashPassword(body.newPassword);
      const mailId = await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: clock() }).where(eq(users.id, user.id));
        await sessions.revokeAll(user.id, sessionId, tx);
        return services.mails.enqueue(tx, user.id, `password:${user.id}:${clock().toISOString()}`, {
          template: 'password-changed',
        });
      });
      await services.mails.sendNow([mailId]);
    },

    logOut(sessionId: string): Promise<void> {
      return sessions.revoke(sessionId);
    },
  };
}
