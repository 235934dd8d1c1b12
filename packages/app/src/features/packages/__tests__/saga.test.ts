import { describe, expect, it } from 'vitest';
import { aPackage, aUser, aUserPackage, fail, ok } from '@wellness/api/testing';
import { startHarness, type HarnessOptions } from '../../../test/sagaHarness';
import { packagesSaga } from '../saga';
import { packageSelectRequested, packagesRequested } from '../slice';

const starter = aPackage({
  uuid: '11111111-1111-4111-8111-111111111111',
  name: 'Starter',
  annualCost: 0,
  cost: 0,
  monthlyCost: 0,
});
const explorer = aPackage({ uuid: '22222222-2222-4222-8222-222222222222', name: 'Explorer', annualCost: 99 });

function harness(routes: HarnessOptions['routes']) {
  return startHarness(packagesSaga, {
    routes,
    state: { session: { status: 'signedIn', token: 't', user: aUser({ package: null }) } },
  });
}

describe('packages', () => {
  it('lists the packages from the server', async () => {
    const run = harness({ 'GET /user/package/list': ok([starter, explorer]) });
    run.dispatch(packagesRequested());
    await run.until(() => run.state.packages.list.status !== 'loading');
    run.stop();
    expect(run.state.packages.list).toEqual({ status: 'succeeded', items: [starter, explorer], error: null });
  });

  it('a failed list is empty and keeps the error', async () => {
    const run = harness({ 'GET /user/package/list': fail(500, 'Oops', 'INTERNAL') });
    run.dispatch(packagesRequested());
    await run.until(() => run.state.packages.list.status !== 'loading');
    run.stop();
    expect(run.state.packages.list).toEqual({
      status: 'failed',
      items: [],
      error: 'Oops something bad happened!',
    });
  });

  it("selecting Starter assigns it yearly, shows it as the member's package and goes to /dashboard", async () => {
    const run = harness({
      'PATCH /user/package/select': ok(
        aUserPackage({ uuid: starter.uuid, name: 'Starter', cost: 0, annualCost: 0 }),
        'Success! Package selected successfully.',
      ),
    });
    run.dispatch(packageSelectRequested(starter.uuid));
    await run.until(() => run.state.packages.selecting === null);
    run.stop();
    expect(run.fetch.callsTo('PATCH /user/package/select')[0]?.body).toEqual({
      packageUuid: starter.uuid,
      subscriptionType: 'yearly',
    });
    expect(run.state.session.user?.package?.name).toBe('Starter');
    expect(run.toasts()).toEqual([
      { kind: 'success', message: 'app.packages.toast.selected', durationMs: 3000 },
    ]);
    expect(run.navigations).toEqual(['/dashboard']);
  });

  it('a paid package needs payment: the server says so and nothing changes', async () => {
    const run = harness({
      'PATCH /user/package/select': fail(402, 'Payment is required for this package.', 'PAYMENT_REQUIRED'),
    });
    run.dispatch(packageSelectRequested(explorer.uuid));
    await run.until(() => run.state.packages.selecting === null);
    run.stop();
    expect(run.state.session.user?.package).toBeNull();
    expect(run.toasts()).toEqual([
      { kind: 'error', message: 'app.packages.toast.paymentRequired', durationMs: 3000 },
    ]);
    expect(run.navigations).toEqual([]);
  });
});
