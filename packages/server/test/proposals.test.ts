import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { staffDecisions, supportGroupProposals, users } from '../src/db/schema.js';
import { staffAccount } from '../src/db/seed-data.js';
import { login, mailsTo, readyMember } from './support/members.js';
import { describeEachDatabase, uniqueEmail, type TestServer } from './support/server.js';

interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
interface Proposal {
  uuid: string;
  member: { email: string };
  groupName: string;
  groupCategory: string;
  city: string;
  membershipLevel: { uuid: string; name: string } | null;
}
interface Wsg {
  uuid: string;
  name: string;
  groupCategory: string | null;
  groupLeaderDetails: { name: string | null };
  city: string | null;
  state: string | null;
  packages: { name: string }[];
}

const tag = () => randomBytes(4).toString('hex');

async function staffToken(server: TestServer) {
  const response = await login(server, staffAccount.email, staffAccount.password);
  expect(response.status).toBe(200);
  return response.body.data.token;
}

async function proposalsOf(server: TestServer, email: string) {
  const [user] = await server.db.select().from(users).where(eq(users.email, email));
  return server.db.select().from(supportGroupProposals).where(eq(supportGroupProposals.userId, user!.id));
}

async function queue(server: TestServer, token: string, query: string) {
  return server.call<Page<Proposal>>('GET', `/v1/staff/wsg/proposals?${query}`, { token });
}

describeEachDatabase('group proposals (Apply New Group)', (server) => {
  test('a member proposes a group; staff accept it and every member finds it in the WSG list', async () => {
    const email = uniqueEmail('proposal');
    const token = await readyMember(server, email);
    const packages = await server.call<{ uuid: string; name: string }[]>('GET', '/v1/user/package/list');
    const explorer = packages.body.data.find((p) => p.name === 'Explorer')!;
    const name = `Morning walkers ${tag()}`;
    const proposed = await server.call<{ uuid: string; status: string; membershipLevel: { name: string } }>(
      'POST',
      '/v1/user/supportGroup/proposal',
      {
        token,
        body: {
          groupName: `  ${name} `,
          description: 'We walk together before work.',
          groupCategory: 'Lifestyle',
          numberOfMembers: 12,
          state: 'Oregon',
          city: 'Portland',
          membershipLevel: explorer.uuid,
        },
      },
    );
    expect(proposed.status).toBe(201);
    expect(proposed.body.message).toBe('Your group proposal has been sent. Our team will review it.');
    expect(proposed.body.data).toMatchObject({ status: 'pending', membershipLevel: { name: 'Explorer' } });

    // Not a group yet.
    const before = await server.call<Wsg[]>('GET', '/v1/user/supportGroup/list', { token });
    expect(before.body.data.some((g) => g.name === name)).toBe(false);

    const staff = await staffToken(server);
    const pending = await queue(server, staff, `search=${encodeURIComponent(email)}`);
    expect(pending.status).toBe(200);
    expect(pending.body.data.total).toBe(1);
    const [row] = pending.body.data.items;
    expect(row).toMatchObject({
      uuid: proposed.body.data.uuid,
      groupName: name,
      groupCategory: 'Lifestyle',
      city: 'Portland',
      member: { email },
      membershipLevel: { name: 'Explorer' },
    });

    const accepted = await server.call('PATCH', `/v1/staff/wsg/proposals/${row!.uuid}`, {
      token: staff,
      body: { decision: 'accept' },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe('The request has been accepted.');

    const other = await readyMember(server, uniqueEmail('proposal'));
    const after = await server.call<Wsg[]>('GET', '/v1/user/supportGroup/list', { token: other });
    const group = after.body.data.find((g) => g.name === name);
    expect(group).toMatchObject({
      groupCategory: 'Lifestyle',
      groupLeaderDetails: { name: 'Alex Morgan' },
      city: 'Portland',
      state: 'Oregon',
      packages: [{ name: 'Explorer' }],
    });
    const [stored] = await proposalsOf(server, email);
    expect(stored).toMatchObject({ status: 'accepted', groupId: group!.uuid });

    const [audit] = await server.db
      .select()
      .from(staffDecisions)
      .where(eq(staffDecisions.targetId, row!.uuid));
    expect(audit).toMatchObject({ kind: 'wsg-proposal', decision: 'accepted' });
    const mails = await mailsTo(server, email);
    expect(mails.some((m) => m.text.includes(`Your proposal of the group ${name} has been accepted.`))).toBe(
      true,
    );

    // Decided once: it has left the queue, and a second decision finds nothing pending.
    expect((await queue(server, staff, `search=${encodeURIComponent(email)}`)).body.data.total).toBe(0);
    const again = await server.call('PATCH', `/v1/staff/wsg/proposals/${row!.uuid}`, {
      token: staff,
      body: { decision: 'reject' },
    });
    expect(again.status).toBe(404);
    expect(again.body.error?.code).toBe('REQUEST_NOT_PENDING');
  });

  test('staff reject a proposal with a reason: no group is created and the member is told why', async () => {
    const email = uniqueEmail('proposal');
    const token = await readyMember(server, email);
    const name = `Night owls ${tag()}`;
    const proposed = await server.call<{ uuid: string }>('POST', '/v1/user/supportGroup/proposal', {
      token,
      body: { groupName: name, groupCategory: 'Diet', state: 'Texas', city: 'Austin' },
    });
    expect(proposed.status).toBe(201);
    const staff = await staffToken(server);
    const rejected = await server.call('PATCH', `/v1/staff/wsg/proposals/${proposed.body.data.uuid}`, {
      token: staff,
      body: { decision: 'reject', reason: 'A group like this one exists already.' },
    });
    expect(rejected.status).toBe(200);
    const list = await server.call<Wsg[]>('GET', '/v1/user/supportGroup/list', { token });
    expect(list.body.data.some((g) => g.name === name)).toBe(false);
    const [stored] = await proposalsOf(server, email);
    expect(stored).toMatchObject({ status: 'rejected', groupId: null });
    const mails = await mailsTo(server, email);
    expect(
      mails.some(
        (m) =>
          m.subject === 'Your request was declined' &&
          m.text.includes('Reason: A group like this one exists already.'),
      ),
    ).toBe(true);
  });

  test("a member reads their own proposals, newest first, with each one's status; never another member's", async () => {
    const email = uniqueEmail('proposal');
    const token = await readyMember(server, email);
    const other = await readyMember(server, uniqueEmail('proposal'));
    const mark = tag();
    const ids: string[] = [];
    for (const name of ['First', 'Second']) {
      const proposed = await server.call<{ uuid: string }>('POST', '/v1/user/supportGroup/proposal', {
        token,
        body: { groupName: `${name} ${mark}`, groupCategory: 'Diet', state: 'Texas', city: 'Austin' },
      });
      expect(proposed.status).toBe(201);
      ids.push(proposed.body.data.uuid);
      server.clock.advance(60_000);
    }
    const staff = await staffToken(server);
    expect(
      (
        await server.call('PATCH', `/v1/staff/wsg/proposals/${ids[0]}`, {
          token: staff,
          body: { decision: 'reject', reason: 'Too similar to Active Living.' },
        })
      ).status,
    ).toBe(200);

    const mine = await server.call<{ groupName: string; status: string }[]>(
      'GET',
      '/v1/user/supportGroup/proposal',
      { token },
    );
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((p) => [p.groupName, p.status])).toEqual([
      [`Second ${mark}`, 'pending'],
      [`First ${mark}`, 'rejected'],
    ]);
    const theirs = await server.call<unknown[]>('GET', '/v1/user/supportGroup/proposal', { token: other });
    expect(theirs.body.data).toEqual([]);
    expect((await server.call('GET', '/v1/user/supportGroup/proposal')).status).toBe(401);
  });

  test('bad input is a clear 400 and stores nothing', async () => {
    const email = uniqueEmail('proposal');
    const token = await readyMember(server, email);
    const valid = { groupName: 'Readers', groupCategory: 'Lifestyle', state: 'Texas', city: 'Austin' };
    const cases: [string, Record<string, unknown>, string][] = [
      ['no group name', { ...valid, groupName: undefined }, 'groupName'],
      ['a name of spaces', { ...valid, groupName: '   ' }, 'groupName'],
      ['no category', { ...valid, groupCategory: undefined }, 'groupCategory'],
      ['an unknown category', { ...valid, groupCategory: 'Gardening' }, 'groupCategory'],
      ['no state', { ...valid, state: undefined }, 'state'],
      ['a city of spaces', { ...valid, city: ' ' }, 'city'],
      ['fewer than 0 members', { ...valid, numberOfMembers: -1 }, 'numberOfMembers'],
      ['a fractional member count', { ...valid, numberOfMembers: 2.5 }, 'numberOfMembers'],
      ['a membership level that is no uuid', { ...valid, membershipLevel: 'Gold' }, 'membershipLevel'],
      [
        'a membership level that is no package',
        { ...valid, membershipLevel: '00000000-0000-4000-8000-000000000000' },
        'membershipLevel',
      ],
      ['an unknown field', { ...valid, isActive: true }, ''],
    ];
    for (const [what, body, field] of cases) {
      const refused = await server.call('POST', '/v1/user/supportGroup/proposal', { token, body });
      expect(refused.status, what).toBe(400);
      expect(refused.body.error?.code, what).toBe('VALIDATION_FAILED');
      if (field) expect(refused.body.message, what).toContain(field);
    }
    expect(await proposalsOf(server, email)).toEqual([]);
    expect((await server.call('POST', '/v1/user/supportGroup/proposal', { body: valid })).status).toBe(401);
  });

  test('the staff queue pages, sorts and searches on the server', async () => {
    const token = await readyMember(server, uniqueEmail('proposal'));
    const mark = tag();
    for (const name of ['Beta', 'Alpha', 'Gamma']) {
      const proposed = await server.call('POST', '/v1/user/supportGroup/proposal', {
        token,
        body: { groupName: `${name} ${mark}`, groupCategory: 'Cancer', state: 'Ohio', city: 'Dayton' },
      });
      expect(proposed.status).toBe(201);
      server.clock.advance(60_000);
    }
    const staff = await staffToken(server);
    const first = await queue(server, staff, `search=${mark}&pageSize=2&sort=groupName&order=desc`);
    expect(first.body.data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.body.data.items.map((p) => p.groupName)).toEqual([`Gamma ${mark}`, `Beta ${mark}`]);
    const second = await queue(server, staff, `search=${mark}&pageSize=2&page=2&sort=groupName&order=desc`);
    expect(second.body.data.items.map((p) => p.groupName)).toEqual([`Alpha ${mark}`]);
    // Oldest first by default.
    const byAge = await queue(server, staff, `search=${mark.toUpperCase()}`);
    expect(byAge.body.data.items.map((p) => p.groupName)).toEqual([
      `Beta ${mark}`,
      `Alpha ${mark}`,
      `Gamma ${mark}`,
    ]);
    // A search's % and _ are literal characters.
    expect((await queue(server, staff, 'search=%25%25%25zz_')).body.data.total).toBe(0);
    for (const bad of ['page=0', 'pageSize=1000', 'sort=name', 'order=up', `search=${'x'.repeat(101)}`]) {
      const refused = await queue(server, staff, bad);
      expect(refused.status, bad).toBe(400);
      expect(refused.body.error?.code, bad).toBe('VALIDATION_FAILED');
    }
  });
});
