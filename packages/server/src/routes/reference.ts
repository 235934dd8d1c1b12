import { asc, eq, sql } from 'drizzle-orm';
import { listOutbox } from '../adapters/mail/index.js';
import { countries, faqs } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import type { TypedHandlers } from '../http/types.js';
import type { Services } from '../services/context.js';
import { localeOf } from '../http/locale.js';
import { localized } from '../services/locale.js';

export function referenceHandlers(services: Services): TypedHandlers {
  const { db, config } = services;
  return {
    async 'GET /config'() {
      return { status: 200, message: 'Success', data: { googleClientId: config.googleClientId ?? null } };
    },

    async 'GET /country/list'() {
      const rows = await db
        .select()
        .from(countries)
        // Spec §9: the United States first, India second, the rest alphabetical.
        .orderBy(
          sql`case ${countries.code} when 'US' then 0 when 'IN' then 1 else 2 end`,
          asc(countries.name),
        );
      return {
        status: 200,
        message: 'Country list',
        data: rows.map((c) => ({
          countryName: c.name,
          countryCallingCode: c.callingCode,
          countryCode: c.code,
        })),
      };
    },

    async 'GET /user/faq/list'(request) {
      const locale = localeOf(request);
      const rows = await db.select().from(faqs).where(eq(faqs.isActive, true)).orderBy(asc(faqs.position));
      return {
        status: 200,
        message: 'FAQ list',
        data: rows
          .map((row) => localized(row, locale))
          .map((f) => ({ uuid: f.id, question: f.question, answer: f.answer })),
      };
    },

    async 'GET /health'() {
      try {
        await db.execute(sql`select 1`);
      } catch (error) {
        services.log.error({ err: error }, 'database health check failed');
        throw new ApiError(503, 'Service Unavailable', 'DATABASE_UNAVAILABLE');
      }
      return { status: 200, message: 'OK', data: { ok: true } };
    },

    async 'GET /dev/mailbox'(request) {
      if (!config.devMailbox) throw new ApiError(404, 'Not Found', 'NOT_FOUND');
      const to = typeof request.query.to === 'string' ? request.query.to.toLowerCase() : undefined;
      const mails = await listOutbox(db, to);
      return {
        status: 200,
        message: 'Mailbox',
        data: mails.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          text: m.text,
          link: m.link,
          createdAt: m.createdAt.toISOString(),
        })),
      };
    },
  };
}
