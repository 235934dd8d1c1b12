import { and, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { eventRegistrations, events, users } from '../src/db/schema.js';
import { seed, seedFingerprint, seedUnlessUnchanged } from '../src/db/seed.js';
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

  test('seeding again (every start) neither duplicates the registration nor undoes an operator cancelling it', async () => {
    await seed(server.db, server.clock.now());
    await seed(server.db, server.clock.now());
    expect((await demoRegistrations(server)).filter((item) => item.event.name === PAST_EVENT)).toHaveLength(
      1,
    );

    const [row] = await demoRowsForPastEvent(server);
    await server.db
      .update(eventRegistrations)
      .set({ isActive: false, cancelledAt: server.clock.now() })
      .where(eq(eventRegistrations.id, row!.id));
    await seed(server.db, server.clock.now());

    expect(await demoRowsForPastEvent(server)).toEqual([{ id: row!.id, isActive: false }]);
    const after = (await demoRegistrations(server)).filter((item) => item.event.name === PAST_EVENT);
    expect(after).toEqual([expect.objectContaining({ isActive: false })]);
  });

  test('a start skips seeding while nothing it depends on changed (a reused data folder), and seeds on a new day', async () => {
    const now = server.clock.now();
    // The app's start recorded its seed: the same moment and options seed nothing again.
    expect(await seedUnlessUnchanged(server.db, now, { staff: true })).toBe(false);
    expect(seedFingerprint(now, { staff: true })).not.toBe(seedFingerprint(now, { staff: false }));
    const tomorrow = new Date(now.getTime() + 86_400_000);
    expect(seedFingerprint(tomorrow, { staff: true })).not.toBe(seedFingerprint(now, { staff: true }));
    expect(await seedUnlessUnchanged(server.db, tomorrow, { staff: true })).toBe(true);
    expect(await seedUnlessUnchanged(server.db, tomorrow, { staff: true })).toBe(false);
    // Back to the test's day for the other tests of this file.
    expect(await seedUnlessUnchanged(server.db, now, { staff: true })).toBe(true);
  });
});
