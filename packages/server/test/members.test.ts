import type { StaffRole } from '@wellness/api/rules';
import { eq } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { marketplaceOrders, payments, transactions, users } from '../src/db/schema.js';
import { hashPassword } from '../src/services/passwords.js';
import {
  COMPLETION,
  login,
  mailsTo,
  PASSWORD,
  profileForm,
  readyMember,
  signUp,
  signUpAndVerify,
} from './support/members.js';
import { buyPackage, CARDS, packageNamed, packageOfMember, transactionsOf } from './support/payments.js';
import { describeEachDatabase, uniqueEmail, type TestServer } from './support/server.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const DAY = 86_400_000;

interface MemberRecord {
  uuid: string;
  email: string;
  name: string | null;
  verified: boolean;
  blocked: boolean;
  staffRole: StaffRole | null;
  package: { uuid: string; name: string } | null;
  packageExpiresAt: string | null;
}
interface MemberPayment {
  uuid: string;
  amountCents: number;
  refundedCents: number;
  status: string;
  refunds: { amountCents: number; reference: string }[];
}
interface MemberDetail {
  member: MemberRecord;
  profile: Record<string, string | null>;
  packageHistory: {
    kind: string;
    package: string | null;
    days: number | null;
    by: string | null;
    reason: string | null;
  }[];
  payments: MemberPayment[];
  mails: { subject: string }[];
}
interface AuditEntry {
  kind: string;
  staff: { email: string } | null;
  target: { id: string };
  reason: string | null;
  details: Record<string, unknown>;
}

async function staffMember(server: TestServer, role: StaffRole) {
  const email = uniqueEmail(role);
  await server.db.insert(users).values({
    email,
    role: 'staff',
    staffRole: role,
    passwordHash: await hashPassword(PASSWORD),
    emailVerifiedAt: server.clock.now(),
  });
  return { email, token: (await login(server, email, PASSWORD)).body.data.token };
}

async function idOf(server: TestServer, email: string) {
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

async function auditOf(server: TestServer, token: string, kind: string) {
  const page = await server.call<{ items: AuditEntry[] }>('GET', `/v1/staff/audit?kind=${kind}`, { token });
  expect(page.status).toBe(200);
  return page.body.data.items;
}

describeEachDatabase('the members directory', (server) => {
  test('search, filters, sort and pages; a member and an editor are refused', async () => {
    const support = await staffMember(server, 'support');
    const tag = uniqueEmail('dir').split('@')[0]!;
    const verified = `${tag}-a@example.com`;
    const pending = `${tag}-b@example.com`;
    await readyMember(server, verified);
    await signUp(server, pending);
    const list = (query: string) =>
      server.call<{ items: MemberRecord[]; total: number; page: number; pageSize: number }>(
        'GET',
        `/v1/staff/members?search=${tag}${query}`,
        { token: support.token },
      );
    const all = await list('&sort=email&order=asc');
    expect(all.status).toBe(200);
    expect(all.body.data.items.map((m) => m.email)).toEqual([verified, pending]);
    expect(all.body.data).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(all.body.data.items[0]).toMatchObject({ verified: true, blocked: false, staffRole: null });
    expect(all.body.data.items[0]!.package?.name).toBe('Starter');
    expect((await list('&verified=false')).body.data.items.map((m) => m.email)).toEqual([pending]);
    expect((await list('&package=none')).body.data.items.map((m) => m.email)).toEqual([pending]);
    const starter = await packageNamed(server, 'Starter');
    expect((await list(`&package=${starter.uuid}`)).body.data.items.map((m) => m.email)).toEqual([verified]);
    const second = await list('&sort=email&order=desc&pageSize=1&page=2');
    expect(second.body.data.items.map((m) => m.email)).toEqual([verified]);
    expect(second.body.data.total).toBe(2);
    const staffOnly = await server.call<{ items: MemberRecord[] }>(
      'GET',
      `/v1/staff/members?staffRole=support&search=${support.email}`,
      { token: support.token },
    );
    expect(staffOnly.body.data.items.map((m) => m.email)).toEqual([support.email]);
    expect((await list('&verified=maybe')).status).toBe(400);

    const editor = await staffMember(server, 'editor');
    const refused = await server.call('GET', '/v1/staff/members', { token: editor.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe('STAFF_ROLE_FORBIDDEN');
    const member = await readyMember(server, uniqueEmail('nosy'));
    expect((await server.call('GET', '/v1/staff/members', { token: member })).status).toBe(403);
  });

  test('CSV with the same filters for owner and admin; support is refused', async () => {
    const admin = await staffMember(server, 'admin');
    const support = await staffMember(server, 'support');
    const tag = uniqueEmail('csv').split('@')[0]!;
    await readyMember(server, `${tag}-x@example.com`);
    await signUp(server, `=${tag}-y@example.com`.replace('=', ''));
    const csv = await server.app.inject({
      method: 'GET',
      url: `/v1/staff/members?format=csv&verified=true&search=${tag}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('uuid,email,name,verified,blocked,staffRole,package,packageExpiresAt,createdAt');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${tag}-x@example.com,${COMPLETION.name},true,false,,Starter,`);
    const refused = await server.call('GET', '/v1/staff/members?format=csv', { token: support.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe('STAFF_ROLE_FORBIDDEN');
  });

  test("a member's page; support resends the verification mail, audited with the reason", async () => {
    const support = await staffMember(server, 'support');
    const email = uniqueEmail('pending');
    await signUp(server, email);
    const id = await idOf(server, email);
    const page = await server.call<MemberDetail>('GET', `/v1/staff/members/${id}`, { token: support.token });
    expect(page.status).toBe(200);
    expect(page.body.data.member).toMatchObject({ email, verified: false, package: null });
    expect(page.body.data.mails.length).toBe(1);
    const resent = await server.call('POST', `/v1/staff/members/${id}/verification-mail`, {
      token: support.token,
      body: { reason: 'The member lost the first mail' },
    });
    expect(resent.status).toBe(200);
    expect(await mailsTo(server, email)).toHaveLength(2);
    const [entry] = await auditOf(
      server,
      (await staffMember(server, 'owner')).token,
      'member-verification-resent',
    );
    expect(entry).toMatchObject({
      staff: { email: support.email },
      target: { id },
      reason: 'The member lost the first mail',
    });
    const again = await server.call(
      'POST',
      `/v1/staff/members/${await idOf(server, support.email)}/verification-mail`,
      {
        token: support.token,
        body: { reason: 'x' },
      },
    );
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe('EMAIL_ALREADY_VERIFIED');
    const noReason = await server.call('POST', `/v1/staff/members/${id}/verification-mail`, {
      token: support.token,
      body: { reason: '' },
    });
    expect(noReason.status).toBe(400);
  });

  test('an admin gives and extends a package without payment: the member sees it; then cancels it', async () => {
    const admin = await staffMember(server, 'admin');
    const support = await staffMember(server, 'support');
    const email = uniqueEmail('comped');
    const token = await readyMember(server, email);
    const id = await idOf(server, email);
    const champion = await packageNamed(server, 'Champion');
    const body = { packageId: champion.uuid, days: 30, reason: 'Speaker at the spring retreat' };
    expect(
      (await server.call('POST', `/v1/staff/members/${id}/package`, { token: support.token, body })).status,
    ).toBe(403);
    const given = await server.call<MemberRecord>('POST', `/v1/staff/members/${id}/package`, {
      token: admin.token,
      body,
    });
    expect(given.status).toBe(200);
    const until = Date.parse(given.body.data.packageExpiresAt!);
    expect(given.body.data.package?.name).toBe('Champion');
    expect(Math.abs(until - (server.clock.now().getTime() + 30 * DAY))).toBeLessThan(60_000);
    expect((await packageOfMember(server, token))?.name).toBe('Champion');
    // Extending the same package adds to its end.
    const extended = await server.call<MemberRecord>('POST', `/v1/staff/members/${id}/package`, {
      token: admin.token,
      body: { ...body, days: 10 },
    });
    expect(Date.parse(extended.body.data.packageExpiresAt!)).toBe(until + 10 * DAY);
    expect(await transactionsOf(server, token)).toEqual([]);

    const cancelled = await server.call<MemberRecord>('POST', `/v1/staff/members/${id}/package/cancel`, {
      token: admin.token,
      body: { reason: 'Retreat cancelled' },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.package).toBeNull();
    expect(await packageOfMember(server, token)).toBeNull();
    const twice = await server.call('POST', `/v1/staff/members/${id}/package/cancel`, {
      token: admin.token,
      body: { reason: 'again' },
    });
    expect(twice.body.error?.code).toBe('NO_PACKAGE');

    const page = await server.call<MemberDetail>('GET', `/v1/staff/members/${id}`, { token: admin.token });
    expect(page.body.data.packageHistory.map((h) => [h.kind, h.package, h.days, h.by, h.reason])).toEqual([
      ['cancelled', 'Champion', null, admin.email, 'Retreat cancelled'],
      ['given', 'Champion', 10, admin.email, body.reason],
      ['given', 'Champion', 30, admin.email, body.reason],
    ]);
  });

  test('a partial refund goes through the durable job; refunds never exceed the payment', async () => {
    const admin = await staffMember(server, 'admin');
    const email = uniqueEmail('refund');
    const token = await readyMember(server, email);
    await buyPackage(server, token, 'Explorer', CARDS.success);
    await server.runDueJobs();
    const id = await idOf(server, email);
    const [paid] = await server.db.select().from(payments).where(eq(payments.userId, id));
    expect(paid!.status).toBe('succeeded');
    const refund = (amountCents?: number) =>
      server.call<MemberPayment>('POST', `/v1/staff/members/${id}/refunds`, {
        token: admin.token,
        body: { paymentId: paid!.id, amountCents, reason: 'Goodwill after the outage' },
      });
    const part = await refund(1000);
    expect(part.status).toBe(202);
    expect(part.body.data).toMatchObject({ refundedCents: 1000, status: 'succeeded' });
    expect(part.body.data.refunds.map((r) => r.amountCents)).toEqual([1000]);
    const refunds = (await transactionsOf(server, token)).filter((t) => t.type === 'refund');
    expect(refunds.map((t) => t.total)).toEqual([10]);
    const tooMuch = await refund(paid!.amountCents);
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error?.code).toBe('REFUND_TOO_LARGE');
    const rest = await refund();
    expect(rest.body.data).toMatchObject({ refundedCents: paid!.amountCents, status: 'refunded' });
    expect(rest.body.data.refunds.map((r) => r.amountCents)).toEqual([1000, paid!.amountCents - 1000]);
    expect((await refund(1)).body.error?.code).toBe('REFUND_TOO_LARGE');
    const [entry] = await auditOf(server, admin.token, 'member-refund-requested');
    expect(entry).toMatchObject({
      reason: 'Goodwill after the outage',
      details: { amountCents: paid!.amountCents - 1000 },
    });
  });

  test('blocking ends the sessions and refuses sign-in with a clear error; unblocking lets them in', async () => {
    const support = await staffMember(server, 'support');
    const email = uniqueEmail('blocked');
    const token = await readyMember(server, email);
    const id = await idOf(server, email);
    const blocked = await server.call<MemberRecord>('POST', `/v1/staff/members/${id}/block`, {
      token: support.token,
      body: { blocked: true, reason: 'Spam in the groups' },
    });
    expect(blocked.status).toBe(200);
    expect(blocked.body.data.blocked).toBe(true);
    expect((await server.call('POST', '/v1/user/profile/view', { token })).status).toBe(401);
    const refused = await login(server, email);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      message: 'This account has been blocked. Please contact support if you think this is a mistake.',
      error: { code: 'ACCOUNT_BLOCKED' },
    });
    const filtered = await server.call<{ items: MemberRecord[] }>(
      'GET',
      `/v1/staff/members?blocked=true&search=${email}`,
      { token: support.token },
    );
    expect(filtered.body.data.items.map((m) => m.email)).toEqual([email]);
    await server.call('POST', `/v1/staff/members/${id}/block`, {
      token: support.token,
      body: { blocked: false, reason: 'Talked it through' },
    });
    expect((await login(server, email)).status).toBe(200);
    const staffTarget = await server.call(
      'POST',
      `/v1/staff/members/${await idOf(server, support.email)}/block`,
      {
        token: (await staffMember(server, 'owner')).token,
        body: { blocked: true, reason: 'x' },
      },
    );
    expect(staffTarget.body.error?.code).toBe('MEMBER_IS_STAFF');
  });

  test('erasing keeps the books anonymised, removes uploads and sessions, and frees the e-mail address', async () => {
    const admin = await staffMember(server, 'admin');
    const support = await staffMember(server, 'support');
    const email = uniqueEmail('erased');
    const token = await readyMember(server, email);
    const avatar = await server.call<{ image: string }>('PATCH', '/v1/user/profile/update', {
      token,
      form: profileForm({}, { bytes: PNG, name: 'me.png', type: 'image/png' }),
    });
    const image = avatar.body.data.image;
    const file = path.join(server.config.dataDir, 'uploads', path.basename(image));
    expect(existsSync(file)).toBe(true);
    await buyPackage(server, token, 'Explorer', CARDS.success);
    await server.runDueJobs();
    const id = await idOf(server, email);
    const reason = { reason: 'The member asked by letter' };
    expect(
      (await server.call('POST', `/v1/staff/members/${id}/erase`, { token: support.token, body: reason }))
        .status,
    ).toBe(403);
    const erased = await server.call('POST', `/v1/staff/members/${id}/erase`, {
      token: admin.token,
      body: reason,
    });
    expect(erased.status).toBe(200);

    expect((await server.call('POST', '/v1/user/profile/view', { token })).status).toBe(401);
    expect((await login(server, email)).status).toBe(401);
    expect(existsSync(file)).toBe(false);
    const [row] = await server.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ name: null, city: null, image: null, passwordHash: null });
    expect(row!.email).not.toContain(email.split('@')[0]!);
    expect(row!.erasedAt).not.toBeNull();
    // The books: the payment and its transaction stay.
    const kept = await server.db.select().from(payments).where(eq(payments.userId, id));
    expect(kept.map((p) => p.status)).toEqual(['succeeded']);
    expect(
      (await server.db.select().from(transactions).where(eq(transactions.userId, id))).length,
    ).toBeGreaterThan(0);
    expect(await server.db.select().from(marketplaceOrders).where(eq(marketplaceOrders.userId, id))).toEqual(
      [],
    );
    expect((await server.call('GET', `/v1/staff/members/${id}`, { token: admin.token })).status).toBe(404);
    const listed = await server.call<{ total: number }>('GET', `/v1/staff/members?search=erased.invalid`, {
      token: admin.token,
    });
    expect(listed.body.data.total).toBe(0);
    const [entry] = await auditOf(server, admin.token, 'member-erased');
    expect(entry).toMatchObject({ staff: { email: admin.email }, target: { id }, reason: reason.reason });

    // The address is free again: a new account signs up with it (and goes on to complete its profile).
    await signUpAndVerify(server, email);
    expect((await login(server, email)).status).toBe(418);
  });
});

describeEachDatabase('my data and deleting my account', (server) => {
  test('a member downloads their data as one JSON file, then deletes the account with their password', async () => {
    const email = uniqueEmail('self');
    const token = await readyMember(server, email);
    const file = await server.call<MemberDetail>('GET', '/v1/user/data', { token });
    expect(file.status).toBe(200);
    const data = file.body.data;
    expect(data.member).toMatchObject({ email, name: COMPLETION.name });
    expect(data.profile).toMatchObject({ city: COMPLETION.city });
    expect(data.mails.length).toBeGreaterThan(0);

    const wrong = await server.call('POST', '/v1/user/delete', {
      token,
      body: { password: 'not-it', confirm: true },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.code).toBe('PASSWORD_INVALID');
    const unconfirmed = await server.call('POST', '/v1/user/delete', {
      token,
      body: { password: PASSWORD, confirm: false },
    });
    expect(unconfirmed.status).toBe(400);
    const deleted = await server.call('POST', '/v1/user/delete', {
      token,
      body: { password: PASSWORD, confirm: true },
    });
    expect(deleted.status).toBe(200);
    expect((await server.call('POST', '/v1/user/profile/view', { token })).status).toBe(401);
    expect((await login(server, email)).status).toBe(401);
    await signUp(server, email);
  });
});
