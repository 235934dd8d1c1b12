import { describe, expect, it } from 'vitest';
import { aUser, fail, ok } from '@wellness/api/testing';
import { startHarness, type HarnessOptions } from '../../../test/sagaHarness';
import { vouchersSaga } from '../saga';
import { redeemRequested, vouchersRequested } from '../slice';
import { aVoucher, explorerPackage } from './fixtures';

const sauna = aVoucher();
const heroes = aVoucher({ id: '8b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e', voucherCode: 'HEROES20' });
const redeemedSauna = { ...sauna, redeemedAt: '2026-05-02T10:15:00.000Z' };

function harness(routes: HarnessOptions['routes']) {
  return startHarness(vouchersSaga, {
    routes,
    state: { session: { status: 'signedIn', token: 't', user: aUser({ package: explorerPackage }) } },
  });
}

/** Loads the list, then asks to redeem the sauna voucher. */
async function redeemSauna(run: ReturnType<typeof harness>) {
  run.dispatch(vouchersRequested());
  await run.until(() => run.state.vouchers.list.status === 'succeeded');
  run.dispatch(redeemRequested({ id: sauna.id, voucherCode: sauna.voucherCode }));
  expect(run.state.vouchers.redeeming).toEqual([sauna.id]);
  await run.until(() => run.state.vouchers.redeeming.length === 0);
}

describe('voucher list', () => {
  it('lists the member’s vouchers', async () => {
    const run = harness({ 'GET /user/voucher/list': ok([sauna, heroes], 'Vouchers') });
    run.dispatch(vouchersRequested());
    expect(run.state.vouchers.list.status).toBe('loading');
    await run.until(() => run.state.vouchers.list.status === 'succeeded');
    run.stop();
    expect(run.state.vouchers.list.items).toEqual([sauna, heroes]);
  });

  it("a failure empties the list and keeps 'Oops something bad happened!'", async () => {
    const run = harness({ 'GET /user/voucher/list': fail(500, 'Boom', 'INTERNAL') });
    run.dispatch(vouchersRequested());
    await run.until(() => run.state.vouchers.list.status === 'failed');
    run.stop();
    expect(run.state.vouchers.list).toEqual({
      status: 'failed',
      items: [],
      error: 'Oops something bad happened!',
    });
  });
});

describe('redeem', () => {
  it('sends the voucher code, shows the voucher as redeemed and a success toast', async () => {
    const run = harness({
      'GET /user/voucher/list': ok([sauna, heroes]),
      'POST /user/voucher/apply': ok(redeemedSauna, 'Voucher redeemed successfully.'),
    });
    await redeemSauna(run);
    run.stop();
    expect(run.fetch.callsTo('POST /user/voucher/apply').map((call) => call.body)).toEqual([
      { voucherCode: 'EXPLORER-SAUNA' },
    ]);
    expect(run.state.vouchers.list.items).toEqual([redeemedSauna, heroes]);
    expect(run.toasts()).toEqual([
      { kind: 'success', message: 'app.vouchers.toast.redeemed', durationMs: 3000 },
    ]);
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
    await run.until(() => run.state.vouchers.list.items.length === 1);
    run.stop();
    expect(run.toasts()).toEqual([{ kind: 'error', message, durationMs: 3000 }]);
    expect(run.state.vouchers.list).toEqual({ status: 'succeeded', items: [heroes], error: null });
    // Quietly: the list never went back to loading while the member looked at it.
    expect(run.actions.filter((action) => action.type === vouchersRequested.type)).toHaveLength(1);
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
    run.stop();
    expect(run.toasts()).toEqual([{ kind: 'error', message: 'app.vouchers.toast.failed', durationMs: 3000 }]);
    expect(run.state.vouchers.list.items).toEqual([sauna, heroes]);
    expect(run.fetch.callsTo('GET /user/voucher/list')).toHaveLength(1);
  });

  it('an expired session signs the member out without a voucher toast', async () => {
    const run = harness({
      'GET /user/voucher/list': ok([sauna]),
      'POST /user/voucher/apply': fail(401, 'Invalid access_token', 'UNAUTHENTICATED'),
    });
    run.dispatch(vouchersRequested());
    await run.until(() => run.state.vouchers.list.status === 'succeeded');
    run.dispatch(redeemRequested({ id: sauna.id, voucherCode: sauna.voucherCode }));
    await run.until(() => run.state.session.status === 'guest');
    run.stop();
    expect(run.toasts().filter((toast) => toast.message.startsWith('app.vouchers'))).toEqual([]);
  });
});
