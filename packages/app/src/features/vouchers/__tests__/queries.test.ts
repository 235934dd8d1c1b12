import { describe, expect, it } from 'vitest';
import { aUser, fail, ok } from '@wellness/api/testing';
import { startStoreHarness, type HarnessOptions } from '../../../test/sagaHarness';
import { memberVouchers, vouchersApi } from '../queries';
import { aVoucher, explorerPackage, starterUuid } from './fixtures';

const sauna = aVoucher();
const heroes = aVoucher({ id: '8b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e', voucherCode: 'HEROES20' });
const starterYoga = aVoucher({
  id: '9c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
  voucherCode: 'STARTER-YOGA10',
  membershipPackage: starterUuid,
});
const redeemedSauna = { ...sauna, redeemedAt: '2026-05-02T10:15:00.000Z' };
const { vouchers, redeemVoucher } = vouchersApi.endpoints;

function harness(routes: HarnessOptions['routes']) {
  const run = startStoreHarness({
    routes,
    state: { session: { status: 'signedIn', token: 't', user: aUser({ package: explorerPackage }) } },
  });
  // The list as a page shows it: subscribed, so a write's tags refresh it.
  run.dispatch(vouchers.initiate());
  // The store's state types the cache without the feature's own tags (added by enhanceEndpoints): same data.
  const selectList = vouchers.select();
  return Object.assign(run, {
    list: () => selectList(run.state as unknown as Parameters<typeof selectList>[0]),
  });
}

/** Loads the list, then redeems the sauna voucher. */
async function redeemSauna(run: ReturnType<typeof harness>) {
  await run.until(() => run.list().isSuccess);
  await run.dispatch(redeemVoucher.initiate(sauna.voucherCode));
}

describe('voucher list', () => {
  it('lists the member’s vouchers', async () => {
    const run = harness({ 'GET /user/voucher/list': ok([sauna, heroes], 'Vouchers') });
    expect(run.list().isLoading).toBe(true);
    await run.until(() => run.list().isSuccess);
    expect(run.list().data).toEqual([sauna, heroes]);
  });

  it('a failure is the list’s error, with the server’s code', async () => {
    const run = harness({ 'GET /user/voucher/list': fail(500, 'Boom', 'INTERNAL') });
    await run.until(() => run.list().isError);
    expect(run.list().data).toBeUndefined();
    expect(run.list().error).toMatchObject({ status: 500, code: 'INTERNAL' });
  });
});

describe('§2 voucher rule: only the member’s package', () => {
  it('keeps the vouchers whose membershipPackage is the member’s package uuid, in the server’s order', () => {
    expect(
      memberVouchers([sauna, starterYoga, heroes], explorerPackage.uuid).map((v) => v.voucherCode),
    ).toEqual(['EXPLORER-SAUNA', 'HEROES20']);
    expect(memberVouchers([sauna, starterYoga, heroes], starterUuid)).toEqual([starterYoga]);
  });

  it('shows a member without a package, or before the list came, nothing', () => {
    expect(memberVouchers([sauna, starterYoga], null)).toEqual([]);
    expect(memberVouchers(undefined, explorerPackage.uuid)).toEqual([]);
  });
});

describe('redeem', () => {
  it('sends the voucher code, shows the voucher as redeemed and a success toast', async () => {
    const run = harness({
      'GET /user/voucher/list': ok([sauna, heroes]),
      'POST /user/voucher/apply': ok(redeemedSauna, 'Voucher redeemed successfully.'),
    });
    await redeemSauna(run);
    expect(run.fetch.callsTo('POST /user/voucher/apply').map((call) => call.body)).toEqual([
      { voucherCode: 'EXPLORER-SAUNA' },
    ]);
    expect(run.list().data).toEqual([redeemedSauna, heroes]);
    expect(run.toasts()).toEqual([
      { kind: 'success', message: 'app.vouchers.toast.redeemed', durationMs: 3000 },
    ]);
    // The server's copy was taken as it is: the list was not read again.
    expect(run.fetch.callsTo('GET /user/voucher/list')).toHaveLength(1);
  });

  it.each([
    [400, 'VOUCHER_ALREADY_REDEEMED', 'app.vouchers.toast.alreadyRedeemed'],
    [400, 'VOUCHER_EXPIRED', 'app.vouchers.toast.expired'],
    [409, 'VOUCHER_USED_UP', 'app.vouchers.toast.usedUp'],
    [404, 'VOUCHER_NOT_FOUND', 'app.vouchers.toast.notAvailable'],
  ])('a %i %s shows its reason and reads the list again quietly', async (status, code, message) => {
    const run = harness({
      // After the refusal the server's list is what the screens show (here: the voucher is gone).
      'GET /user/voucher/list': [ok([sauna, heroes]), ok([heroes])],
      'POST /user/voucher/apply': fail(status, 'Refused', code),
    });
    await redeemSauna(run);
    // Quietly: the list the member looks at stays until the new one comes.
    expect(run.list().data).toEqual([sauna, heroes]);
    await run.until(() => run.list().data?.length === 1);
    expect(run.toasts()).toEqual([{ kind: 'error', message, durationMs: 3000 }]);
    expect(run.list().data).toEqual([heroes]);
  });

  it('any other failure asks to try again later and keeps the list as it was', async () => {
    const run = harness({
      'GET /user/voucher/list': ok([sauna, heroes]),
      'POST /user/voucher/apply': fail(
        500,
        'Something went wrong. Please try again later.',
        'INTERNAL_ERROR',
      ),
    });
    await redeemSauna(run);
    expect(run.toasts()).toEqual([{ kind: 'error', message: 'app.vouchers.toast.failed', durationMs: 3000 }]);
    expect(run.list().data).toEqual([sauna, heroes]);
    expect(run.fetch.callsTo('GET /user/voucher/list')).toHaveLength(1);
  });

  it('an expired session signs the member out without a voucher toast', async () => {
    const run = harness({
      'GET /user/voucher/list': ok([sauna]),
      'POST /user/voucher/apply': fail(401, 'Invalid access_token', 'UNAUTHENTICATED'),
    });
    await redeemSauna(run);
    expect(run.state.session.status).toBe('guest');
    expect(run.toasts().filter((toast) => toast.message.startsWith('app.vouchers'))).toEqual([]);
  });
});
