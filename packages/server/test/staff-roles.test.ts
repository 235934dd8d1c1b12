import { staffOperationRoles, type StaffOperation, type StaffRole } from '@wellness/api/rules';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { supportGroups, users } from '../src/db/schema.js';
import { hashPassword } from '../src/services/passwords.js';
import {
  latestLinkToken,
  login,
  PASSWORD,
  readyMember,
  resetPrefix,
  signUpAndVerify,
} from './support/members.js';
import { describeEachDatabase, uniqueEmail, type TestServer } from './support/server.js';

const ROLES: StaffRole[] = ['owner', 'admin', 'editor', 'support'];
const NIL = '00000000-0000-4000-8000-000000000000';
const DAY = 86_400_000;

interface StaffAccount {
  uuid: string;
  email: string;
  role: StaffRole;
  active: boolean;
}
interface AuditEntry {
  kind: string;
  staff: { email: string } | null;
  target: { type: string; id: string };
  details: Record<string, unknown>;
  reason: string | null;
}
interface Page<T> {
  items: T[];
  total: number;
}

/** A staff member with `role`, made in the database (as the command line or an accepted invitation would). */
async function staffMember(server: TestServer, role: StaffRole) {
  const email = uniqueEmail(role);
  const [row] = await server.db
    .insert(users)
    .values({
      email,
      role: 'staff',
      staffRole: role,
      passwordHash: await hashPassword(PASSWORD),
      emailVerifiedAt: server.clock.now(),
    })
    .returning();
  const response = await login(server, email, PASSWORD);
  expect(response.status, 'staff sign in without a profile or package').toBe(200);
  expect(response.body.data.user).toMatchObject({ role: ['staff'], staffRole: role });
  return { id: row!.id, email, token: response.body.data.token };
}

/** The invitation link's token mailed to `email`, used to set the password; resolves to the reset answer. */
async function acceptInvitation(server: TestServer, email: string, password = PASSWORD) {
  const token = await latestLinkToken(server, email, resetPrefix(server));
  return server.call('POST', '/v1/user/reset', {
    body: { token, newPassword: password, confirmPassword: password },
  });
}

async function audit(server: TestServer, token: string, query = '') {
  const response = await server.call<Page<AuditEntry>>('GET', `/v1/staff/audit?pageSize=100${query}`, {
    token,
  });
  expect(response.status).toBe(200);
  return response.body.data;
}

describeEachDatabase('staff roles', (server) => {
  test('every staff call answers each role as its x-staff-roles says: 403 with the reason for the others', async () => {
    const callers = Object.fromEntries(
      await Promise.all(ROLES.map(async (role) => [role, await staffMember(server, role)] as const)),
    );
    const member = await readyMember(server, uniqueEmail('member'));
    const operations = Object.keys(staffOperationRoles) as StaffOperation[];
    expect(operations.length).toBeGreaterThanOrEqual(21);
    for (const operation of operations) {
      const [method, template] = operation.split(' ') as [string, string];
      const url = `/v1${template.replace('{uuid}', NIL).replace('{id}', '2147483000')}`;
      // Bodies are left empty: an allowed caller gets past the role check to the input's 400 (or 404), and nothing
      // changes.
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      for (const role of ROLES) {
        const response = await server.call(method, url, { token: callers[role]!.token, body });
        if ((staffOperationRoles[operation] as readonly string[]).includes(role)) {
          expect(response.status, `${role} ${operation}`).not.toBe(403);
          expect(response.status, `${role} ${operation}`).toBeLessThan(500);
        } else {
          expect(response.status, `${role} ${operation}`).toBe(403);
          expect(response.body.error?.code, `${role} ${operation}`).toBe('STAFF_ROLE_FORBIDDEN');
          expect(response.body.message).toContain(`(${role})`);
        }
      }
      const refused = await server.call(method, url, { token: member, body });
      expect(refused.status, `member ${operation}`).toBe(403);
      expect(refused.body.error?.code).toBe('STAFF_ONLY');
      expect((await server.call(method, url, { body })).status, `anonymous ${operation}`).toBe(401);
    }
  });

  test('an admin invites an editor: the link sets the password once, and the editor sees only content calls', async () => {
    const admin = await staffMember(server, 'admin');
    const email = uniqueEmail('invited');
    const invited = await server.call<{
      uuid: string;
      createdAt: string;
      expiresAt: string;
      invitedBy: string;
    }>('POST', '/v1/staff/team/invitations', { token: admin.token, body: { email, role: 'editor' } });
    expect(invited.status).toBe(201);
    expect(invited.body.data.invitedBy).toBe(admin.email);
    expect(Date.parse(invited.body.data.expiresAt) - Date.parse(invited.body.data.createdAt)).toBe(7 * DAY);
    const open = await server.call<{ email: string }[]>('GET', '/v1/staff/team/invitations', {
      token: admin.token,
    });
    expect(open.body.data.map((i) => i.email)).toContain(email);

    const token = await latestLinkToken(server, email, resetPrefix(server));
    const body = { token, newPassword: PASSWORD, confirmPassword: PASSWORD };
    expect((await server.call('POST', '/v1/user/reset', { body })).status).toBe(200);
    const again = await server.call('POST', '/v1/user/reset', { body });
    expect(again.status).toBe(400);
    expect(again.body.error?.code).toBe('RESET_TOKEN_INVALID');

    const signedIn = await login(server, email);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user).toMatchObject({ role: ['staff'], staffRole: 'editor' });
    const editor = signedIn.body.data.token;
    const queue = await server.call('GET', '/v1/staff/wsg/requests', { token: editor });
    expect(queue.body.error?.code).toBe('STAFF_ROLE_FORBIDDEN');
    const profile = await server.call<{ staffRole: string }>('POST', '/v1/user/profile/view', {
      token: editor,
    });
    expect(profile.body.data.staffRole).toBe('editor');

    const kinds = (await audit(server, admin.token, `&staff=${admin.id}`)).items.map((e) => e.kind);
    expect(kinds).toContain('staff-invited');
    const joined = (await audit(server, admin.token, '&kind=staff-joined')).items.find(
      (e) => e.details.email === email,
    );
    expect(joined).toMatchObject({ staff: { email }, details: { role: 'editor' } });
  });

  test('an invitation expires after 7 days; a newer one replaces it; a revoked one stops working', async () => {
    const owner = await staffMember(server, 'owner');
    const email = uniqueEmail('late');
    // The owner signs in afresh for each invitation: a week is longer than a session lasts.
    const invite = async () =>
      server.call<{ uuid: string }>('POST', '/v1/staff/team/invitations', {
        token: (await login(server, owner.email)).body.data.token,
        body: { email, role: 'support' },
      });
    expect((await invite()).status).toBe(201);
    const first = await latestLinkToken(server, email, resetPrefix(server));
    server.clock.advance(7 * DAY + 1000);
    const late = await server.call('POST', '/v1/user/reset', {
      body: { token: first, newPassword: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(late.status).toBe(400);
    expect(late.body.error?.code).toBe('RESET_TOKEN_INVALID');

    // A second invitation, then a third: only the newest link works, and only until it is revoked.
    expect((await invite()).status).toBe(201);
    const second = await latestLinkToken(server, email, resetPrefix(server));
    server.clock.advance(1000);
    const third = await invite();
    const replaced = await server.call('POST', '/v1/user/reset', {
      body: { token: second, newPassword: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(replaced.status).toBe(400);
    const revoked = await server.call('DELETE', `/v1/staff/team/invitations/${third.body.data.uuid}`, {
      token: (await login(server, owner.email)).body.data.token,
    });
    expect(revoked.status).toBe(200);
    expect((await acceptInvitation(server, email)).status).toBe(400);
    expect((await login(server, email)).status).toBe(401);

    // Within the 7 days it works (just before the end).
    expect((await invite()).status).toBe(201);
    server.clock.advance(7 * DAY - 1000);
    expect((await acceptInvitation(server, email)).status).toBe(200);
    expect((await login(server, email)).body.data.user).toMatchObject({ staffRole: 'support' });
  });

  test('an existing member accepting an invitation becomes staff and keeps their account', async () => {
    const admin = await staffMember(server, 'admin');
    const email = uniqueEmail('promoted');
    await readyMember(server, email);
    const before = await login(server, email);
    expect(
      (
        await server.call('POST', '/v1/staff/team/invitations', {
          token: admin.token,
          body: { email, role: 'support' },
        })
      ).status,
    ).toBe(201);
    expect((await acceptInvitation(server, email, 'Another#Pass1')).status).toBe(200);
    const after = await login(server, email, 'Another#Pass1');
    expect(after.body.data.user).toMatchObject({
      uuid: before.body.data.user.uuid,
      role: ['staff'],
      staffRole: 'support',
      package: expect.objectContaining({ name: 'Starter' }),
    });
    // Already staff: a second invitation is refused.
    const twice = await server.call('POST', '/v1/staff/team/invitations', {
      token: admin.token,
      body: { email, role: 'editor' },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error?.code).toBe('ALREADY_STAFF');
  });

  test('only owners manage owners; nobody changes their own account', async () => {
    const owner = await staffMember(server, 'owner');
    const admin = await staffMember(server, 'admin');
    const otherOwner = await staffMember(server, 'owner');
    const support = await staffMember(server, 'support');

    const inviteOwner = (token: string) =>
      server.call('POST', '/v1/staff/team/invitations', {
        token,
        body: { email: uniqueEmail('owner'), role: 'owner' },
      });
    expect((await inviteOwner(admin.token)).body.error?.code).toBe('OWNER_ONLY');
    expect((await inviteOwner(owner.token)).status).toBe(201);

    const patch = (token: string, id: string, body: Record<string, unknown>) =>
      server.call<StaffAccount>('PATCH', `/v1/staff/team/${id}`, { token, body });
    expect((await patch(admin.token, otherOwner.id, { role: 'admin' })).body.error?.code).toBe('OWNER_ONLY');
    expect((await patch(admin.token, otherOwner.id, { active: false })).body.error?.code).toBe('OWNER_ONLY');
    expect((await patch(admin.token, support.id, { role: 'owner' })).body.error?.code).toBe('OWNER_ONLY');
    expect((await patch(admin.token, admin.id, { role: 'support' })).body.error?.code).toBe(
      'STAFF_SELF_CHANGE',
    );
    expect((await patch(owner.token, owner.id, { active: false })).status).toBe(409);
    expect((await patch(admin.token, NIL, { role: 'support' })).status).toBe(404);

    const changed = await patch(admin.token, support.id, {
      role: 'editor',
      reason: 'Runs the programme now',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ role: 'editor', active: true });
    const promoted = await patch(owner.token, otherOwner.id, { role: 'admin' });
    expect(promoted.body.data.role).toBe('admin');

    const entry = (await audit(server, owner.token, '&kind=staff-role-changed')).items.find(
      (e) => e.target.id === support.id,
    );
    expect(entry).toMatchObject({
      staff: { email: admin.email },
      details: { from: 'support', to: 'editor' },
      reason: 'Runs the programme now',
    });
  });

  test('deactivating a staff member ends their sessions at once; reactivating restores the role', async () => {
    const admin = await staffMember(server, 'admin');
    const support = await staffMember(server, 'support');
    expect((await server.call('GET', '/v1/staff/wsg/requests', { token: support.token })).status).toBe(200);

    const off = await server.call<StaffAccount>('PATCH', `/v1/staff/team/${support.id}`, {
      token: admin.token,
      body: { active: false, reason: 'Left the organisation' },
    });
    expect(off.body.data).toMatchObject({ active: false, role: 'support' });
    expect((await server.call('GET', '/v1/staff/wsg/requests', { token: support.token })).status).toBe(401);
    // The account stays, as a member's: signing in again gives no staff role.
    const again = await login(server, support.email);
    expect(again.body.data.user).toMatchObject({ role: ['user'], staffRole: null });
    const refused = await server.call('GET', '/v1/staff/wsg/requests', { token: again.body.data.token });
    expect(refused.body.error?.code).toBe('STAFF_ONLY');

    const listed = await server.call<Page<StaffAccount>>(
      'GET',
      `/v1/staff/team?search=${encodeURIComponent(support.email)}`,
      { token: admin.token },
    );
    expect(listed.body.data.items).toEqual([expect.objectContaining({ active: false, role: 'support' })]);

    const on = await server.call<StaffAccount>('PATCH', `/v1/staff/team/${support.id}`, {
      token: admin.token,
      body: { active: true },
    });
    expect(on.body.data.active).toBe(true);
    const back = await login(server, support.email);
    expect(back.body.data.user).toMatchObject({ role: ['staff'], staffRole: 'support' });
    const kinds = (await audit(server, admin.token, `&staff=${admin.id}`)).items.map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['staff-deactivated', 'staff-reactivated']));
  });

  test('the audit log holds review decisions with who, what and why, and filters by kind and date', async () => {
    const owner = await staffMember(server, 'owner');
    const support = await staffMember(server, 'support');
    const memberEmail = uniqueEmail('joiner');
    const member = await readyMember(server, memberEmail);
    const [group] = await server.db
      .insert(supportGroups)
      .values({ name: `Audit ${memberEmail}`, description: 'x', category: 'Diet' })
      .returning();
    await server.call('POST', '/v1/user/supportGroup/join', {
      token: member,
      body: { supportGroupUuid: group!.id },
    });
    const queue = await server.call<Page<{ uuid: string }>>(
      'GET',
      `/v1/staff/wsg/requests?search=${encodeURIComponent(memberEmail)}`,
      { token: support.token },
    );
    const request = queue.body.data.items[0]!.uuid;
    server.clock.advance(60_000);
    const before = server.clock.now().toISOString();
    const decided = await server.call('PATCH', `/v1/staff/wsg/requests/${request}`, {
      token: support.token,
      body: { decision: 'reject', reason: 'The group is full' },
    });
    expect(decided.status).toBe(200);

    const after = new Date(server.clock.now().getTime() + 1).toISOString();
    const entries = (await audit(server, owner.token, `&kind=wsg-join&staff=${support.id}`)).items;
    expect(entries).toEqual([
      expect.objectContaining({
        staff: expect.objectContaining({ email: support.email }),
        target: { type: 'support_group_members', id: request },
        details: { decision: 'rejected' },
        reason: 'The group is full',
      }),
    ]);
    expect((await audit(server, owner.token, `&staff=${support.id}&from=${after}`)).total).toBe(0);
    expect((await audit(server, owner.token, `&staff=${support.id}&to=${before}`)).total).toBe(0);
    expect((await audit(server, owner.token, `&staff=${support.id}&from=${before}&to=${after}`)).total).toBe(
      1,
    );
    const bad = await server.call('GET', '/v1/staff/audit?kind=nothing', { token: owner.token });
    expect(bad.status).toBe(400);
  });

  test('the demo staff account is an owner (development shows everything)', async () => {
    const response = await login(server, 'staff@wellness.example', 'Staff@1234');
    expect(response.body.data.user).toMatchObject({ role: ['staff'], staffRole: 'owner' });
    const [row] = await server.db.select().from(users).where(eq(users.email, 'staff@wellness.example'));
    expect(row?.staffRole).toBe('owner');
  });
});

describeEachDatabase('a member signing up', (server) => {
  test('is never staff, whatever the body says', async () => {
    const email = uniqueEmail('plain');
    await signUpAndVerify(server, email);
    const response = await login(server, email);
    expect(response.body.data.user).toMatchObject({ role: ['user'], staffRole: null });
  });
});
