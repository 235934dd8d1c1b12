import { and, desc, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, describe, expect, test } from 'vitest';
import { outboxMailer } from '../src/adapters/mail/index.js';
import { postgresDatabase, type DatabaseHandle } from '../src/db/index.js';
import { eventRegistrations, events, mailOutbox, users } from '../src/db/schema.js';
import { jobRunner } from '../src/services/jobs.js';
import { memberMailService, REMINDER_LEAD_MS } from '../src/services/member-mails.js';
import { TestClock } from './support/clock.js';
import { PASSWORD, readyMember } from './support/members.js';
import { buyPackage, CARDS } from './support/payments.js';
import { describeEachDatabase, drivers, openTestDatabase, uniqueEmail } from './support/server.js';
import { seed } from '../src/db/seed.js';

const HOUR = 3600_000;

describeEachDatabase('mails a member expects', (server) => {
  const outbox = (email: string) =>
    server.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.createdAt));
  const subjects = async (email: string) => (await outbox(email)).map((m) => m.subject);

  async function member(language?: string) {
    const email = uniqueEmail('mails');
    const token = await readyMember(server, email);
    if (language) {
      // Any signed-in call tells the server the member's language (the app sends it on every call).
      await server.call('POST', '/v1/user/profile/view', { token, headers: { 'accept-language': language } });
    }
    return { email, token };
  }

  async function upcomingFreeEvent(token: string, name = 'Community Open Day') {
    // No Accept-Language here: the member's language stays the one they chose.
    const list = await server.call<{ uuid: string; name: string }[]>('GET', '/v1/user/event/listUpcoming', {
      token,
    });
    const event = list.body.data.find((e) => e.name === name);
    expect(event).toBeDefined();
    return event?.uuid as string;
  }

  test('registering for an event mails a confirmation with both parts and a valid .ics in the event zone', async () => {
    const { email, token } = await member();
    const eventUuid = await upcomingFreeEvent(token);
    const registered = await server.call('POST', '/v1/user/event/register', {
      token,
      body: { eventUuid, quantity: 2 },
    });
    expect(registered.status).toBe(200);
    const [mail] = await outbox(email);
    expect(mail?.subject).toBe('You are registered: Community Open Day');
    expect(mail?.text).toContain('Hello Alex Morgan,');
    expect(mail?.text).toContain('Seats: 2');
    expect(mail?.text).toContain('Questions? Write to support@wellness.example.');
    expect(mail?.html).toContain('<p>You are registered for Community Open Day.</p>');
    expect(mail?.html).toContain('Wellness Community');

    const [ics] = mail?.attachments ?? [];
    expect(ics?.filename).toBe('event.ics');
    expect(ics?.contentType).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(ics?.content ?? ''));
    const zone = calendar.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('America/Los_Angeles');
    ICAL.TimezoneService.register(zone as ICAL.Component);
    const vevent = new ICAL.Event(calendar.getFirstSubcomponent('vevent') as ICAL.Component);
    expect(vevent.summary).toBe('Community Open Day');
    const dtstart = calendar.getFirstSubcomponent('vevent')?.getFirstProperty('dtstart');
    expect(dtstart?.getParameter('tzid')).toBe('America/Los_Angeles');
    const [row] = await server.db.select().from(events).where(eq(events.id, eventUuid));
    expect(vevent.startDate.toJSDate().toISOString()).toBe(row?.startTime.toISOString());
    expect(vevent.endDate.toJSDate().toISOString()).toBe(row?.endTime.toISOString());

    // Cancelling mails a notice too, once.
    const cancelled = await server.call('PATCH', '/v1/user/event/register/cancel', {
      token,
      body: { eventUuid },
    });
    expect(cancelled.status).toBe(200);
    await server.runDueJobs();
    expect((await subjects(email)).slice(0, 3)).toEqual([
      'Registration cancelled: Community Open Day',
      'You are registered: Community Open Day',
      // Choosing Starter when the profile was completed.
      'Your membership is now Starter',
    ]);
  });

  test('mails come in the member language (Arabic), with the event name translated', async () => {
    const { email, token } = await member('ar');
    const eventUuid = await upcomingFreeEvent(token);
    await server.call('POST', '/v1/user/event/register', { token, body: { eventUuid, quantity: 1 } });
    const [mail] = await outbox(email);
    expect(mail?.subject).toBe('تم تسجيلك: اليوم المفتوح للمجتمع');
    expect(mail?.html).toContain('lang="ar" dir="rtl"');
    expect(mail?.text).toContain('للاستفسارات راسلنا على support@wellness.example');
  });

  test('a package payment mails a receipt; cancelling the package mails a notice (Turkish)', async () => {
    const { email, token } = await member('tr');
    await buyPackage(server, token, 'Explorer', CARDS.success);
    await server.runDueJobs();
    await server.runDueJobs();
    const [receipt] = await outbox(email);
    expect(receipt?.subject).toBe('Wellness Community makbuzunuz: Explorer');
    expect(receipt?.text).toContain('Tutar: $99,00');
    expect(receipt?.html).toContain('<bdi>$99,00</bdi>');

    const cancelled = await server.call('PATCH', '/v1/user/package/cancel', { token });
    expect(cancelled.status).toBe(200);
    const [notice] = await outbox(email);
    expect(notice?.subject).toBe('Explorer üyeliğiniz iptal edildi');
    expect(notice?.text).toContain('artık Starter paketindesiniz');
    // A retried webhook or job run sends nothing again.
    await server.runDueJobs();
    expect((await subjects(email)).filter((s) => s.includes('makbuz'))).toHaveLength(1);
  });

  test('changing the password mails a notice', async () => {
    const { email, token } = await member();
    const changed = await server.call('PATCH', '/v1/user/password/change', {
      token,
      body: { oldPassword: PASSWORD, newPassword: 'Changed#2026', confirmPassword: 'Changed#2026' },
    });
    expect(changed.status).toBe(200);
    const [mail] = await outbox(email);
    expect(mail?.subject).toBe('Your Wellness Community password was changed');
    expect(mail?.text).toContain('If this was not you');
  });

  test('a registered event is reminded once, 24 hours before it starts', async () => {
    const { email, token } = await member();
    const eventUuid = await upcomingFreeEvent(token, 'Mindful Mornings: Managing Everyday Stress');
    await server.call('POST', '/v1/user/event/register', { token, body: { eventUuid, quantity: 1 } });
    const [event] = await server.db.select().from(events).where(eq(events.id, eventUuid));
    const start = event?.startTime.getTime() ?? 0;
    const reminders = async () => (await subjects(email)).filter((s) => s.startsWith('Tomorrow:'));

    server.clock.advance(start - REMINDER_LEAD_MS - HOUR - server.clock.now().getTime());
    await server.runDueJobs();
    expect(await reminders()).toEqual([]);

    server.clock.advance(2 * HOUR);
    await server.runDueJobs();
    expect(await reminders()).toEqual(['Tomorrow: Mindful Mornings: Managing Everyday Stress']);
    server.clock.advance(HOUR);
    await server.runDueJobs();
    expect(await reminders()).toHaveLength(1);
  });
});

describe.each(drivers)('event reminders with several server processes [%s]', (driver) => {
  const handles: DatabaseHandle[] = [];
  let drop = async () => {};
  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await drop();
  });
  const silent = { error() {}, warn() {}, info() {} } as never;

  test('two job runners on one database send one reminder', async () => {
    const opened = await openTestDatabase(driver);
    drop = opened.drop;
    handles.push(opened.handle);
    await opened.handle.migrate();
    const clock = new TestClock();
    await seed(opened.handle.db, clock.now(), { demoData: true });
    const db = opened.handle.db;
    const [user] = await db
      .insert(users)
      .values({ email: 'twice@example.com', name: 'Two Processes', emailVerifiedAt: clock.now() })
      .returning();
    const [event] = await db.select().from(events).where(eq(events.seedKey, 'sleep-reset'));
    if (!user || !event) throw new Error('seed missing');
    await db.insert(eventRegistrations).values({
      userId: user.id,
      eventId: event.id,
      quantity: 1,
      createdAt: new Date(event.startTime.getTime() - 3 * 24 * HOUR),
    });

    const processes = [opened.handle];
    if (driver === 'postgres' && opened.url) {
      const second = postgresDatabase(opened.url);
      handles.push(second);
      processes.push(second);
    } else processes.push(opened.handle);
    const runners = processes.map((database) => {
      const jobs = jobRunner({ database, clock: clock.now, log: silent });
      memberMailService({
        db: database.db,
        jobs,
        clock: clock.now,
        mailer: outboxMailer(database.db, silent, false),
        config: {
          organisationName: 'Wellness Community',
          supportEmail: 'support@wellness.example',
          publicUrl: 'http://localhost:3000',
        },
        log: silent,
      });
      return jobs;
    });

    clock.advance(event.startTime.getTime() - REMINDER_LEAD_MS + 60_000 - clock.now().getTime());
    await Promise.all(runners.map((jobs) => jobs.runDueJobs()));
    await Promise.all(runners.map((jobs) => jobs.runDueJobs()));
    clock.advance(10 * 60_000);
    await Promise.all(runners.map((jobs) => jobs.runDueJobs()));

    const mails = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, 'twice@example.com')));
    expect(mails.map((m) => m.subject)).toEqual(['Tomorrow: The Sleep Reset']);
  });
});
