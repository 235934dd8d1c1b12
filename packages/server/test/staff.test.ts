import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { healthHeroes, staffDecisions, supportGroups, users } from '../src/db/schema.js';
import { staffAccount } from '../src/db/seed-data.js';
import { appendHeroProfileFields } from './support/heroes.js';
import { givePackage, login, mailsTo, readyMember } from './support/members.js';
import { describeEachDatabase, uniqueEmail, type TestServer } from './support/server.js';

async function staffToken(server: TestServer) {
  const response = await login(server, staffAccount.email, staffAccount.password);
  expect(response.status).toBe(200);
  return response.body.data.token;
}

async function newGroup(server: TestServer) {
  const [row] = await server.db
    .insert(supportGroups)
    .values({
      name: `Staff test ${Math.random().toString(36).slice(2, 8)}`,
      description: 'x',
      category: 'Diet',
    })
    .returning();
  return row!.id;
}

async function newHero(server: TestServer) {
  const [row] = await server.db
    .insert(healthHeroes)
    .values({
      name: `Hero ${Math.random().toString(36).slice(2, 8)}`,
      category: 'Doctor',
      numberOfHours: 1,
      mentoringChannel: 'online',
    })
    .returning();
  return row!;
}

interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
interface WsgRequest {
  uuid: string;
  member: { email: string };
  group: { uuid: string; name: string };
}
interface SessionRequest {
  uuid: string;
  member: { email: string };
  healthHero: { uuid: string };
}

describeEachDatabase('staff console', (server) => {
  test('members are refused with 403 on every staff call, and nothing changes', async () => {
    const email = uniqueEmail('staff');
    const token = await readyMember(server, email);
    const groupId = await newGroup(server);
    await server.call('POST', '/v1/user/supportGroup/join', { token, body: { supportGroupUuid: groupId } });
    const anyId = '00000000-0000-4000-8000-000000000000';
    for (const [method, url, body] of [
      ['GET', '/v1/staff/wsg/requests', undefined],
      ['PATCH', `/v1/staff/wsg/requests/${anyId}`, { decision: 'accept' }],
      ['GET', '/v1/staff/healthHero/sessions', undefined],
      ['PATCH', `/v1/staff/healthHero/sessions/${anyId}`, { decision: 'reject' }],
      ['GET', '/v1/staff/healthHero/applications', undefined],
      ['PATCH', `/v1/staff/healthHero/applications/${anyId}`, { decision: 'accept' }],
      ['GET', '/v1/staff/wsg/proposals', undefined],
      ['PATCH', `/v1/staff/wsg/proposals/${anyId}`, { decision: 'accept' }],
    ] as const) {
      const refused = await server.call(method, url, { token, body });
      expect(refused.status, `${method} ${url}`).toBe(403);
      expect(refused.body.error?.code).toBe('STAFF_ONLY');
      expect((await server.call(method, url, { body })).status).toBe(401);
    }
    const pending = await server.call('GET', '/v1/user/mywsgs/pending', { token });
    expect(pending.status).toBe(200);
  });

  test('staff accepts a join request: audited, mailed, and the member sees the group in My WSGs', async () => {
    const email = uniqueEmail('staff');
    const token = await readyMember(server, email);
    const groupId = await newGroup(server);
    await server.call('POST', '/v1/user/supportGroup/join', { token, body: { supportGroupUuid: groupId } });
    const staff = await staffToken(server);
    const queue = await server.call<Page<WsgRequest>>('GET', `/v1/staff/wsg/requests?search=${email}`, {
      token: staff,
    });
    const request = queue.body.data.items.find((r) => r.member.email === email);
    expect(request?.group.uuid).toBe(groupId);

    const accepted = await server.call('PATCH', `/v1/staff/wsg/requests/${request?.uuid}`, {
      token: staff,
      body: { decision: 'accept' },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe('The request has been accepted.');
    const mine = await server.call<{ uuid: string; status: string }[]>('GET', '/v1/user/mywsgs', { token });
    expect(mine.body.data.map((g) => [g.uuid, g.status])).toEqual([[groupId, 'accepted']]);
    expect((await server.call('GET', '/v1/user/mywsgs/pending', { token })).status).toBe(404);

    const [audit] = await server.db
      .select()
      .from(staffDecisions)
      .where(eq(staffDecisions.targetId, request!.uuid));
    const [staffUser] = await server.db.select().from(users).where(eq(users.email, staffAccount.email));
    expect(audit).toMatchObject({
      kind: 'wsg-join',
      decision: 'accepted',
      staffId: staffUser?.id,
      reason: null,
    });
    const mails = await mailsTo(server, email);
    const decisionMail = mails.find((m) => m.subject === 'Your request was accepted');
    expect(decisionMail?.text).toContain('has been accepted.');
    // Signed, with the support address, like every other mail.
    expect(decisionMail?.text).toContain('The Wellness Community team');
    expect(decisionMail?.text).toContain('Questions? Write to support@wellness.example.');

    // Decided once: a second decision finds nothing pending.
    const again = await server.call('PATCH', `/v1/staff/wsg/requests/${request?.uuid}`, {
      token: staff,
      body: { decision: 'reject' },
    });
    expect(again.status).toBe(404);
    expect(again.body.error?.code).toBe('REQUEST_NOT_PENDING');
  });

  test('staff rejects with a reason: the member is told why and the request is gone', async () => {
    const email = uniqueEmail('staff');
    const token = await readyMember(server, email);
    const groupId = await newGroup(server);
    await server.call('POST', '/v1/user/supportGroup/join', { token, body: { supportGroupUuid: groupId } });
    const staff = await staffToken(server);
    const queue = await server.call<Page<WsgRequest>>('GET', `/v1/staff/wsg/requests?search=${email}`, {
      token: staff,
    });
    const request = queue.body.data.items.find((r) => r.member.email === email);
    const rejected = await server.call('PATCH', `/v1/staff/wsg/requests/${request?.uuid}`, {
      token: staff,
      body: { decision: 'reject', reason: 'The group is full this season.' },
    });
    expect(rejected.status).toBe(200);
    expect((await server.call('GET', '/v1/user/mywsgs/pending', { token })).status).toBe(404);
    const list = await server.call<{ uuid: string; status: string | null }[]>(
      'GET',
      '/v1/user/supportGroup/list',
      { token },
    );
    expect(list.body.data.find((g) => g.uuid === groupId)?.status).toBeNull();
    const mails = await mailsTo(server, email);
    expect(mails.some((m) => m.text.includes('Reason: The group is full this season.'))).toBe(true);
    const bad = await server.call('PATCH', `/v1/staff/wsg/requests/${request?.uuid}`, {
      token: staff,
      body: { decision: 'maybe' },
    });
    expect(bad.status).toBe(400);
  });

  test("staff accepts a session request: the member's registered session is Accepted (isActive true)", async () => {
    const email = uniqueEmail('staff');
    const token = await readyMember(server, email);
    await givePackage(server, email, 'Explorer'); // Starter holds no sessions
    const hero = await newHero(server);
    const applied = await server.call('POST', '/v1/user/healtHero/apply', {
      token,
      body: {
        healthHeroUuid: hero.id,
        sessionDate: '2026-03-10',
        sessionTime: '10:00',
        sessionPurpose: 'Sleep',
        consultation: 'no',
      },
    });
    expect(applied.status).toBe(201);
    const staff = await staffToken(server);
    const queue = await server.call<Page<SessionRequest>>(
      'GET',
      `/v1/staff/healthHero/sessions?search=${email}`,
      { token: staff },
    );
    const request = queue.body.data.items.find((r) => r.member.email === email);
    expect(request?.healthHero.uuid).toBe(hero.id);
    expect(
      (
        await server.call('PATCH', `/v1/staff/healthHero/sessions/${request?.uuid}`, {
          token: staff,
          body: { decision: 'accept' },
        })
      ).status,
    ).toBe(200);
    const sessions = await server.call<{ isActive: boolean | null }[]>(
      'GET',
      '/v1/user/healtHero/registered/list',
      { token },
    );
    expect(sessions.body.data.map((s) => s.isActive)).toEqual([true]);
  });

  test('sign-up cannot make a staff account', async () => {
    const email = uniqueEmail('staff');
    const refused = await server.call('POST', '/v1/user/create', {
      body: { email, password: 'Wellness#2026', confirmPassword: 'Wellness#2026', role: 'staff' },
    });
    expect(refused.status).toBe(400);
    await readyMember(server, email);
    const [user] = await server.db.select().from(users).where(eq(users.email, email));
    expect(user?.role).toBe('user');
  });

  test('staff accepts a become-a-hero application: the member is listed as a health hero, and mailed', async () => {
    const email = uniqueEmail('staff');
    const token = await readyMember(server, email);
    const form = new FormData();
    const fields: [string, string][] = [
      ['category', 'Exemplary'],
      ['ageGroup', 'Senior'],
      ['numberOfHours', '3'],
      ['mentoringChannel', 'both'],
      ['areaOfMentoring', 'Lifestyle'],
    ];
    for (const [name, value] of fields) form.append(name, value);
    await appendHeroProfileFields(server, form);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    form.append('uploadStory', new Blob([pdf], { type: 'application/pdf' }), 'story.pdf');
    expect((await server.call('POST', '/v1/user/healtHero/registration', { token, form })).status).toBe(201);

    const staff = await staffToken(server);
    const queue = await server.call<Page<{ uuid: string; member: { email: string }; uploadStory: string }>>(
      'GET',
      `/v1/staff/healthHero/applications?search=${email}`,
      { token: staff },
    );
    const application = queue.body.data.items.find((a) => a.member.email === email);
    expect(application).toBeDefined();
    // Staff may read the applicant's files.
    const file = await server.app.inject({
      method: 'GET',
      url: application!.uploadStory,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(file.statusCode).toBe(200);

    const decided = await server.call('PATCH', `/v1/staff/healthHero/applications/${application?.uuid}`, {
      token: staff,
      body: { decision: 'accept' },
    });
    expect(decided.status).toBe(200);
    const heroes = await server.call<{ name: string; category: string }[]>('GET', '/v1/user/healtHero/list', {
      token,
    });
    expect(
      heroes.body.data.find((h) => h.name === 'Alex Morgan' && h.category === 'Exemplary'),
    ).toBeDefined();
    const check = await server.call<{ exists: boolean; status: string }>(
      'GET',
      '/v1/user/healthHero/check/existing/request',
      { token },
    );
    expect(check.body.data).toMatchObject({ exists: false, status: 'approved' });
    const mails = await mailsTo(server, email);
    expect(
      mails.some((m) => m.text.includes('Your application to become a Health Hero has been accepted.')),
    ).toBe(true);
  });
});
