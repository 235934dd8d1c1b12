import { describe, expect, it } from 'vitest';
import { aPackage, aUser, aUserPackage, fail, ok } from '@wellness/api/testing';
import type { UserPackage } from '@wellness/api';
import { startHarness, type HarnessOptions } from '../../../test/sagaHarness';
import { createPackagesSaga } from '../saga';
import {
  cardSubmitted,
  packageCancelConfirmed,
  packageSelectRequested,
  packagesRequested,
  type PackagesState,
} from '../slice';

const starter = aPackage({
  uuid: '11111111-1111-4111-8111-111111111111',
  name: 'Starter',
  annualCost: 0,
  cost: 0,
  monthlyCost: 0,
});
const explorer = aPackage({ uuid: '22222222-2222-4222-8222-222222222222', name: 'Explorer', annualCost: 99 });
const starterOwned = aUserPackage({ uuid: starter.uuid, name: 'Starter', cost: 0, annualCost: 0 });
const explorerOwned = aUserPackage({ uuid: explorer.uuid, name: 'Explorer', cost: 99, annualCost: 99 });
const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };
const paymentFailed = 'app.packages.toast.paymentFailed';

/** Poll every millisecond, decide after five reads: tests never wait real seconds. */
const fastTiming = { profilePollMs: 1, decisionWindowMs: 5 };

function harness(routes: HarnessOptions['routes'], memberPackage: UserPackage | null = starterOwned) {
  const initialPackages: PackagesState = {
    list: { status: 'succeeded', items: [starter, explorer], error: null },
    selecting: null,
    cancelling: false,
    purchase: {
      step: 'idle',
      packageUuid: null,
      packageName: '',
      quote: null,
      gateway: 'local',
      publishableKey: null,
      upgraded: false,
    },
  };
  return startHarness(createPackagesSaga(fastTiming), {
    routes,
    state: {
      session: { status: 'signedIn', token: 't', user: aUser({ package: memberPackage }) },
      packages: initialPackages,
    },
  });
}

/** The local gateway's happy path up to confirmation; tests override the steps they exercise. */
const paidRoutes = {
  'POST /user/get/subscription/difference/amount': ok({ amountDue: 99, packageCost: 99 }),
  'GET /payment/config': ok({ gateway: 'local' as const, publishableKey: null }),
  'POST /payment/local/payment-method': ok({ paymentMethodId: 'pm_local_1' }),
  'POST /user/stripe/store/card/details': ok(null, 'Card saved'),
  'POST /user/stripe/subscription/create': ok({ clientSecret: 'pi_1_secret', subscriptionId: 'sub_1' }),
  'POST /payment/local/confirm': ok({ status: 'succeeded' as const }),
} satisfies HarnessOptions['routes'];

type Run = ReturnType<typeof harness>;
const step = (run: Run) => run.state.packages.purchase.step;

async function openCardDialog(run: Run) {
  run.dispatch(packageSelectRequested(explorer.uuid));
  await run.until(() => step(run) === 'card');
}

describe('packages list', () => {
  it('lists the packages from the server', async () => {
    const run = harness({ 'GET /user/package/list': ok([starter, explorer]) });
    run.dispatch(packagesRequested());
    await run.until(() => run.state.packages.list.status === 'succeeded');
    run.stop();
    expect(run.state.packages.list.items).toEqual([starter, explorer]);
  });

  it('a failed list is empty and keeps the error', async () => {
    const run = harness({ 'GET /user/package/list': fail(500, 'Oops', 'INTERNAL') });
    run.dispatch(packagesRequested());
    await run.until(() => run.state.packages.list.status === 'failed');
    run.stop();
    expect(run.state.packages.list).toEqual({
      status: 'failed',
      items: [],
      error: 'Oops something bad happened!',
    });
  });
});

describe('package purchase', () => {
  it('Starter is assigned directly (yearly) and the success dialog says assigned', async () => {
    const run = harness(
      { 'PATCH /user/package/select': ok(starterOwned, 'Success! Package selected successfully.') },
      null,
    );
    run.dispatch(packageSelectRequested(starter.uuid));
    await run.until(() => step(run) === 'success');
    run.stop();
    expect(run.fetch.callsTo('PATCH /user/package/select')[0]?.body).toEqual({
      packageUuid: starter.uuid,
      subscriptionType: 'yearly',
    });
    expect(run.state.session.user?.package?.name).toBe('Starter');
    expect(run.state.packages.purchase).toMatchObject({ packageName: 'Starter', upgraded: false });
    expect(run.fetch.callsTo('POST /user/get/subscription/difference/amount')).toEqual([]);
  });

  it('a paid package: quote, card, saved card, yearly subscription, confirmation, then success (upgraded)', async () => {
    const run = harness({ ...paidRoutes, 'POST /user/profile/view': ok(aUser({ package: explorerOwned })) });
    await openCardDialog(run);
    expect(run.state.packages.purchase.quote).toEqual({ amountDue: 99, packageCost: 99 });
    run.dispatch(cardSubmitted({ gateway: 'local', card }));
    await run.until(() => step(run) === 'success');
    run.stop();
    expect(run.fetch.callsTo('POST /payment/local/payment-method')[0]?.body).toEqual({ card });
    expect(run.fetch.callsTo('POST /user/stripe/store/card/details')[0]?.body).toEqual({
      paymentMethodId: 'pm_local_1',
    });
    expect(run.fetch.callsTo('POST /user/stripe/subscription/create')[0]?.body).toEqual({
      packageUuid: explorer.uuid,
      period: 'yearly',
    });
    expect(run.fetch.callsTo('POST /payment/local/confirm')[0]?.body).toEqual({
      clientSecret: 'pi_1_secret',
      paymentMethodId: 'pm_local_1',
    });
    expect(run.actions.map((action) => action.type)).toContain('packages/paymentWaiting');
    expect(run.state.packages.purchase.upgraded).toBe(true);
    expect(run.state.session.user?.package?.name).toBe('Explorer');
    expect(run.toasts()).toEqual([]);
  });

  it("a declined card shows the provider's message, stops submitting and grants nothing", async () => {
    const run = harness({
      ...paidRoutes,
      'POST /payment/local/confirm': ok({
        status: 'requires_payment_method' as const,
        error: { code: 'card_declined', message: 'Your card was declined.' },
      }),
    });
    await openCardDialog(run);
    run.dispatch(cardSubmitted({ gateway: 'local', card }));
    await run.until(() => run.toasts().length > 0);
    run.stop();
    expect(run.toasts()).toEqual([{ kind: 'error', message: 'Your card was declined.', durationMs: 3000 }]);
    expect(step(run)).toBe('card');
    expect(run.state.session.user?.package?.name).toBe('Starter');
    expect(run.fetch.callsTo('POST /user/profile/view')).toEqual([]);
  });

  it("a refused card number shows the provider's message; a later submit can succeed", async () => {
    const run = harness({
      ...paidRoutes,
      'POST /payment/local/payment-method': [
        fail(400, 'Your card number is incorrect.', 'CARD_NUMBER_INCORRECT'),
        ok({ paymentMethodId: 'pm_local_2' }),
      ],
      'POST /user/profile/view': ok(aUser({ package: explorerOwned })),
    });
    await openCardDialog(run);
    run.dispatch(cardSubmitted({ gateway: 'local', card }));
    await run.until(() => run.toasts().length > 0);
    expect(step(run)).toBe('card');
    expect(run.fetch.callsTo('POST /user/stripe/subscription/create')).toEqual([]);
    run.dispatch(cardSubmitted({ gateway: 'local', card }));
    await run.until(() => step(run) === 'success');
    run.stop();
    expect(run.toasts()).toEqual([
      { kind: 'error', message: 'Your card number is incorrect.', durationMs: 3000 },
    ]);
  });

  it('any other payment failure shows the generic payment message', async () => {
    const run = harness({
      ...paidRoutes,
      'POST /user/stripe/subscription/create': fail(502, 'Gateway down', 'PAYMENT_GATEWAY_UNAVAILABLE'),
    });
    await openCardDialog(run);
    run.dispatch(cardSubmitted({ gateway: 'local', card }));
    await run.until(() => step(run) === 'card');
    run.stop();
    expect(run.toasts()).toEqual([{ kind: 'error', message: paymentFailed, durationMs: 3000 }]);
  });

  it('a payment still processing succeeds once the webhook grants the package', async () => {
    const run = harness({
      ...paidRoutes,
      'POST /payment/local/confirm': ok({ status: 'processing' as const }),
      'POST /user/profile/view': [
        ok(aUser({ package: starterOwned })),
        ok(aUser({ package: starterOwned })),
        ok(aUser({ package: explorerOwned })),
      ],
    });
    await openCardDialog(run);
    run.dispatch(cardSubmitted({ gateway: 'local', card }));
    await run.until(() => step(run) === 'success');
    run.stop();
    expect(run.fetch.callsTo('POST /user/profile/view')).toHaveLength(3);
    expect(run.state.session.user?.package?.name).toBe('Explorer');
  });

  it('shows the pending dialog when the package is not granted within the window', async () => {
    const run = harness({
      ...paidRoutes,
      'POST /payment/local/confirm': ok({ status: 'processing' as const }),
      'POST /user/profile/view': ok(aUser({ package: starterOwned })),
    });
    await openCardDialog(run);
    run.dispatch(cardSubmitted({ gateway: 'local', card }));
    await run.until(() => step(run) === 'pending');
    run.stop();
    // decisionWindowMs / profilePollMs reads, then the decision.
    expect(run.fetch.callsTo('POST /user/profile/view')).toHaveLength(5);
    expect(run.state.session.user?.package?.name).toBe('Starter');
  });

  it('a failed quote shows the generic payment message and opens no card dialog', async () => {
    const run = harness({
      ...paidRoutes,
      'POST /user/get/subscription/difference/amount': fail(409, 'Refused', 'PACKAGE_CHANGE_REFUSED'),
    });
    run.dispatch(packageSelectRequested(explorer.uuid));
    await run.until(() => run.toasts().length > 0);
    run.stop();
    expect(run.toasts()).toEqual([{ kind: 'error', message: paymentFailed, durationMs: 3000 }]);
    expect(step(run)).toBe('idle');
    expect(run.state.packages.selecting).toBeNull();
  });
});

describe('cancel membership', () => {
  it('cancels, stores the new package (data[0]), confirms and goes to /dashboard', async () => {
    const run = harness(
      { 'PATCH /user/package/cancel': ok([starterOwned], 'Success! Package cancelled successfully.') },
      explorerOwned,
    );
    run.dispatch(packageCancelConfirmed());
    await run.until(() => run.navigations.length > 0);
    run.stop();
    expect(run.state.session.user?.package?.name).toBe('Starter');
    expect(run.toasts()).toEqual([
      { kind: 'success', message: 'app.packages.toast.cancelled', durationMs: 3000 },
    ]);
    expect(run.navigations).toEqual(['/dashboard']);
    expect(run.state.packages.cancelling).toBe(false);
  });

  it('Starter cannot be cancelled: the error message shows and nothing changes', async () => {
    const run = harness({
      'PATCH /user/package/cancel': fail(
        400,
        'Error! Free subscription cannot be cancelled.',
        'FREE_SUBSCRIPTION',
      ),
    });
    run.dispatch(packageCancelConfirmed());
    await run.until(() => !run.state.packages.cancelling);
    run.stop();
    expect(run.toasts()).toEqual([
      { kind: 'error', message: 'app.packages.toast.freeNotCancellable', durationMs: 3000 },
    ]);
    expect(run.state.session.user?.package?.name).toBe('Starter');
    expect(run.navigations).toEqual([]);
  });
});
