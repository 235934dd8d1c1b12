import { ApiError } from '../errors.js';
import { localeOf } from '../http/locale.js';
import type { TypedHandlers } from '../http/types.js';
import type { Services } from '../services/context.js';
import { referenceService } from '../services/reference.js';

export function referenceHandlers(services: Services): TypedHandlers {
  const { config } = services;
  const reference = referenceService(services);
  return {
    async 'GET /config'() {
      return {
        status: 200,
        message: 'Success',
        data: { googleClientId: config.googleClientId ?? null, mobileApp: config.mobileApp ?? null },
      };
    },

    async 'GET /country/list'() {
      const rows = await reference.countries();
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
      const rows = await reference.faqs(localeOf(request));
      return {
        status: 200,
        message: 'FAQ list',
        data: rows.map((f) => ({ uuid: f.id, question: f.question, answer: f.answer })),
      };
    },

    async 'GET /health'() {
      if (!(await reference.databaseReachable())) {
        throw new ApiError(503, 'Service Unavailable', 'DATABASE_UNAVAILABLE');
      }
      return { status: 200, message: 'OK', data: { ok: true } };
    },

    async 'GET /dev/mailbox'(request) {
      if (!config.devMailbox) throw new ApiError(404, 'Not Found', 'NOT_FOUND');
      const to = typeof request.query.to === 'string' ? request.query.to.toLowerCase() : undefined;
      const mails = await reference.mailbox(to);
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
