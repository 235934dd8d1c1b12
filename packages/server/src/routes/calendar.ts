import { authOf } from '../http/auth.js';
import type { TypedHandlers } from '../http/types.js';
import { calendarService } from '../services/calendar.js';
import type { Services } from '../services/context.js';

/** §2 Calendar, §5 calendar rules: the member's own entries (package needed), and their .ics feed. */
export function calendarHandlers(services: Services): TypedHandlers {
  const calendar = calendarService({
    db: services.db,
    clock: services.clock,
    publicUrl: services.config.publicUrl,
  });
  return {
    async 'GET /user/calendar/events'(request) {
      const { user } = authOf(request);
      calendar.requirePackage(user);
      return { status: 200, message: 'Calendar events', data: await calendar.entries(user.id) };
    },

    async 'POST /user/calendar/event/add'(request) {
      const { user } = authOf(request);
      const event = await calendar.add(user, request.body.newEvent);
      return { status: 201, message: 'Calendar event added', data: event };
    },

    async 'POST /user/calendar/event/update'(request) {
      const { user } = authOf(request);
      const event = await calendar.update(user, request.body.event);
      return { status: 200, message: 'Calendar event saved', data: event };
    },

    async 'POST /user/calendar/event/remove'(request) {
      const { user } = authOf(request);
      const removed = await calendar.remove(user, request.body.eventId);
      return { status: 200, message: 'Calendar event removed', data: removed };
    },

    async 'GET /user/calendar/feed'(request) {
      const { user } = authOf(request);
      return { status: 200, message: 'Calendar feed', data: await calendar.feed(user) };
    },

    async 'POST /user/calendar/feed/rotate'(request) {
      const { user } = authOf(request);
      return { status: 200, message: 'Calendar feed replaced', data: await calendar.rotateFeed(user) };
    },

    async 'GET /calendar/feed/{file}'(request) {
      const secret = request.params.file.replace(/\.ics$/, '');
      const text = await calendar.feedCalendar(secret);
      return {
        status: 200,
        message: 'Calendar',
        file: {
          buffer: Buffer.from(text, 'utf8'),
          contentType: 'text/calendar; charset=utf-8',
          filename: 'wellness-calendar.ics',
        },
      };
    },
  };
}
