import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { packages, supportGroupMembers, supportGroups, users } from '../src/db/schema.js';
import { seedGroups } from '../src/db/seed-groups.js';
import { readyMember } from './support/members.js';
import { describeEachDatabase, uniqueEmail, type TestServer } from './support/server.js';

const YEAR = 365 * 24 * 3600_000;

interface Wsg {
  uuid: string;
  supportGroupUuid: string;
  name: string;
  description: string;
  coverImage: string | null;
  groupCategory: string | null;
  groupLeaderDetails: { name: string | null };
  city: string | null;
  state: string | null;
  country: string | null;
  numberOfMembers: number;
  packages: { name: string }[];
  isActive: boolean | null;
  isRequested: boolean;
  status: 'pending' | 'accepted' | null;
}

const CATEGORIES = [
  'Behavioral Health',
  'Cancer',
  'Corporate Wellness',
  'Diet',
  'Diabetes',
  'Health Heroes',
  'Heart Health',
  'Lifestyle',
  'Senior Forum',
  'Women Wellness',
  'WSGs',
  'Youth Forum',
];

async function memberOf(server: TestServer, packageName: 'Starter' | 'Explorer' | 'Champion' = 'Starter') {
  const email = uniqueEmail('groups');
  const token = await readyMember(server, email);
  const [user] = await server.db.select().from(users).where(eq(users.email, email));
  if (packageName !== 'Starter') {
    const [pkg] = await server.db.select().from(packages).where(eq(packages.name, packageName));
    await server.db
      .update(users)
      .set({ packageId: pkg?.id, packageExpiresAt: new Date(server.clock.now().getTime() + YEAR) })
      .where(eq(users.email, email));
  }
  return { token, userId: (user as typeof users.$inferSelect).id };
}

/** Groups made for one test, so tests sharing the file's database do not meet each other. */
async function makeGroups(server: TestServer, n: number) {
  const rows = await server.db
    .insert(supportGroups)
    .values(
      Array.from({ length: n }, (_, i) => ({
        name: `Test group ${i} ${Math.random().toString(36).slice(2, 8)}`,
        description: 'A group made for one test.',
        category: 'Lifestyle' as const,
        leaderName: 'Test Leader',
      })),
    )
    .returning();
  return rows.map((r) => r.id);
}

const list = (server: TestServer, token: string) =>
  server.call<Wsg[]>('GET', '/v1/user/supportGroup/list', { token });
const join = (server: TestServer, token: string, supportGroupUuid: string) =>
  server.call('POST', '/v1/user/supportGroup/join', { token, body: { supportGroupUuid } });
const leave = (server: TestServer, token: string, supportGroupUuid: string) =>
  server.call('DELETE', '/v1/user/mywsgs/leave', { token, body: { supportGroupUuid } });

async function liveCount(server: TestServer, userId: string) {
  const rows = await server.db
    .select()
    .from(supportGroupMembers)
    .where(eq(supportGroupMembers.userId, userId));
  return rows.filter((r) => r.isActive !== false).length;
}

describeEachDatabase('wellness support groups', (server) => {
  test('the list holds the seeded groups of all twelve categories, with leader, location, cover, members and package', async () => {
    const { token } = await memberOf(server);
    const response = await list(server, token);
    expect(response.status).toBe(200);
    const seeded = response.body.data.filter((g) => seedGroups.some((s) => s.name === g.name));
    expect(seeded).toHaveLength(seedGroups.length);
    expect(new Set(seeded.map((g) => g.groupCategory))).toEqual(new Set(CATEGORIES));
    for (const group of seeded) {
      expect(group.groupLeaderDetails.name).toBeTruthy();
      expect(group.city && group.state && group.country).toBeTruthy();
      expect(group.numberOfMembers).toBeGreaterThan(0);
      expect(group.packages).toHaveLength(1);
      expect(group).toMatchObject({ isRequested: false, status: null, isActive: null });
      expect(group.uuid).toBe(group.supportGroupUuid);
    }
    // The covers are committed images served by the server itself.
    const cover = seeded[0]?.coverImage ?? '';
    expect(cover).toMatch(/^\/media\/groups\/[a-z-]+\.svg$/);
    const image = await server.app.inject({ method: 'GET', url: cover });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
  });

  test('join sends a pending request that shows in the list and in the pending list, not in my groups', async () => {
    const { token } = await memberOf(server);
    const [groupId] = await makeGroups(server, 1);
    const joined = await join(server, token, groupId as string);
    expect(joined.status).toBe(200);
    expect(joined.body.message).toBe('WSGs joining request sent successfully');

    const mine = (await list(server, token)).body.data.find((g) => g.uuid === groupId);
    expect(mine).toMatchObject({ isRequested: true, status: 'pending', isActive: null });
    const accepted = await server.call<Wsg[]>('GET', '/v1/user/mywsgs', { token });
    expect(accepted.body.data.map((g) => g.uuid)).not.toContain(groupId);
    const pending = await server.call<Wsg[]>('GET', '/v1/user/mywsgs/pending', { token });
    expect(pending.status).toBe(200);
    expect(pending.body.data.map((g) => [g.uuid, g.status])).toEqual([[groupId, 'pending']]);
  });

  test("asking twice is refused with 'You have already requested to join this group.'", async () => {
    const { token, userId } = await memberOf(server, 'Champion');
    const [groupId] = await makeGroups(server, 1);
    expect((await join(server, token, groupId as string)).status).toBe(200);
    const again = await join(server, token, groupId as string);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already requested to join this group.');
    expect(again.body.error?.code).toBe('ALREADY_REQUESTED');
    expect(await liveCount(server, userId)).toBe(1);
  });

  test('a package of N groups holds at most N live groups (true or null): Starter (1) is refused a second', async () => {
    const { token, userId } = await memberOf(server, 'Starter');
    const groupIds = await makeGroups(server, 2);
    const [first, second] = groupIds as [string, string];
    expect((await join(server, token, first)).status).toBe(200);
    // An accepted membership counts like a pending one.
    await server.db
      .update(supportGroupMembers)
      .set({ isActive: true })
      .where(eq(supportGroupMembers.userId, userId));
    const refused = await join(server, token, second);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Sorry! You have exceeded you wellness support group limit.');
    expect(refused.body.error?.code).toBe('WSG_LIMIT_EXCEEDED');
    expect(await liveCount(server, userId)).toBe(1);

    // A group left (isActive false) no longer counts.
    expect((await leave(server, token, first)).status).toBe(200);
    expect((await join(server, token, second)).status).toBe(200);
  });

  test("a group's package gates joining it: that package or a higher tier by yearly price", async () => {
    const [explorer] = await server.db.select().from(packages).where(eq(packages.name, 'Explorer'));
    const [groupId] = await makeGroups(server, 1);
    await server.db
      .update(supportGroups)
      .set({ packageId: explorer?.id })
      .where(eq(supportGroups.id, groupId as string));
    const starter = await memberOf(server, 'Starter');
    const refused = await join(server, starter.token, groupId as string);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You can not Join this WSGS. Kindly upgrade your Membership Packages');
    expect(refused.body.error?.code).toBe('PACKAGE_UPGRADE_REQUIRED');
    expect(await liveCount(server, starter.userId)).toBe(0);
    for (const tier of ['Explorer', 'Champion'] as const) {
      const member = await memberOf(server, tier);
      expect((await join(server, member.token, groupId as string)).status).toBe(200);
    }
  });

  test('a member without a current package cannot join', async () => {
    const { token, userId } = await memberOf(server);
    await server.db.update(users).set({ packageId: null }).where(eq(users.id, userId));
    const [groupId] = await makeGroups(server, 1);
    const refused = await join(server, token, groupId as string);
    expect(refused.status).toBe(403);
    expect(await liveCount(server, userId)).toBe(0);
  });

  test('20 concurrent joins at a limit of 1 (Starter) leave exactly one request', async () => {
    const { token, userId } = await memberOf(server, 'Starter');
    const groupIds = await makeGroups(server, 20);
    const answers = await Promise.all(groupIds.map((id) => join(server, token, id)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 403)).toHaveLength(19);
    expect(await liveCount(server, userId)).toBe(1);
  });

  test('20 concurrent joins by one member at a limit of 3 (Explorer) leave exactly three requests', async () => {
    const { token, userId } = await memberOf(server, 'Explorer');
    const groupIds = await makeGroups(server, 20);
    const answers = await Promise.all(groupIds.map((id) => join(server, token, id)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 403)).toHaveLength(17);
    expect(await liveCount(server, userId)).toBe(3);
  });

  test('20 concurrent joins of the same group leave one request', async () => {
    const { token, userId } = await memberOf(server, 'Champion');
    const [groupId] = await makeGroups(server, 1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => join(server, token, groupId as string)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect(await liveCount(server, userId)).toBe(1);
  });

  test("no pending request answers 404 'Error! No requested Support Groups found.'", async () => {
    const { token } = await memberOf(server);
    const pending = await server.call('GET', '/v1/user/mywsgs/pending', { token });
    expect(pending.status).toBe(404);
    expect(pending.body.message).toBe('Error! No requested Support Groups found.');
    expect(pending.body.error?.code).toBe('NO_PENDING_GROUPS');
  });

  test('my groups lists accepted groups with their status; leaving removes one, withdrawing removes a request', async () => {
    const { token } = await memberOf(server, 'Champion');
    const [accepted, requested] = (await makeGroups(server, 2)) as [string, string];
    await join(server, token, accepted);
    await join(server, token, requested);
    await server.db
      .update(supportGroupMembers)
      .set({ isActive: true })
      .where(eq(supportGroupMembers.groupId, accepted));
    const before = (await list(server, token)).body.data.find((g) => g.uuid === accepted);
    const mine = await server.call<Wsg[]>('GET', '/v1/user/mywsgs', { token });
    expect(mine.body.data.map((g) => [g.uuid, g.status, g.isActive])).toEqual([[accepted, 'accepted', true]]);
    expect(mine.body.data[0]?.numberOfMembers).toBe(before?.numberOfMembers);

    const left = await leave(server, token, accepted);
    expect(left.status).toBe(200);
    expect(left.body.message).toBe('You have left the group successfully');
    expect((await server.call<Wsg[]>('GET', '/v1/user/mywsgs', { token })).body.data).toEqual([]);
    const after = (await list(server, token)).body.data.find((g) => g.uuid === accepted);
    expect(after).toMatchObject({ status: null, isRequested: false });
    expect(after?.numberOfMembers).toBe((before?.numberOfMembers ?? 0) - 1);

    expect((await leave(server, token, requested)).status).toBe(200);
    expect((await server.call('GET', '/v1/user/mywsgs/pending', { token })).status).toBe(404);
  });

  test("a member leaves only their own groups: another member's group is a 404 and changes nothing", async () => {
    const owner = await memberOf(server);
    const other = await memberOf(server);
    const [groupId] = (await makeGroups(server, 1)) as [string];
    await join(server, owner.token, groupId);
    const refused = await leave(server, other.token, groupId);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('You are not a member of this group.');
    expect(await liveCount(server, owner.userId)).toBe(1);
  });

  test('unknown or inactive groups are a 404; a malformed uuid is a 400; no token is a 401', async () => {
    const { token, userId } = await memberOf(server);
    const [groupId] = (await makeGroups(server, 1)) as [string];
    await server.db.update(supportGroups).set({ isActive: false }).where(eq(supportGroups.id, groupId));
    const inactive = await join(server, token, groupId);
    expect(inactive.status).toBe(404);
    expect(inactive.body.error?.code).toBe('SUPPORT_GROUP_NOT_FOUND');
    expect((await list(server, token)).body.data.map((g) => g.uuid)).not.toContain(groupId);
    expect((await join(server, token, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await join(server, token, 'not-a-uuid')).status).toBe(400);
    const extra = await server.call('POST', '/v1/user/supportGroup/join', {
      token,
      body: { supportGroupUuid: groupId, userUuid: userId },
    });
    expect(extra.status).toBe(400);
    expect((await server.call('GET', '/v1/user/supportGroup/list')).status).toBe(401);
    expect(await liveCount(server, userId)).toBe(0);
  });
});
