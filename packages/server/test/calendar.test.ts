import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { expect, test } from 'vitest';
import {
  calendarEntries,
  eventRegistrations,
  events,
  healthHeroes,
  healthHeroSessions,
  users,
} from '../src/db/schema.js';
import { toICalendar, zonedInstant } from '../src/services/calendar.js';
import { readyMember } from './support/members.js';
import { describeEachDatabase, uniqueEmail, type TestServer } from './support/server.js';

const HOUR = 3600_000;

interface CalendarEvent {
  id: string;
  source: 'own' | 'event' | 'session';
  title: string;
  allDay: boolean;
  start: string;
  end: string;
  extendedProps?: { desc?: string };
}

async function member(server: TestServer) {
  const email = uniqueEmail('calendar');
  const token = await readyMember(server, email);
  const [row] = await server.db.select().from(users).where(eq(users.email, email));
  return { token, id: (row as typeof users.$inferSelect).id };
}

/** An entry starting `hoursFromNow` after the server's clock, one hour long. */
function entry(server: TestServer, hoursFromNow = 24, title = 'Morning walk') {
  const start = new Date(server.clock.now().getTime() + hoursFromNow * HOUR);
  return {
    title,
    allDay: false,
    start: start.toISOString(),
    end: new Date(start.getTime() + HOUR).toISOString(),
  };
}

async function add(server: TestServer, token: string, newEvent: Record<string, unknown>) {
  return server.call<CalendarEvent>('POST', '/v1/user/calendar/event/add', { token, body: { newEvent } });
}

async function list(server: TestServer, token: string) {
  const response = await server.call<CalendarEvent[]>('GET', '/v1/user/calendar/events', { token });
  expect(response.status).toBe(200);
  return response.body.data;
}

/** Reads the feed as a calendar application would: no token, the secret address only. */
async function readFeed(server: TestServer, url: string) {
  const path = new URL(url).pathname;
  return server.app.inject({ method: 'GET', url: path });
}

function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

describeEachDatabase('calendar', (server) => {
  test('a member adds, lists, moves and deletes their own entries', async () => {
    const { token } = await member(server);
    expect(await list(server, token)).toEqual([]);

    const added = await add(server, token, {
      ...entry(server),
      title: '  Yoga  ',
      extendedProps: { desc: 'Bring a mat' },
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      source: 'own',
      title: 'Yoga',
      allDay: false,
      extendedProps: { desc: 'Bring a mat' },
    });
    const id = added.body.data.id;
    expect(await list(server, token)).toEqual([added.body.data]);

    // A drag moves start and end; a resize changes only the end.
    const moved = { ...entry(server, 48), id, title: 'Yoga', extendedProps: { desc: 'Bring a mat' } };
    const saved = await server.call<CalendarEvent>('POST', '/v1/user/calendar/event/update', {
      token,
      body: { event: moved },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ id, start: moved.start, end: moved.end });
    expect((await list(server, token)).map((e) => e.start)).toEqual([moved.start]);

    const removed = await server.call<{ id: string }>('POST', '/v1/user/calendar/event/remove', {
      token,
      body: { eventId: id },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ id });
    expect(await list(server, token)).toEqual([]);
  });

  test('§5: a blank title and an end before the start are refused and change nothing', async () => {
    const { token } = await member(server);
    const blank = await add(server, token, { ...entry(server), title: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('You must enter a title');
    expect(blank.body.error?.details).toEqual([
      { path: '/newEvent/title', message: 'You must enter a title' },
    ]);

    const empty = await add(server, token, { ...entry(server), title: '' });
    expect(empty.status).toBe(400);

    const backwards = entry(server);
    const reversed = await add(server, token, { ...backwards, start: backwards.end, end: backwards.start });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('End date cannot be before start date');

    const unknownField = await add(server, token, { ...entry(server), colour: 'red' });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.error?.code).toBe('VALIDATION_FAILED');

    // A zero-length entry (end equal to start) is allowed: end is not before start.
    const instant = entry(server);
    expect((await add(server, token, { ...instant, end: instant.start })).status).toBe(201);
    expect(await list(server, token)).toHaveLength(1);

    const [kept] = await list(server, token);
    const badUpdate = await server.call('POST', '/v1/user/calendar/event/update', {
      token,
      body: { event: { ...instant, id: kept?.id, title: ' ' } },
    });
    expect(badUpdate.status).toBe(400);
    expect((await list(server, token))[0]?.title).toBe('Morning walk');
  });

  test("a member reaches only their own entries: another's id is a 404 and stays as it was", async () => {
    const alice = await member(server);
    const bob = await member(server);
    const created = await add(server, alice.token, entry(server, 24, 'Alice only'));
    const id = created.body.data.id;

    expect(await list(server, bob.token)).toEqual([]);
    const update = await server.call('POST', '/v1/user/calendar/event/update', {
      token: bob.token,
      body: { event: { ...entry(server, 2, 'Taken over'), id } },
    });
    expect(update.status).toBe(404);
    expect(update.body.error?.code).toBe('CALENDAR_EVENT_NOT_FOUND');
    const remove = await server.call('POST', '/v1/user/calendar/event/remove', {
      token: bob.token,
      body: { eventId: id },
    });
    expect(remove.status).toBe(404);
    expect(await list(server, alice.token)).toEqual([created.body.data]);

    expect((await server.call('GET', '/v1/user/calendar/events')).status).toBe(401);
    for (const eventId of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const unknown = await server.call('POST', '/v1/user/calendar/event/remove', {
        token: alice.token,
        body: { eventId },
      });
      expect(unknown.status).toBe(404);
    }
  });

  test('§6: a member without a package is refused (403 PACKAGE_REQUIRED) and nothing is stored', async () => {
    const { token, id } = await member(server);
    await server.db.update(users).set({ packageId: null, packageExpiresAt: null }).where(eq(users.id, id));
    for (const [method, url, body] of [
      ['GET', '/v1/user/calendar/events', undefined],
      ['POST', '/v1/user/calendar/event/add', { newEvent: entry(server) }],
      ['GET', '/v1/user/calendar/feed', undefined],
    ] as const) {
      const response = await server.call(method, url, { token, body });
      expect(response.status, url).toBe(403);
      expect(response.body.error?.code).toBe('PACKAGE_REQUIRED');
    }
    const rows = await server.db.select().from(calendarEntries).where(eq(calendarEntries.userId, id));
    expect(rows).toEqual([]);
  });

  test('registered events and accepted sessions appear read-only beside the own entries', async () => {
    const { token, id } = await member(server);
    const now = server.clock.now();
    const [event] = await server.db
      .insert(events)
      .values({
        name: 'Heart health talk',
        mode: 'Online',
        startTime: new Date(now.getTime() + 72 * HOUR),
        endTime: new Date(now.getTime() + 74 * HOUR),
        status: 'upcoming',
      })
      .returning();
    const [cancelled] = await server.db
      .insert(events)
      .values({
        name: 'Cancelled talk',
        mode: 'Online',
        startTime: new Date(now.getTime() + 72 * HOUR),
        endTime: new Date(now.getTime() + 74 * HOUR),
        status: 'cancelled',
      })
      .returning();
    await server.db.insert(eventRegistrations).values([
      { userId: id, eventId: event!.id, quantity: 1 },
      { userId: id, eventId: cancelled!.id, quantity: 1 },
    ]);
    const [hero] = await server.db.select().from(healthHeroes).limit(1);
    const [otherHero] = await server.db.select().from(healthHeroes).offset(1).limit(1);
    const [accepted] = await server.db
      .insert(healthHeroSessions)
      .values([
        {
          userId: id,
          heroId: hero!.id,
          sessionDate: '2026-03-10',
          sessionTime: '14:30',
          sessionPurpose: 'Sleep',
          consultation: 'yes',
          isActive: true,
        },
        {
          userId: id,
          heroId: otherHero!.id,
          sessionDate: '2026-03-11',
          sessionTime: '10:00',
          sessionPurpose: 'Pending one',
          consultation: 'no',
          isActive: null,
        },
      ])
      .returning();
    const own = (await add(server, token, entry(server, 1))).body.data;

    const listed = await list(server, token);
    expect(listed.map((e) => [e.source, e.title])).toEqual([
      ['own', 'Morning walk'],
      ['event', 'Heart health talk'],
      ['session', hero!.name],
    ]);
    // 14:30 in Los Angeles on 10 March 2026 is PDT (UTC-7) after the change of 8 March.
    expect(listed[2]).toMatchObject({
      id: `session-${accepted!.id}`,
      start: '2026-03-10T21:30:00.000Z',
      end: '2026-03-10T22:30:00.000Z',
      extendedProps: { desc: 'Sleep' },
    });

    // Read-only: their ids are not the member's entries.
    for (const readOnly of listed.filter((e) => e.source !== 'own')) {
      const response = await server.call('POST', '/v1/user/calendar/event/remove', {
        token,
        body: { eventId: readOnly.id },
      });
      expect(response.status).toBe(404);
    }
    expect((await list(server, token)).find((e) => e.id === own.id)).toBeDefined();
  });

  test('the .ics feed: a secret address that parses as iCalendar, lists the entries, and can be replaced', async () => {
    const { token } = await member(server);
    const first = await server.call<{ url: string }>('GET', '/v1/user/calendar/feed', { token });
    expect(first.status).toBe(200);
    expect(first.body.data.url).toMatch(/^http:\/\/app\.test\/v1\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const again = await server.call<{ url: string }>('GET', '/v1/user/calendar/feed', { token });
    expect(again.body.data.url).toBe(first.body.data.url);

    await add(server, token, {
      ...entry(server),
      title: 'Walk, talk; and\\rest',
      extendedProps: { desc: 'a\nb' },
    });
    const allDayStart = '2026-03-05T00:00:00.000Z';
    await add(server, token, {
      title: 'Retreat',
      allDay: true,
      start: allDayStart,
      end: '2026-03-07T00:00:00.000Z',
    });

    const feed = await readFeed(server, first.body.data.url);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    expect(feed.body).toContain('\r\n');
    const parsed = parseCalendar(feed.body);
    expect(parsed.map((e) => e.summary)).toEqual(['Walk, talk; and\\rest', 'Retreat']);
    expect(parsed[0]?.description).toBe('a\nb');
    expect(parsed[1]?.startDate.isDate).toBe(true);
    expect(parsed[1]?.startDate.toString()).toBe('2026-03-05');
    expect(parsed[1]?.endDate.toString()).toBe('2026-03-07');

    // Another member's entries never appear in this feed.
    const other = await member(server);
    await add(server, other.token, entry(server, 5, 'Not yours'));
    expect(parseCalendar((await readFeed(server, first.body.data.url)).body)).toHaveLength(2);

    const rotated = await server.call<{ url: string }>('POST', '/v1/user/calendar/feed/rotate', { token });
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.url).not.toBe(first.body.data.url);
    const old = await readFeed(server, first.body.data.url);
    expect(old.statusCode).toBe(404);
    expect(old.json().error.code).toBe('CALENDAR_FEED_NOT_FOUND');
    expect((await readFeed(server, rotated.body.data.url)).statusCode).toBe(200);

    const malformed = await server.app.inject({ method: 'GET', url: '/v1/calendar/feed/short.ics' });
    expect(malformed.statusCode).toBe(400);
  });
});

test('zonedInstant reads Pacific wall-clock times on both sides of daylight saving', () => {
  expect(zonedInstant('2026-01-15', '09:00').toISOString()).toBe('2026-01-15T17:00:00.000Z');
  expect(zonedInstant('2026-07-15', '09:00').toISOString()).toBe('2026-07-15T16:00:00.000Z');
});

test('long lines are folded at 75 octets without splitting a character, and parse back whole', () => {
  const title = 'تمرين التنفس العميق '.repeat(8);
  const text = toICalendar(
    [
      {
        id: 'x',
        source: 'own',
        title,
        allDay: false,
        start: '2026-03-02T09:00:00Z',
        end: '2026-03-02T10:00:00Z',
      },
    ],
    new Date('2026-03-01T00:00:00Z'),
    'app.test',
  );
  for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  expect(parseCalendar(text)[0]?.summary).toBe(title);
});
