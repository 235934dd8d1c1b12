import { beforeEach, describe, expect, it } from 'vitest';
import type { EventRegistration, PaymentIntentState } from '@wellness/api';
import { aUser, anEventForViewer, fail, ok } from '@wellness/api/testing';
import { runWithHarness, startHarness, type HarnessOptions } from '../../../test/sagaHarness';
import type { RootState } from '../../../app/rootReducer';
import { checkoutStorage } from '../checkoutStorage';
import { registerStripeGateway } from '../../payments/cardGateway';
import { selectHasActiveRegistration, selectRegisteredEvents } from '../selectors';
import { listLoaded } from '../../../lib/dataList';
import { awaitPaidRegistration } from '../checkoutSaga';
import { createEventsSaga } from '../saga';
import {
  checkoutOpened,
  couponRequested,
  orderCancelRequested,
  orderRequested,
  payFailed,
  payRequested,
  paymentReturned,
  proceedRequested,
  registrationsRequested,
  type CheckoutSession,
} from '../slice';

const paidEvent = anEventForViewer({
  uuid: '9b1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  name: 'Heart Health Talk',
  price: 25,
});
const secret = 'pi_local_1_secret_abc';
const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };
const session: CheckoutSession = {
  orderId: 1042,
  clientSecret: secret,
  eventUuid: paidEvent.uuid,
  eventName: paidEvent.name,
  quantity: 3,
  amount: 65,
};
const returnPath = (status: string) =>
  `/events/registered?payment_intent_client_secret=${secret}&redirect_status=${status}&eventUuid=${paidEvent.uuid}`;
const returned = paymentReturned({ clientSecret: secret, eventUuid: paidEvent.uuid });
/** The member's registration for the paid event, as the webhook creates it. */
const paidRegistration: EventRegistration = {
  uuid: '3e1d2c4b-5a69-4788-9a0b-1c2d3e4f5a6b',
  eventUuid: paidEvent.uuid,
  quantity: 3,
  isActive: true,
  createdAt: '2026-11-23T10:00:00.000Z',
  event: paidEvent,
};

/** Read the payment's status again every millisecond, five times at most: tests never wait real seconds. */
const fastTiming = { statusPollMs: 1, statusWindowMs: 5 };

/** The server's answers for three $25 seats: the quote before a coupon, and a coupon with its amounts. */
const quote = { subtotal: 75, discount: 0, total: 75 };
const flat10 = { discountType: 'Flat' as const, discountedAmount: 10, subtotal: 75, discount: 10, total: 65 };

function harness(routes: HarnessOptions['routes']) {
  return startHarness(createEventsSaga(fastTiming), {
    routes: { 'POST /user/event/order/quote': ok(quote), ...routes },
    state: { session: { status: 'signedIn', token: 't', user: aUser() } },
  });
}
type Run = ReturnType<typeof harness>;

/** The Review Order figures the page shows for the order in the store: the server's, as answered (§9). */
const shownTotals = (state: RootState) => {
  const { subtotal, discount, total } = state.events.order.coupon ?? state.events.order.amounts ?? {};
  return { subtotal, discount, total };
};

const intent = (status: PaymentIntentState, amount = 6500) => ok({ status, amount, currency: 'usd' });

beforeEach(() => sessionStorage.clear());

async function reviewOrder(run: Run, quantity: unknown = '3') {
  run.dispatch(orderRequested({ eventUuid: paidEvent.uuid, quantity }));
  await run.until(() => run.state.events.order.status !== 'loading');
}

/** The checkout as the member reaches it after a reload: a fresh store, the order in this tab's storage. */
async function openCheckout(run: Run) {
  run.dispatch(
    checkoutOpened({ orderId: session.orderId, eventUuid: session.eventUuid, quantity: session.quantity }),
  );
  await run.until(() => run.state.events.checkout.status !== 'loading');
}

describe('Review Order (/pay)', () => {
  it('loads the event of the address with the quantity, never below 1', async () => {
    const run = harness({ 'GET /user/event/view': ok(paidEvent) });
    await reviewOrder(run, '0');
    expect(run.state.events.order).toMatchObject({ status: 'succeeded', quantity: 1 });
    expect(run.state.events.order.event?.name).toBe('Heart Health Talk');
    expect(run.fetch.callsTo('GET /user/event/view')[0]?.query.get('uuid')).toBe(paidEvent.uuid);
    await reviewOrder(run, 'lots');
    expect(run.state.events.order.quantity).toBe(1);
    await reviewOrder(run, '3');
    run.stop();
    expect(run.state.events.order.quantity).toBe(3);
    expect(shownTotals(run.state)).toEqual({ subtotal: 75, discount: 0, total: 75 });
  });

  it('a free event has nothing to pay: its details open instead', async () => {
    const free = anEventForViewer({ uuid: paidEvent.uuid, price: 0 });
    const run = harness({ 'GET /user/event/view': ok(free) });
    run.dispatch(orderRequested({ eventUuid: paidEvent.uuid, quantity: '1' }));
    await run.until(() => run.navigations.length > 0);
    run.stop();
    expect(run.navigations).toEqual([`/events/upcoming/eventDetails?uuid=${paidEvent.uuid}`]);
  });

  it('an unknown event shows the error state', async () => {
    const run = harness({ 'GET /user/event/view': fail(404, 'Event not found', 'EVENT_NOT_FOUND') });
    await reviewOrder(run);
    run.stop();
    expect(run.state.events.order.status).toBe('failed');
  });
});

describe('coupon (§8, §9)', () => {
  async function applyCoupon(run: Run, code: string) {
    run.dispatch(couponRequested(code));
    expect(run.state.events.order.couponBusy).toBe(true);
    await run.until(() => !run.state.events.order.couponBusy);
  }

  it("a Flat coupon says 'Coupon code applied successfully' and is taken off once", async () => {
    const run = harness({
      'GET /user/event/view': ok(paidEvent),
      'POST /user/event/coupon/check': ok(flat10, 'Coupon code applied successfully'),
    });
    await reviewOrder(run);
    await applyCoupon(run, 'FLAT10');
    run.stop();
    expect(run.fetch.callsTo('POST /user/event/coupon/check')[0]?.body).toEqual({
      eventUuid: paidEvent.uuid,
      voucherCode: 'FLAT10',
      quantity: 3,
    });
    expect(run.state.events.order.couponOutcome).toBe('applied');
    expect(shownTotals(run.state)).toEqual({ subtotal: 75, discount: 10, total: 65 });
  });

  it("shows the server's amounts as answered, never its own arithmetic", async () => {
    // Deliberately not price × quantity less the coupon: whatever the server answers is what the page shows.
    const run = harness({
      'GET /user/event/view': ok(paidEvent),
      'POST /user/event/coupon/check': ok({
        discountType: 'Percent' as const,
        discountedAmount: 2.5,
        subtotal: 75,
        discount: 7.5,
        total: 67.5,
      }),
    });
    await reviewOrder(run);
    await applyCoupon(run, 'PCT10');
    run.stop();
    expect(shownTotals(run.state)).toEqual({ subtotal: 75, discount: 7.5, total: 67.5 });
  });

  it("an unknown code says 'Invalid Coupon Code' and drops the coupon applied before", async () => {
    const run = harness({
      'GET /user/event/view': ok(paidEvent),
      'POST /user/event/coupon/check': [ok(flat10), fail(400, 'Invalid Coupon Code', 'COUPON_INVALID')],
    });
    await reviewOrder(run);
    await applyCoupon(run, 'FLAT10');
    await applyCoupon(run, 'NOPE');
    run.stop();
    expect(run.state.events.order).toMatchObject({ couponOutcome: 'invalid', coupon: null });
    expect(shownTotals(run.state).total).toBe(75);
  });

  it("a success answer other than 200 also says 'Invalid Coupon Code'", async () => {
    const run = harness({
      'GET /user/event/view': ok(paidEvent),
      'POST /user/event/coupon/check': ok(flat10, 'Hm', 202),
    });
    await reviewOrder(run);
    await applyCoupon(run, 'ODD');
    run.stop();
    expect(run.state.events.order).toMatchObject({ couponOutcome: 'invalid', coupon: null });
  });

  it.each([
    ['an expired code', fail(400, 'Coupon code is expired', 'COUPON_EXPIRED')],
    ['any other error', fail(500, 'Boom', 'INTERNAL')],
  ])("%s says 'Coupon code is expired'", async (_case, reply) => {
    const run = harness({ 'GET /user/event/view': ok(paidEvent), 'POST /user/event/coupon/check': reply });
    await reviewOrder(run);
    await applyCoupon(run, 'OLD');
    run.stop();
    expect(run.state.events.order).toMatchObject({ couponOutcome: 'expired', coupon: null });
  });
});

describe("'Proceed to Pay' (payment start)", () => {
  it('sends the event, quantity and the applied code, keeps the order for a reload and opens the checkout', async () => {
    const run = harness({
      'GET /user/event/view': ok(paidEvent),
      'POST /user/event/coupon/check': ok(flat10),
      'POST /user/event/payment': ok({
        stripeIntent: { client_secret: secret },
        wooOrderId: 1042,
        subtotal: 75,
        discount: 10,
        total: 65,
      }),
    });
    await reviewOrder(run);
    run.dispatch(couponRequested('FLAT10'));
    await run.until(() => run.state.events.order.couponOutcome === 'applied');
    run.dispatch(proceedRequested());
    expect(run.state.events.order.proceeding).toBe(true);
    await run.until(() => run.navigations.length > 0);
    run.stop();
    expect(run.fetch.callsTo('POST /user/event/payment').map((call) => call.body)).toEqual([
      { eventUuid: paidEvent.uuid, quantity: 3, promoCode: 'FLAT10' },
    ]);
    expect(run.navigations).toEqual([
      `/payment/checkout?orderId=1042&eventUuid=${paidEvent.uuid}&quantity=3`,
    ]);
    expect(run.state.events.order.proceeding).toBe(false);
    expect(run.state.events.checkout.session).toEqual(session);
    expect(checkoutStorage.load(1042)).toEqual(session);
  });

  it('a coupon that brings the total to $0: the server registers at once, so no checkout — straight to the registered events', async () => {
    const run = harness({
      'GET /user/event/view': ok(paidEvent),
      'POST /user/event/coupon/check': ok({
        discountType: 'Percent' as const,
        discountedAmount: 25,
        subtotal: 75,
        discount: 75,
        total: 0,
      }),
      'POST /user/event/payment': ok({
        stripeIntent: null,
        wooOrderId: 1043,
        registered: true,
        subtotal: 75,
        discount: 75,
        total: 0,
      }),
    });
    await reviewOrder(run);
    run.dispatch(couponRequested('FREE100'));
    await run.until(() => run.state.events.order.couponOutcome === 'applied');
    expect(shownTotals(run.state).total).toBe(0);
    run.dispatch(proceedRequested());
    await run.until(() => run.navigations.length > 0);
    run.stop();
    expect(run.navigations).toEqual(['/events/registered']);
    expect(run.toasts()).toEqual([
      { kind: 'success', message: 'app.events.toast.registered', durationMs: 3000 },
    ]);
    expect(run.state.events.order.proceeding).toBe(false);
    expect(run.state.events.checkout.session).toBeNull();
    expect(checkoutStorage.load(1043)).toBeNull();
    expect(run.fetch.callsTo('GET /payment/intent/status')).toEqual([]);
  });

  it('a refused code is never sent', async () => {
    const run = harness({
      'GET /user/event/view': ok(paidEvent),
      'POST /user/event/coupon/check': fail(400, 'Invalid Coupon Code', 'COUPON_INVALID'),
      'POST /user/event/payment': ok({
        stripeIntent: { client_secret: secret },
        wooOrderId: 7,
        subtotal: 25,
        discount: 0,
        total: 25,
      }),
    });
    await reviewOrder(run, '1');
    run.dispatch(couponRequested('NOPE'));
    await run.until(() => run.state.events.order.couponOutcome === 'invalid');
    run.dispatch(proceedRequested());
    await run.until(() => run.navigations.length > 0);
    run.stop();
    expect(run.fetch.callsTo('POST /user/event/payment')[0]?.body).toEqual({
      eventUuid: paidEvent.uuid,
      quantity: 1,
    });
  });

  it("a failure says 'Your request cannot be processed right now…' and goes to /events/upcoming", async () => {
    const run = harness({
      'GET /user/event/view': ok(paidEvent),
      'POST /user/event/payment': fail(
        502,
        'Your request cannot be processed right now, Please try again later.',
        'PAYMENT_GATEWAY_ERROR',
      ),
    });
    await reviewOrder(run);
    run.dispatch(proceedRequested());
    await run.until(() => run.navigations.length > 0);
    run.stop();
    expect(run.toasts()).toEqual([
      { kind: 'error', message: 'app.events.toast.paymentStartFailed', durationMs: 3000 },
    ]);
    expect(run.navigations).toEqual(['/events/upcoming']);
    expect(run.state.events.order.proceeding).toBe(false);
    expect(checkoutStorage.load(1042)).toBeNull();
  });

  // Mapped by the server's error code, never by its words (the message text here is deliberately different).
  it.each([
    [400, 'ALREADY_REGISTERED', 'app.events.toast.alreadyRegistered', '/events/upcoming'],
    [409, 'PAYMENT_IN_PROGRESS', 'app.events.toast.paymentInProgress', '/events/registered'],
    [409, 'EVENT_FULL', 'app.events.toast.eventFull', '/events/upcoming'],
    [403, 'REGISTRATION_CLOSED', 'app.events.toast.registrationClosed', '/events/upcoming'],
  ])('a %i %s says why (%s) and goes to %s', async (status, code, message, path) => {
    const run = harness({
      'GET /user/event/view': ok(paidEvent),
      'POST /user/event/payment': fail(status, 'some server wording', code),
    });
    await reviewOrder(run);
    run.dispatch(proceedRequested());
    await run.until(() => run.navigations.length > 0);
    run.stop();
    expect(run.toasts()).toEqual([{ kind: 'error', message, durationMs: 3000 }]);
    expect(run.navigations).toEqual([path]);
    expect(run.state.events.order.proceeding).toBe(false);
  });
});

describe('checkout (/payment/checkout)', () => {
  const checkoutRoutes = {
    'GET /payment/config': ok({ gateway: 'local' as const, publishableKey: null }),
    'GET /payment/intent/status': intent('requires_payment_method', 6500),
    'POST /payment/local/payment-method': ok({ paymentMethodId: 'pm_local_1' }),
    'POST /payment/local/confirm': ok({ status: 'succeeded' as const }),
  } satisfies HarnessOptions['routes'];

  it("survives a reload: the order from this tab's storage, the amount from the server", async () => {
    checkoutStorage.save({ ...session, amount: 70 });
    const run = harness({
      ...checkoutRoutes,
      'GET /payment/intent/status': intent('requires_payment_method'),
    });
    await openCheckout(run);
    run.stop();
    expect(run.state.events.checkout).toMatchObject({
      status: 'ready',
      gateway: 'local',
      amountConfirmed: true,
      session: { ...session, amount: 65 },
    });
    expect(run.fetch.callsTo('GET /payment/intent/status')[0]?.query.get('clientSecret')).toBe(secret);
  });

  it('without the stored order there is nothing to pay', async () => {
    const run = harness(checkoutRoutes);
    await openCheckout(run);
    run.stop();
    expect(run.state.events.checkout.status).toBe('unavailable');
    expect(run.fetch.calls).toEqual([]);
  });

  it('an order the server does not know is not payable', async () => {
    checkoutStorage.save(session);
    const run = harness({
      ...checkoutRoutes,
      'GET /payment/intent/status': fail(404, 'Payment not found', 'PAYMENT_NOT_FOUND'),
    });
    await openCheckout(run);
    run.stop();
    expect(run.state.events.checkout.status).toBe('unavailable');
  });

  it.each([
    ['succeeded', 'success', 'app.events.toast.paymentSucceeded'],
    ['processing', 'info', 'app.events.toast.paymentProcessing'],
  ] as const)(
    'an order already %s is not paid twice: it says so and shows the registrations',
    async (status, kind, message) => {
      checkoutStorage.save(session);
      const run = harness({ ...checkoutRoutes, 'GET /payment/intent/status': intent(status) });
      await openCheckout(run);
      await run.until(() => run.navigations.length > 0);
      run.stop();
      expect(run.toasts()).toEqual([{ kind, message, durationMs: 3000 }]);
      expect(run.navigations).toEqual(['/events/registered']);
      expect(checkoutStorage.load(session.orderId)).toBeNull();
    },
  );

  it("'Pay now' confirms through the card gateway, says 'Payment succeeded!' and returns to the registered events with the status", async () => {
    checkoutStorage.save(session);
    const run = harness(checkoutRoutes);
    await openCheckout(run);
    run.dispatch(payRequested({ gateway: 'local', card }));
    expect(run.state.events.checkout.confirming).toBe(true);
    await run.until(() => run.navigations.length > 0);
    run.stop();
    expect(run.fetch.callsTo('POST /payment/local/payment-method')[0]?.body).toEqual({ card });
    expect(run.fetch.callsTo('POST /payment/local/confirm')[0]?.body).toEqual({
      clientSecret: secret,
      paymentMethodId: 'pm_local_1',
    });
    expect(run.navigations).toEqual([returnPath('succeeded')]);
    // §8 Events: the payment toast where the card was confirmed.
    expect(run.toasts()).toEqual([
      { kind: 'success', message: 'app.events.toast.paymentSucceeded', durationMs: 3000 },
    ]);
    expect(checkoutStorage.load(session.orderId)).toBeNull();
  });

  it("a payment still processing says 'Your payment is processing.' and returns with redirect_status=processing", async () => {
    checkoutStorage.save(session);
    const run = harness({
      ...checkoutRoutes,
      'POST /payment/local/confirm': ok({ status: 'processing' as const }),
    });
    await openCheckout(run);
    run.dispatch(payRequested({ gateway: 'local', card }));
    await run.until(() => run.navigations.length > 0);
    run.stop();
    expect(run.navigations).toEqual([returnPath('processing')]);
    expect(run.toasts()).toEqual([
      { kind: 'info', message: 'app.events.toast.paymentProcessing', durationMs: 3000 },
    ]);
  });

  it("a declined card shows the provider's message and 'Pay now' is enabled again", async () => {
    checkoutStorage.save(session);
    const run = harness({
      ...checkoutRoutes,
      'POST /payment/local/confirm': ok({
        status: 'requires_payment_method' as const,
        error: { code: 'card_declined', message: 'Your card was declined.' },
      }),
    });
    await openCheckout(run);
    run.dispatch(payRequested({ gateway: 'local', card }));
    await run.until(() => !run.state.events.checkout.confirming);
    run.stop();
    expect(run.toasts()).toEqual([{ kind: 'error', message: 'Your card was declined.', durationMs: 3000 }]);
    expect(run.navigations).toEqual([]);
    expect(run.state.events.checkout.status).toBe('ready');
    expect(checkoutStorage.load(session.orderId)).toEqual(session);
  });

  it("any other card failure says 'An unexpected error occurred'", async () => {
    checkoutStorage.save(session);
    const run = harness({ ...checkoutRoutes, 'POST /payment/local/confirm': fail(500, 'Boom', 'INTERNAL') });
    await openCheckout(run);
    run.dispatch(payRequested({ gateway: 'local', card }));
    await run.until(() => !run.state.events.checkout.confirming);
    run.stop();
    expect(run.toasts()).toEqual([
      { kind: 'error', message: 'app.events.toast.unexpectedError', durationMs: 3000 },
    ]);
    // The intent is still payable, so the member stays on the checkout to try again.
    expect(run.navigations).toEqual([]);
    expect(run.state.events.checkout.status).toBe('ready');
    expect(checkoutStorage.load(session.orderId)).toEqual(session);
  });

  it.each([
    ['the local gateway', { gateway: 'local', card } as const, undefined],
    [
      'Stripe',
      { gateway: 'stripe' } as const,
      // Stripe's card element answers payment_intent_unexpected_state, which StripeCardInput reports as a
      // failure without the provider's words.
      {
        createPaymentMethod: () => Promise.resolve({ id: 'pm_stripe_1' }),
        confirmCardPayment: () => Promise.resolve({ error: '', provider: false }),
      },
    ],
  ] as const)(
    "an order the server has cancelled meanwhile (%s): 'Pay now' says the payment was not successful and goes back to its Review Order",
    async (_gateway, submitted, stripe) => {
      registerStripeGateway(stripe ?? null);
      checkoutStorage.save(session);
      const run = harness({
        ...checkoutRoutes,
        // Payable when the checkout opened; the 30-minute hold ran out (or a newer checkout replaced it) since.
        'GET /payment/intent/status': [intent('requires_payment_method'), intent('canceled')],
        'POST /payment/local/confirm': ok({ status: 'canceled' as const }),
      });
      await openCheckout(run);
      run.dispatch(payRequested(submitted));
      await run.until(() => run.navigations.length > 0 || run.actions.some(payFailed.match));
      run.stop();
      registerStripeGateway(null);
      expect(run.toasts()).toEqual([
        { kind: 'error', message: 'app.events.toast.paymentUnsuccessful', durationMs: 3000 },
      ]);
      expect(run.navigations).toEqual([`/pay?eventUuid=${paidEvent.uuid}&quantity=3`]);
      expect(run.state.events.checkout.session).toBeNull();
      expect(checkoutStorage.load(session.orderId)).toBeNull();
    },
  );

  it("'Cancel Order and Go Back' cancels the order and returns to its Review Order", async () => {
    checkoutStorage.save(session);
    const run = harness({
      ...checkoutRoutes,
      'PATCH /user/event/order/cancel': ok(null, 'Order cancelled successfully.'),
    });
    await openCheckout(run);
    run.dispatch(orderCancelRequested());
    expect(run.state.events.checkout.cancelling).toBe(true);
    await run.until(() => run.navigations.length > 0);
    run.stop();
    expect(run.fetch.callsTo('PATCH /user/event/order/cancel')[0]?.body).toEqual({ orderId: 1042 });
    expect(run.navigations).toEqual([`/pay?eventUuid=${paidEvent.uuid}&quantity=3`]);
    expect(run.toasts()).toEqual([
      { kind: 'success', message: 'app.events.toast.orderCancelled', durationMs: 3000 },
    ]);
    expect(checkoutStorage.load(session.orderId)).toBeNull();
  });

  it('an order already on its way to being paid cannot be cancelled', async () => {
    checkoutStorage.save(session);
    const run = harness({
      ...checkoutRoutes,
      'PATCH /user/event/order/cancel': fail(
        409,
        'This order can no longer be cancelled.',
        'ORDER_NOT_CANCELLABLE',
      ),
    });
    await openCheckout(run);
    run.dispatch(orderCancelRequested());
    await run.until(() => !run.state.events.checkout.cancelling);
    run.stop();
    expect(run.toasts()).toEqual([
      { kind: 'error', message: 'app.events.toast.orderNotCancellable', durationMs: 3000 },
    ]);
    expect(run.navigations).toEqual([]);
  });
});

describe('return from the card provider (/events/registered?payment_intent_client_secret=…)', () => {
  const registrationsReloaded = (run: Run) =>
    run.actions.filter((action) => action.type === registrationsRequested.type).length;

  it.each([
    ['succeeded', 'success', 'app.events.payment.succeeded'],
    ['requires_payment_method', 'error', 'app.events.payment.failed'],
    ['requires_action', 'warning', 'app.events.payment.unknown'],
  ] as const)(
    '%s: its message, a clean address and the registrations read again',
    async (status, kind, message) => {
      const run = harness({
        'GET /payment/intent/status': intent(status),
        'GET /user/register/event/list': ok([]),
      });
      run.dispatch(returned);
      expect(run.state.events.paymentReturn).toBe('checking');
      await run.until(() => run.toasts().length > 0 && run.state.events.registrations.status === 'succeeded');
      run.stop();
      expect(run.fetch.callsTo('GET /payment/intent/status')[0]?.query.get('clientSecret')).toBe(secret);
      expect(run.toasts()).toEqual([{ kind, message, durationMs: 3000 }]);
      expect(run.navigations).toEqual(['/events/registered']);
      expect(run.state.events.paymentReturn).toBe('idle');
      expect(registrationsReloaded(run)).toBe(1);
    },
  );

  it('succeeded before the webhook registered the member: the list is read again until the event is in it', async () => {
    const run = harness({
      'GET /payment/intent/status': intent('succeeded'),
      // The webhook lands after the second read.
      'GET /user/register/event/list': [ok([]), ok([]), ok([paidRegistration])],
    });
    run.dispatch(returned);
    await run.until(() => selectHasActiveRegistration(run.state, paidEvent.uuid));
    run.stop();
    expect(run.fetch.callsTo('GET /user/register/event/list')).toHaveLength(3);
    expect(run.state.events.registrations.status).toBe('succeeded');
    expect(selectRegisteredEvents(run.state, Date.parse('2026-01-01T00:00:00Z'))).toHaveLength(1);
    // One visible reload; the re-reads keep the list on screen.
    expect(registrationsReloaded(run)).toBe(1);
    expect(run.toasts()).toEqual([
      { kind: 'success', message: 'app.events.payment.succeeded', durationMs: 3000 },
    ]);
  });

  it('the re-reads after a success stop within the window, and at once when the event is already listed', async () => {
    const routes = { 'GET /user/register/event/list': ok([] as EventRegistration[]) };
    const state = { session: { status: 'signedIn' as const, token: 't', user: aUser() } };
    // Never registered: one read per poll within the 5 ms window, then the saga ends.
    const never = await runWithHarness(awaitPaidRegistration, { routes, state }, fastTiming, paidEvent.uuid);
    expect(never.fetch.callsTo('GET /user/register/event/list')).toHaveLength(5);
    // Already listed: nothing to read again.
    const listed = await runWithHarness(
      awaitPaidRegistration,
      {
        routes,
        state: { ...state, events: { ...never.state.events, registrations: listLoaded([paidRegistration]) } },
      },
      fastTiming,
      paidEvent.uuid,
    );
    expect(listed.fetch.callsTo('GET /user/register/event/list')).toHaveLength(0);
    // An older return address without the event: nothing to wait for.
    const unknown = await runWithHarness(awaitPaidRegistration, { routes, state }, fastTiming, null);
    expect(unknown.fetch.callsTo('GET /user/register/event/list')).toHaveLength(0);
  });

  it("an unreadable payment says 'Could not retrieve payment info.'", async () => {
    const run = harness({
      'GET /payment/intent/status': fail(404, 'Payment not found', 'PAYMENT_NOT_FOUND'),
      'GET /user/register/event/list': ok([]),
    });
    run.dispatch(returned);
    await run.until(() => run.toasts().length > 0);
    run.stop();
    expect(run.toasts()).toEqual([
      { kind: 'error', message: 'app.events.payment.unreadable', durationMs: 3000 },
    ]);
    expect(run.navigations).toEqual(['/events/registered']);
  });

  it("processing says 'Payment processing...' and, once the payment succeeds, congratulates and reloads until registered", async () => {
    const run = harness({
      'GET /payment/intent/status': [intent('processing'), intent('processing'), intent('succeeded')],
      'GET /user/register/event/list': [ok([]), ok([]), ok([]), ok([paidRegistration])],
    });
    run.dispatch(returned);
    await run.until(() => selectHasActiveRegistration(run.state, paidEvent.uuid));
    run.stop();
    expect(run.toasts()).toEqual([
      { kind: 'info', message: 'app.events.payment.processing', durationMs: 3000 },
      { kind: 'success', message: 'app.events.payment.succeeded', durationMs: 3000 },
    ]);
    expect(run.fetch.callsTo('GET /payment/intent/status')).toHaveLength(3);
    expect(registrationsReloaded(run)).toBe(2);
  });

  it('a payment that stays processing is read again within the window, with no further message', async () => {
    let reads = 0;
    let sixthRead: () => void = () => undefined;
    const sixth = new Promise<void>((resolve) => {
      sixthRead = resolve;
    });
    const run = harness({
      'GET /payment/intent/status': () => {
        reads += 1;
        if (reads === 6) sixthRead();
        return intent('processing');
      },
      'GET /user/register/event/list': ok([]),
    });
    run.dispatch(returned);
    // One read on return, then one per poll within the 5 ms window.
    await sixth;
    run.stop();
    expect(run.toasts()).toEqual([
      { kind: 'info', message: 'app.events.payment.processing', durationMs: 3000 },
    ]);
  });
});
