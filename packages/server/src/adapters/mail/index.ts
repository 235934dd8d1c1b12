import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/index.js';
import { mailOutbox, type MailAttachment } from '../../db/schema.js';

export type { MailAttachment };

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The same content as HTML (mails a member expects have both parts). */
  html?: string;
  /** Files sent with the mail, e.g. an event's `.ics`. */
  attachments?: MailAttachment[];
  /** The one action link of the mail, shown in the dev mailbox and the log. */
  link?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * Without SMTP: the mail is kept in the outbox table (read through the dev mailbox). Its link is written to the log
 * only when `logLinks` (the dev mailbox is on): a link signs its reader in, so it never goes to a shared log.
 */
export function outboxMailer(db: Database, log: FastifyBaseLogger, logLinks: boolean): Mailer {
  return {
    async send(mail) {
      await db.insert(mailOutbox).values({
        ...mail,
        html: mail.html ?? null,
        link: mail.link ?? null,
        attachments: mail.attachments ?? [],
      });
      if (logLinks) {
        log.info(
          { to: mail.to, subject: mail.subject, link: mail.link },
          `Mail to ${mail.to}: ${mail.link ?? mail.subject}`,
        );
      } else {
        log.info({ to: mail.to, subject: mail.subject }, `Mail to ${mail.to} kept in the outbox`);
      }
    },
  };
}

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments?.map((file) => ({
          filename: file.filename,
          content: file.content,
          contentType: file.contentType,
        })),
      });
    },
  };
}

/** Newest first; `to` filters by recipient (addresses are stored lower-cased). */
export async function listOutbox(db: Database, to?: string, limit = 200) {
  return db
    .select()
    .from(mailOutbox)
    .where(to ? eq(mailOutbox.to, to) : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}
