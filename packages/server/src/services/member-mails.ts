import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailAttachment } from '../adapters/mail/index.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import {
  eventRegistrations,
  events,
  marketplaceOrderItems,
  marketplaceOrders,
  packages,
  payments,
  users,
  type EventRow,
  type UserRow,
} from '../db/schema.js';
import { EVENT_TIME_ZONE, eventInvitation } from './event-ics.js';
import type { Executor, JobRunner } from './jobs.js';
import { localized, type Locale } from './locale.js';
import { renderMemberMail, type MemberMailFacts } from './mail-templates.js';
import { textOfHtml } from './rich-text.js';

/** The job that sends one member mail; its row is written in the same transaction as what the mail is about. */
const MEMBER_MAIL_JOB = 'member-mail';
/** The recurring job that finds registrations whose event starts within a day and queues their reminder. */
const EVENT_REMINDER_JOB = 'event-reminders';
export const REMINDER_LEAD_MS = 24 * 3600_000;
const REMINDER_SCAN_MS = 5 * 60_000;

/** The steps of a marketplace order a member is mailed about (services/marketplace-orders.ts). */
export type OrderMailStep = 'placed' | 'paid' | 'shipped' | 'completed' | 'refunded';

/** What a mail is about, by reference: the handler reads the rows when it sends, in the member's language. */
export type MemberMailRequest =
  | { template: 'payment-receipt'; paymentId: string; reference: string }
  | { template: 'refund'; paymentId: string; amountCents: number; reference: string }
  | { template: 'package-changed'; packageId: string }
  | { template: 'package-cancelled'; fromPackageId: string; toPackageId: string }
  | { template: 'event-registered'; registrationId: string }
  | { template: 'event-cancelled'; registrationId: string; paid: boolean }
  | { template: 'event-reminder'; registrationId: string }
  | { template: 'password-changed' }
  | { template: 'order-update'; orderId: number; step: OrderMailStep; reason?: string };

export interface MemberMails {
  /**
   * Queues a mail to a member inside the caller's transaction; `key` names its cause, so the same cause never
   * mails twice (a retried webhook, a double click). Resolves to the job id (null when already queued).
   */
  enqueue(
    executor: Executor,
    userId: string,
    key: string,
    request: MemberMailRequest,
  ): Promise<number | null>;
  /** Sends the given queued mails now, after their transaction committed (the poller would, a moment later). */
  sendNow(ids: (number | null)[]): Promise<void>;
}

const intlLocale: Record<Locale, string> = { en: 'en-US', tr: 'tr-TR', ar: 'ar' };

export function memberMailService(deps: {
  db: Database;
  jobs: JobRunner;
  clock: () => Date;
  mailer: Mailer;
  config: Pick<Config, 'organisationName' | 'supportEmail' | 'publicUrl'>;
  log: FastifyBaseLogger;
}): MemberMails {
  const { db, jobs, clock, mailer, config } = deps;

  const money = (cents: number, currency: string, locale: Locale) =>
    new Intl.NumberFormat(intlLocale[locale], { style: 'currency', currency: currency.toUpperCase() }).format(
      cents / 100,
    );
  const day = (date: Date, locale: Locale) =>
    new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'long', timeZone: EVENT_TIME_ZONE }).format(
      date,
    );
  /** The event's start and end in its own zone, named ('Dec 3, 2026, 9:00 – 10:00 AM PST'). */
  const when = (event: EventRow, locale: Locale) =>
    new Intl.DateTimeFormat(intlLocale[locale], {
      timeZone: EVENT_TIME_ZONE,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }).formatRange(event.startTime, event.endTime);

  async function registrationWithEvent(registrationId: string) {
    const [row] = await db
      .select({ registration: eventRegistrations, event: events })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .where(eq(eventRegistrations.id, registrationId));
    return row;
  }

  async function packageName(id: string) {
    const [row] = await db.select({ name: packages.name }).from(packages).where(eq(packages.id, id));
    return row?.name ?? '';
  }

  /** The facts of a mail in the member's language, and its attachments; null when it no longer applies. */
  async function compose(
    request: MemberMailRequest,
    user: UserRow,
    locale: Locale,
    now: Date,
  ): Promise<{ facts: MemberMailFacts; attachments?: MailAttachment[] } | null> {
    switch (request.template) {
      case 'payment-receipt':
      case 'refund': {
        const [payment] = await db.select().from(payments).where(eq(payments.id, request.paymentId));
        if (!payment) return null;
        let item = payment.description;
        if (payment.eventId) {
          const [event] = await db.select().from(events).where(eq(events.id, payment.eventId));
          if (event) {
            const name = localized(event, locale).name;
            item = request.template === 'refund' ? name : `${name} × ${payment.quantity}`;
          }
        } else if (payment.packageId) {
          item = await packageName(payment.packageId);
        }
        if (request.template === 'refund') {
          return {
            facts: {
              template: 'refund',
              item,
              amount: money(request.amountCents, payment.currency, locale),
              reference: request.reference,
              date: day(now, locale),
            },
          };
        }
        return {
          facts: {
            template: 'payment-receipt',
            item,
            amount: money(payment.amountCents, payment.currency, locale),
            reference: request.reference,
            date: day(payment.fulfilledAt ?? now, locale),
          },
        };
      }
      case 'package-changed': {
        return {
          facts: {
            template: 'package-changed',
            packageName: await packageName(request.packageId),
            until: day(user.packageExpiresAt ?? now, locale),
          },
        };
      }
      case 'package-cancelled':
        return {
          facts: {
            template: 'package-cancelled',
            packageName: await packageName(request.fromPackageId),
            newPackageName: await packageName(request.toPackageId),
          },
        };
      case 'event-registered':
      case 'event-cancelled':
      case 'event-reminder': {
        const row = await registrationWithEvent(request.registrationId);
        if (!row) return null;
        const event = localized(row.event, locale);
        const eventName = event.name;
        if (request.template === 'event-cancelled') {
          return {
            facts: { template: 'event-cancelled', eventName, when: when(event, locale), paid: request.paid },
          };
        }
        // A reminder only while the registration stands and the event is still ahead.
        if (request.template === 'event-reminder') {
          if (!row.registration.isActive || event.status !== 'upcoming' || event.startTime <= now)
            return null;
          return {
            facts: {
              template: 'event-reminder',
              eventName,
              when: when(event, locale),
              quantity: row.registration.quantity,
            },
          };
        }
        const url = `${config.publicUrl}/events/upcoming/eventDetails?${new URLSearchParams({ uuid: event.id })}`;
        const ics = eventInvitation({
          uid: `registration-${row.registration.id}`,
          host: new URL(config.publicUrl).hostname,
          now,
          name: eventName,
          description: `${textOfHtml(event.description)}\n\n${url}`.trim(),
          start: event.startTime,
          end: event.endTime,
          url,
          organisationName: config.organisationName,
        });
        return {
          facts: {
            template: 'event-registered',
            eventName,
            when: when(event, locale),
            quantity: row.registration.quantity,
          },
          attachments: [
            {
              filename: 'event.ics',
              contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
              content: ics,
            },
          ],
        };
      }
      case 'password-changed':
        return { facts: { template: 'password-changed', date: day(now, locale) } };
      case 'order-update': {
        const [order] = await db
          .select()
          .from(marketplaceOrders)
          .where(eq(marketplaceOrders.id, request.orderId));
        if (!order) return null;
        const lines = await db
          .select()
          .from(marketplaceOrderItems)
          .where(eq(marketplaceOrderItems.orderId, order.id))
          .orderBy(marketplaceOrderItems.id);
        return {
          facts: {
            template: 'order-update',
            step: request.step,
            number: String(order.id),
            ordered: day(order.createdAt, locale),
            date: day(now, locale),
            items: lines.map((line) => [
              `${line.name} × ${line.quantity}`,
              money(line.unitPriceCents * line.quantity, 'usd', locale),
            ]),
            total: money(order.totalCents, 'usd', locale),
            address: [
              order.billing.address_1,
              order.billing.address_2,
              order.billing.city,
              order.billing.state,
              order.billing.postcode,
              order.billing.country,
            ]
              .filter(Boolean)
              .join(', '),
            reason: request.reason ?? null,
            url: `${config.publicUrl}/order/${order.id}`,
          },
        };
      }
    }
  }

  jobs.register(MEMBER_MAIL_JOB, async (payload) => {
    const userId = String(payload.userId);
    const request = payload.request as MemberMailRequest;
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) return; // the account was deleted: nobody to tell
    const locale: Locale = user.locale ?? 'en';
    const composed = await compose(request, user, locale, clock());
    if (!composed) return;
    const mail = renderMemberMail(composed.facts, {
      locale,
      name: user.name ?? user.email,
      organisationName: config.organisationName,
      supportEmail: config.supportEmail,
    });
    await mailer.send({ to: user.email, ...mail, attachments: composed.attachments });
  });

  const service: MemberMails = {
    enqueue: (executor, userId, key, request) =>
      jobs.enqueue(executor, { kind: MEMBER_MAIL_JOB, key: `mail:${key}`, payload: { userId, request } }),
    sendNow: (ids) => jobs.run(ids),
  };

  // Every few minutes, one process at a time (the job's lock): registrations whose event starts within a day and
  // that were made before that day began get their reminder queued, once per registration and start time (a
  // moved event is reminded again at its new time; the key makes a second scan add nothing).
  jobs.register(
    EVENT_REMINDER_JOB,
    async () => {
      const now = clock();
      const due = await db
        .select({ registration: eventRegistrations, event: events })
        .from(eventRegistrations)
        .innerJoin(events, eq(events.id, eventRegistrations.eventId))
        .where(
          and(
            eq(eventRegistrations.isActive, true),
            eq(events.status, 'upcoming'),
            gt(events.startTime, now),
            lte(events.startTime, new Date(now.getTime() + REMINDER_LEAD_MS)),
            lte(eventRegistrations.createdAt, sql`${events.startTime} - interval '24 hours'`),
          ),
        );
      for (const { registration, event } of due) {
        await service.enqueue(
          db,
          registration.userId,
          `reminder:${registration.id}:${event.startTime.toISOString()}`,
          { template: 'event-reminder', registrationId: registration.id },
        );
      }
    },
    { every: REMINDER_SCAN_MS, atStart: true },
  );

  return service;
}
