import { asc, eq, sql } from 'drizzle-orm';
import { listOutbox } from '../adapters/mail/index.js';
import { countries, faqs } from '../db/schema.js';
import type { Services } from './context.js';
import { localized, type Locale } from './locale.js';

/** Reference data every visitor reads (countries, FAQ), the health check and the development mailbox. */
export function referenceService(services: Services) {
  const { db } = services;
  return {
    /** Spec §9: the United States first, India second, the rest alphabetical. */
    countries() {
      return db
        .select()
        .from(countries)
        .orderBy(
          sql`case ${countries.code} when 'US' then 0 when 'IN' then 1 else 2 end`,
          asc(countries.name),
        );
    },

    /** The active questions in their order, in the locale (English where a text has no translation). */
    async faqs(locale: Locale) {
      const rows = await db.select().from(faqs).where(eq(faqs.isActive, true)).orderBy(asc(faqs.position));
      return rows.map((row) => localized(row, locale));
    },

    /** Whether the database answers a trivial query (logged when it does not). */
    async databaseReachable(): Promise<boolean> {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch (error) {
        services.log.error({ err: error }, 'database health check failed');
        return false;
      }
    },

    /** Mails the embedded mailer kept, newest first (optionally to one address). */
    mailbox(to?: string) {
      return listOutbox(db, to);
    },
  };
}
