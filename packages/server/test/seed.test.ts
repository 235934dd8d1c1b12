import { and, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { eventRegistrations, events, seedRuns, users } from '../src/db/schema.js';
import { seed, seedSteps } from '../src/db/seed.js';
import { login } from './support/members.js';
import { describeEachDatabase, type TestServer } from './support/server.js';

const DEMO = { email: 'demo@wellness.example', password: 'Demo@1234' };
const PAST_EVENT = 'Nutrition Basics (recorded)';

interface RegistrationView {
  eventUuid: string;
  quantity: number;
  isActive: boolean | null;
  event: { name: string; endTime: string; status: string };
}

async function demoRegistrations(server: TestServer) {
  const { token } = (await login(server, DEMO.email, DEMO.password)).body.data as { token: string };
  const response = await server.call<RegistrationView[]>('GET', '/v1/user/register/event/list', { token });
  expect(response.status).toBe(200);
  return response.body.data;
}

async function demoRowsForPastEvent(server: TestServer) {
  const [demo] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.email));
  return server.db
    .select({ id: eventRegistrations.id, isActive: eventRegistrations.isActive })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(and(eq(eventRegistrations.userId, demo!.id), eq(events.seedKey, 'past-nutrition-basics')));
}

describeEachDatabase('seeded demo member', (server) => {
  test('the demo member attended a past event: an active registration whose event has ended (Completed)', async () => {
    const list = await demoRegistrations(server);
    const past = list.filter((item) => item.event.name === PAST_EVENT);
    expect(past).toHaveLength(1);
    expect(past[0]).toMatchObject({ quantity: 1, isActive: true, event: { status: 'completed' } });
    expect(Date.parse(past[0]!.event.endTime)).toBeLessThan(server.clock.now().getTime());
  });

  test('each seed step runs once per database: seeding again changes nothing, not even a cancelled registration', async () => {
    expect(await seed(server.db, server.clock.now(), { demoData: true })).toEqual([]);
    const [row] = await demoRowsForPastEvent(server);
    await server.db
      .update(eventRegistrations)
      .set({ isActive: false, cancelledAt: server.clock.now() })
      .where(eq(eventRegistrations.id, row!.id));
    expect(await seed(server.db, server.clock.now(), { demoData: true })).toEqual([]);
    expect(await demoRowsForPastEvent(server)).toEqual([{ id: row!.id, isActive: false }]);
    const steps = await server.db.select({ step: seedRuns.step }).from(seedRuns);
    expect(steps.map((s) => s.step).sort()).toEqual(seedSteps({ demoData: true }).sort());
  });

  test('the demo programme follows the day without re-creating a deleted event', async () => {
    const [event] = await server.db
      .delete(events)
      .where(eq(events.seedKey, 'sleep-reset'))
      .returning({ start: events.startTime });
    expect(event).toBeDefined();
    const tomorrow = new Date(server.clock.now().getTime() + 86_400_000);
    expect(await seed(server.db, tomorrow, { demoData: true })).toEqual([]);
    expect(await server.db.select().from(events).where(eq(events.seedKey, 'sleep-reset'))).toEqual([]);
    const [moved] = await server.db
      .select({ start: events.startTime })
      .from(events)
      .where(eq(events.seedKey, 'past-nutrition-basics'));
    // Back to the test's day for the other tests of this file.
    await seed(server.db, server.clock.now(), { demoData: true });
    const [back] = await server.db
      .select({ start: events.startTime })
      .from(events)
      .where(eq(events.seedKey, 'past-nutrition-basics'));
    expect(moved!.start.getTime() - back!.start.getTime()).toBe(86_400_000);
  });
});
