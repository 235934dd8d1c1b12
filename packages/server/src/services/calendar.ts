import { randomBytes } from 'node:crypto';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import {
  calendarEntries,
  calendarFeeds,
  eventRegistrations,
  events,
  healthHeroes,
  healthHeroSessions,
  type CalendarEntryRow,
  type UserRow,
} from '../db/schema.js';
import { ApiError, validationError } from '../errors.js';
import { SESSION_TIME_ZONE } from './heroes.js';

/** §5 and §8 (the title message word for word; the end rule has no wording in the spec). */
const CALENDAR_MESSAGES = {
  titleRequired: 'You must enter a title',
  endBeforeStart: 'End date cannot be before start date',
  packageRequired: 'Please select a membership package to use the calendar.',
  notFound: 'Calendar event not found',
  feedNotFound: 'Calendar feed not found',
} as const;

/** An accepted health hero session has a start (date and time) but no length: it is shown as one hour. */
const SESSION_LENGTH_MS = 3600_000;

type CalendarSource = 'own' | 'event' | 'session';

interface CalendarEventView {
  id: string;
  source: CalendarSource;
  title: string;
  allDay: boolean;
  start: string;
  end: string;
  extendedProps?: { desc?: string };
}

interface CalendarEventInput {
  title: string;
  allDay: boolean;
  start: string;
  end: string;
  extendedProps?: { desc?: string };
}

const notFound = () => new ApiError(404, CALENDAR_MESSAGES.notFound, 'CALENDAR_EVENT_NOT_FOUND');

/** The UTC instant of a wall-clock date (YYYY-MM-DD) and time (HH:mm) in `timeZone`. */
export function zonedInstant(date: string, time: string, timeZone = SESSION_TIME_ZONE): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(y, m - 1, d, hh, mm);
  const offsetAt = (instant: number) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      })
        .formatToParts(new Date(instant))
        .map((p) => [p.type, Number(p.value)]),
    ) as Record<string, number>;
    const wall = Date.UTC(
      parts.year as number,
      (parts.month as number) - 1,
      parts.day as number,
      parts.hour as number,
      parts.minute as number,
    );
    return wall - instant;
  };
  // Two passes settle the offset on either side of a daylight-saving change.
  let instant = asUtc - offsetAt(asUtc);
  instant = asUtc - offsetAt(instant);
  return new Date(instant);
}

function toView(row: CalendarEntryRow): CalendarEventView {
  return {
    id: row.id,
    source: 'own',
    title: row.title,
    allDay: row.allDay,
    start: row.startAt.toISOString(),
    end: row.endAt.toISOString(),
    ...(row.description ? { extendedProps: { desc: row.description } } : {}),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** §5: title required (blank counts as missing), end not before start. `pointer` names the request's object. */
function checked(input: CalendarEventInput, pointer: string) {
  const title = input.title.trim();
  if (!title) throw validationError(`${pointer}/title`, CALENDAR_MESSAGES.titleRequired);
  const start = new Date(input.start);
  const end = new Date(input.end);
  if (end.getTime() < start.getTime()) {
    throw validationError(`${pointer}/end`, CALENDAR_MESSAGES.endBeforeStart);
  }
  const desc = input.extendedProps?.desc?.trim();
  return { title, allDay: input.allDay, startAt: start, endAt: end, description: desc ? desc : null };
}

export function calendarService(deps: { db: Database; clock: () => Date; publicUrl: string }) {
  const { db, clock } = deps;

  /** §6: the calendar needs a package (an expired one was already settled to Starter at authentication). */
  function requirePackage(user: UserRow) {
    const now = clock();
    if (!user.packageId || (user.packageExpiresAt && user.packageExpiresAt.getTime() <= now.getTime())) {
      throw new ApiError(403, CALENDAR_MESSAGES.packageRequired, 'PACKAGE_REQUIRED');
    }
  }

  /** The member's own entries, then read-only: live registrations of events not cancelled, accepted sessions. */
  async function entries(userId: string): Promise<CalendarEventView[]> {
    const [own, registered, sessions] = await Promise.all([
      db
        .select()
        .from(calendarEntries)
        .where(eq(calendarEntries.userId, userId))
        .orderBy(asc(calendarEntries.startAt)),
      db
        .select({ event: events })
        .from(eventRegistrations)
        .innerJoin(events, eq(events.id, eventRegistrations.eventId))
        .where(
          and(
            eq(eventRegistrations.userId, userId),
            eq(eventRegistrations.isActive, true),
            ne(events.status, 'cancelled'),
          ),
        ),
      db
        .select({ session: healthHeroSessions, hero: healthHeroes })
        .from(healthHeroSessions)
        .innerJoin(healthHeroes, eq(healthHeroes.id, healthHeroSessions.heroId))
        .where(and(eq(healthHeroSessions.userId, userId), eq(healthHeroSessions.isActive, true))),
    ]);
    const views: CalendarEventView[] = [
      ...own.map(toView),
      ...registered.map(({ event }) => ({
        id: `event-${event.id}`,
        source: 'event' as const,
        title: event.name,
        allDay: false,
        start: event.startTime.toISOString(),
        end: event.endTime.toISOString(),
      })),
      ...sessions.map(({ session, hero }) => {
        const start = zonedInstant(session.sessionDate, session.sessionTime);
        return {
          id: `session-${session.id}`,
          source: 'session' as const,
          title: hero.name,
          allDay: false,
          start: start.toISOString(),
          end: new Date(start.getTime() + SESSION_LENGTH_MS).toISOString(),
          extendedProps: { desc: session.sessionPurpose },
        };
      }),
    ];
    return views.sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
  }

  async function ownEntry(userId: string, id: string) {
    // Another member's id, a read-only id (event-…, session-…) and an unknown id are the same 404.
    if (!UUID.test(id)) throw notFound();
    const [row] = await db
      .select()
      .from(calendarEntries)
      .where(and(eq(calendarEntries.id, id), eq(calendarEntries.userId, userId)));
    if (!row) throw notFound();
    return row;
  }

  const feedUrl = (secret: string) => `${deps.publicUrl.replace(/\/$/, '')}/v1/calendar/feed/${secret}.ics`;
  const newSecret = () => randomBytes(32).toString('base64url');

  return {
    requirePackage,
    entries,

    async add(user: UserRow, input: CalendarEventInput) {
      requirePackage(user);
      const values = checked(input, '/newEvent');
      const now = clock();
      const [row] = await db
        .insert(calendarEntries)
        .values({ ...values, userId: user.id, createdAt: now, updatedAt: now })
        .returning();
      return toView(row as CalendarEntryRow);
    },

    async update(user: UserRow, input: CalendarEventInput & { id: string }) {
      requirePackage(user);
      const values = checked(input, '/event');
      await ownEntry(user.id, input.id);
      const [row] = await db
        .update(calendarEntries)
        .set({ ...values, updatedAt: clock() })
        .where(and(eq(calendarEntries.id, input.id), eq(calendarEntries.userId, user.id)))
        .returning();
      if (!row) throw notFound();
      return toView(row);
    },

    async remove(user: UserRow, id: string) {
      requirePackage(user);
      await ownEntry(user.id, id);
      const [row] = await db
        .delete(calendarEntries)
        .where(and(eq(calendarEntries.id, id), eq(calendarEntries.userId, user.id)))
        .returning({ id: calendarEntries.id });
      if (!row) throw notFound();
      return { id: row.id };
    },

    /** The feed's address, created on first use (concurrent first calls agree on one secret). */
    async feed(user: UserRow) {
      requirePackage(user);
      await db
        .insert(calendarFeeds)
        .values({ userId: user.id, secret: newSecret(), createdAt: clock() })
        .onConflictDoNothing({ target: calendarFeeds.userId });
      const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, user.id));
      return { url: feedUrl((row as typeof calendarFeeds.$inferSelect).secret) };
    },

    /** A new secret; the old address answers 404 from now on. */
    async rotateFeed(user: UserRow) {
      requirePackage(user);
      const secret = newSecret();
      await db
        .insert(calendarFeeds)
        .values({ userId: user.id, secret, createdAt: clock() })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { secret, createdAt: clock() } });
      return { url: feedUrl(secret) };
    },

    /** The iCalendar text of the member whose feed secret this is. */
    async feedCalendar(secret: string) {
      const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.secret, secret));
      if (!row) throw new ApiError(404, CALENDAR_MESSAGES.feedNotFound, 'CALENDAR_FEED_NOT_FOUND');
      return toICalendar(await entries(row.userId), clock(), new URL(deps.publicUrl).hostname);
    },
  };
}

// ---- iCalendar (RFC 5545) ----

/** TEXT values escape backslash, semicolon, comma and line breaks (§3.3.11). */
export const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Content lines are folded at 75 octets, continuation lines start with a space (§3.1), never inside a character. */
export function fold(line: string): string {
  const bytes = (s: string) => Buffer.byteLength(s, 'utf8');
  if (bytes(line) <= 75) return line;
  const out: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = out.length === 0 ? 75 : 74;
    if (bytes(current + char) > limit) {
      out.push(current);
      current = '';
    }
    current += char;
  }
  out.push(current);
  return out.join('\r\n ');
}

export const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const dateValue = (date: Date) => date.toISOString().slice(0, 10).replace(/-/g, '');

/**
 * All-day entries are stored as midnight UTC of their days (the app sends them so), end exclusive as in
 * FullCalendar and iCalendar; an all-day entry with no later end lasts its one day.
 */
export function toICalendar(entries: CalendarEventView[], now: Date, host: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Wellness Community//Members Portal Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Wellness calendar',
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ];
  for (const entry of entries) {
    const start = new Date(entry.start);
    const end = new Date(entry.end);
    lines.push('BEGIN:VEVENT', `UID:${entry.id}@${host}`, `DTSTAMP:${utcStamp(now)}`);
    if (entry.allDay) {
      const endDay = end.getTime() > start.getTime() ? end : new Date(start.getTime() + 24 * 3600_000);
      lines.push(`DTSTART;VALUE=DATE:${dateValue(start)}`, `DTEND;VALUE=DATE:${dateValue(endDay)}`);
    } else {
      lines.push(`DTSTART:${utcStamp(start)}`, `DTEND:${utcStamp(end)}`);
    }
    lines.push(`SUMMARY:${escapeText(entry.title)}`);
    if (entry.extendedProps?.desc) lines.push(`DESCRIPTION:${escapeText(entry.extendedProps.desc)}`);
    if (entry.source !== 'own') lines.push(`CATEGORIES:${entry.source === 'event' ? 'Event' : 'Session'}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}
