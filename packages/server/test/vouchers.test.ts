import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { packages, users, voucherRedemptions, vouchers } from '../src/db/schema.js';
import { readyMember } from './support/members.js';
import { describeEachDatabase, uniqueEmail, type TestServer } from './support/server.js';

const HOUR = 3600_000;
const YEAR = 365 * 24 * HOUR;

interface VoucherView {
  id: string;
  name: string;
  voucherCode: string;
  membershipPackage: string;
  packages: { uuid: string; name: string }[];
  redeemedAt: string | null;
}

const SEEDED = {
  Starter: ['KITCHEN5', 'STARTER-YOGA10'],
  Explorer: ['EXPLORER-SAUNA', 'HEROES20'],
  Champion: ['CHAMPION-RETREAT30', 'HEART20'],
} as const;
type PackageName = keyof typeof SEEDED;

async function packageId(server: TestServer, name: PackageName) {
  const [row] = await server.db.select().from(packages).where(eq(packages.name, name));
  expect(row, name).toBeDefined();
  return (row as typeof packages.$inferSelect).id;
}

/** A ready member (Starter), moved to another package as a paid purchase would leave them. */
async function memberOf(server: TestServer, name: PackageName) {
  const email = uniqueEmail('vouchers');
  const token = await readyMember(server, email);
  if (name !== 'Starter') {
    await server.db
      .update(users)
      .set({
        packageId: await packageId(server, name),
        packageExpiresAt: new Date(server.clock.now().getTime() + YEAR),
      })
      .where(eq(users.email, email));
  }
  return { token, email };
}

/** A voucher made for one test (seeded ones are shared by the whole file). */
async function makeVoucher(
  server: TestServer,
  name: PackageName,
  values: Partial<typeof vouchers.$inferInsert> = {},
) {
  const [row] = await server.db
    .insert(vouchers)
    .values({
      name: 'Test voucher',
      companyName: 'Test Co.',
      voucherCode: `TEST-${randomBytes(4).toString('hex').toUpperCase()}`,
      expiryDate: new Date(server.clock.now().getTime() + 48 * HOUR),
      packageId: await packageId(server, name),
      discountType: 'Flat',
      discountedAmount: 1,
      ...values,
    })
    .returning();
  return row as typeof vouchers.$inferSelect;
}

const list = async (server: TestServer, token: string) =>
  (await server.call<VoucherView[]>('GET', '/v1/user/voucher/list', { token })).body.data;
const codesOf = async (server: TestServer, token: string) =>
  (await list(server, token)).map((v) => v.voucherCode).filter((code) => !code.startsWith('TEST-'));
const apply = (server: TestServer, token: string | undefined, body: unknown) =>
  server.call<VoucherView>('POST', '/v1/user/voucher/apply', { token, body });
const usesLeft = async (server: TestServer, id: string) =>
  (await server.db.select().from(vouchers).where(eq(vouchers.id, id)))[0]?.usesLeft;

describeEachDatabase('vouchers', (server) => {
  test.each(['Starter', 'Explorer', 'Champion'] as const)(
    'a %s member sees only their package’s vouchers, soonest expiry first',
    async (name) => {
      const { token } = await memberOf(server, name);
      const shown = await list(server, token);
      expect((await codesOf(server, token)).sort()).toEqual([...SEEDED[name]]);
      const uuid = await packageId(server, name);
      for (const voucher of shown) {
        expect(voucher.membershipPackage).toBe(uuid);
        expect(voucher.packages).toMatchObject([{ uuid, name }]);
        expect(voucher.redeemedAt).toBeNull();
      }
    },
  );

  test('expired and used-up vouchers are hidden; a member without a package sees none', async () => {
    const { token, email } = await memberOf(server, 'Starter');
    const live = await makeVoucher(server, 'Starter', { usesLeft: 3 });
    const old = await makeVoucher(server, 'Starter', {
      expiryDate: new Date(server.clock.now().getTime() - 1),
    });
    const usedUp = await makeVoucher(server, 'Starter', { usesLeft: 0 });
    const ids = (await list(server, token)).map((v) => v.id);
    expect(ids).toContain(live.id);
    expect(ids).not.toContain(old.id);
    expect(ids).not.toContain(usedUp.id);

    await server.db
      .update(users)
      .set({ packageId: null, packageExpiresAt: null })
      .where(eq(users.email, email));
    expect(await list(server, token)).toEqual([]);
  });

  test('a lapsed Explorer package falls back to Starter: Starter’s vouchers, not Explorer’s', async () => {
    const { token, email } = await memberOf(server, 'Explorer');
    await server.db
      .update(users)
      .set({ packageExpiresAt: new Date(server.clock.now().getTime() - 1) })
      .where(eq(users.email, email));
    expect((await codesOf(server, token)).sort()).toEqual([...SEEDED.Starter]);
    expect((await apply(server, token, { voucherCode: 'HEROES20' })).body).toMatchObject({
      status: 404,
      error: { code: 'VOUCHER_NOT_FOUND' },
    });
  });

  test('redeeming: the voucher comes back with redeemedAt, takes one use and stays listed as redeemed', async () => {
    const { token } = await memberOf(server, 'Explorer');
    const voucher = await makeVoucher(server, 'Explorer', { usesLeft: 1, name: 'Sauna' });
    const redeemed = await apply(server, token, { voucherCode: voucher.voucherCode });
    expect(redeemed.status).toBe(200);
    expect(redeemed.body.message).toBe('Voucher redeemed successfully.');
    expect(redeemed.body.data).toMatchObject({
      id: voucher.id,
      name: 'Sauna',
      voucherCode: voucher.voucherCode,
    });
    const redeemedAt = Date.parse(redeemed.body.data.redeemedAt ?? '');
    expect(Math.abs(redeemedAt - server.clock.now().getTime())).toBeLessThan(60_000);
    expect(await usesLeft(server, voucher.id)).toBe(0);
    // Its last use is gone, but the member who took it still sees it, as redeemed.
    const mine = (await list(server, token)).find((v) => v.id === voucher.id);
    expect(mine?.redeemedAt).toBe(redeemed.body.data.redeemedAt);
    const { token: other } = await memberOf(server, 'Explorer');
    expect((await list(server, other)).map((v) => v.id)).not.toContain(voucher.id);
  });

  test('an unlimited voucher stays unlimited and can be redeemed by every member once', async () => {
    const voucher = await makeVoucher(server, 'Starter', { usesLeft: null });
    for (let i = 0; i < 2; i += 1) {
      const { token } = await memberOf(server, 'Starter');
      expect((await apply(server, token, { voucherCode: ` ${voucher.voucherCode} ` })).status).toBe(200);
    }
    expect(await usesLeft(server, voucher.id)).toBeNull();
  });

  test('a member cannot redeem the same voucher twice', async () => {
    const { token } = await memberOf(server, 'Starter');
    const voucher = await makeVoucher(server, 'Starter', { usesLeft: 5 });
    expect((await apply(server, token, { voucherCode: voucher.voucherCode })).status).toBe(200);
    const again = await apply(server, token, { voucherCode: voucher.voucherCode });
    expect(again.body).toMatchObject({
      status: 400,
      message: 'Voucher already redeemed',
      error: { code: 'VOUCHER_ALREADY_REDEEMED' },
    });
    expect(await usesLeft(server, voucher.id)).toBe(4);
  });

  test('an expired voucher is refused and keeps its uses', async () => {
    const { token } = await memberOf(server, 'Starter');
    const voucher = await makeVoucher(server, 'Starter', {
      usesLeft: 2,
      expiryDate: new Date(server.clock.now().getTime() - 60_000),
    });
    const refused = await apply(server, token, { voucherCode: voucher.voucherCode });
    expect(refused.body).toMatchObject({
      status: 400,
      message: 'Voucher has expired',
      error: { code: 'VOUCHER_EXPIRED' },
    });
    expect(await usesLeft(server, voucher.id)).toBe(2);
  });

  test('a used-up voucher is refused with 409', async () => {
    const { token } = await memberOf(server, 'Champion');
    const voucher = await makeVoucher(server, 'Champion', { usesLeft: 0 });
    expect((await apply(server, token, { voucherCode: voucher.voucherCode })).body).toMatchObject({
      status: 409,
      message: 'Sorry! This voucher has been fully redeemed.',
      error: { code: 'VOUCHER_USED_UP' },
    });
  });

  test('another package’s voucher, an unknown code and a member without a package all get Invalid Voucher Code', async () => {
    const { token, email } = await memberOf(server, 'Starter');
    const explorers = await makeVoucher(server, 'Explorer', { usesLeft: 3 });
    const invalid = { status: 404, message: 'Invalid Voucher Code', error: { code: 'VOUCHER_NOT_FOUND' } };
    expect((await apply(server, token, { voucherCode: explorers.voucherCode })).body).toMatchObject(invalid);
    expect((await apply(server, token, { voucherCode: 'HEART20' })).body).toMatchObject(invalid);
    expect((await apply(server, token, { voucherCode: 'NO-SUCH-CODE' })).body).toMatchObject(invalid);
    expect(await usesLeft(server, explorers.id)).toBe(3);

    const mine = await makeVoucher(server, 'Starter', { usesLeft: 3 });
    await server.db
      .update(users)
      .set({ packageId: null, packageExpiresAt: null })
      .where(eq(users.email, email));
    expect((await apply(server, token, { voucherCode: mine.voucherCode })).body).toMatchObject(invalid);
    expect(await usesLeft(server, mine.id)).toBe(3);
  });

  test('two members redeeming the last use at once: exactly one wins', async () => {
    const voucher = await makeVoucher(server, 'Starter', { usesLeft: 1 });
    const members = await Promise.all([memberOf(server, 'Starter'), memberOf(server, 'Starter')]);
    const results = await Promise.all(
      members.map(({ token }) => apply(server, token, { voucherCode: voucher.voucherCode })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await usesLeft(server, voucher.id)).toBe(0);
    const redemptions = await server.db
      .select()
      .from(voucherRedemptions)
      .where(eq(voucherRedemptions.voucherId, voucher.id));
    expect(redemptions).toHaveLength(1);
  });

  test('one member sending the same redemption twice at once redeems once', async () => {
    const { token } = await memberOf(server, 'Starter');
    const voucher = await makeVoucher(server, 'Starter', { usesLeft: 5 });
    const results = await Promise.all(
      [1, 2].map(() => apply(server, token, { voucherCode: voucher.voucherCode })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)?.body.error?.code).toBe('VOUCHER_ALREADY_REDEEMED');
    expect(await usesLeft(server, voucher.id)).toBe(4);
  });

  test('without a session: 401 for the list and for redeeming', async () => {
    const voucher = await makeVoucher(server, 'Starter', { usesLeft: 1 });
    expect((await server.call('GET', '/v1/user/voucher/list')).body).toMatchObject({
      status: 401,
      message: 'Invalid access_token',
    });
    expect((await apply(server, undefined, { voucherCode: voucher.voucherCode })).status).toBe(401);
    expect((await apply(server, 'not-a-token', { voucherCode: voucher.voucherCode })).status).toBe(401);
    expect(await usesLeft(server, voucher.id)).toBe(1);
  });

  test('bad requests get 400 with the field’s message; nobody can redeem for another member', async () => {
    const { token } = await memberOf(server, 'Starter');
    const other = await memberOf(server, 'Starter');
    const [otherUser] = await server.db.select().from(users).where(eq(users.email, other.email));
    const voucher = await makeVoucher(server, 'Starter', { usesLeft: 2 });
    const cases: [unknown, string][] = [
      [{}, 'voucherCode is required'],
      [{ voucherCode: '' }, 'voucherCode is required'],
      [{ voucherCode: '   ' }, 'voucherCode is required'],
      [{ voucherCode: 42 }, 'voucherCode must be string'],
      [{ voucherCode: 'X'.repeat(65) }, 'voucherCode must be at most 64 characters long'],
      [{ voucherCode: voucher.voucherCode, userId: otherUser?.id }, 'userId is not an allowed field'],
    ];
    for (const [body, message] of cases) {
      const response = await apply(server, token, body);
      expect(response.body, JSON.stringify(body)).toMatchObject({
        status: 400,
        message,
        error: { code: 'VALIDATION_FAILED' },
      });
    }
    const malformed = await server.call('POST', '/v1/user/voucher/apply', { token, raw: '{"voucherCode":' });
    expect(malformed.body).toMatchObject({ status: 400, error: { code: 'VALIDATION_FAILED' } });
    expect(await usesLeft(server, voucher.id)).toBe(2);
    expect((await list(server, other.token)).find((v) => v.id === voucher.id)?.redeemedAt).toBeNull();
  });
});
