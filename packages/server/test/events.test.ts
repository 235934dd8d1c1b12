import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { eventOrders, events, packages, users, vouchers } from '../src/db/schema.js';
import { readyMember } from './support/members.js';
import { CARDS, buyPackage, confirm, paymentMethod, transactionsOf } from './support/payments.js';
import { describeEachDatabase, uniqueEmail, type TestServer } from './support/server.js';

const HOUR = 3600_000;
const CATEGORIES = [
  'Behavioral Health',
  'Cancer',
  'Corporate Wellness',
  'Diet',
  'Diabetes',
  'Health Heroes',
  'Heart Health',
  'Lifestyle',
  'Senior Forum',
  'Women Wellness',
  'WSGs',
  'Youth Forum',
];

interface EventView {
  uuid: string;
  name: string;
  eventCategory: string | null;
  eventMode: string;
  startTime: string;
  endTime: string;
  price: number;
  description: string;
  speakers: { name: string; role: string }[];
  packages: { name: string; monthlyCost: number }[];
  quantity: number | null;
}
interface RegistrationView {
  eventUuid: string;
  quantity: number;
  isActive: boolean | null;
  event: EventView;
}

async function upcoming(server: TestServer, token: string) {
  return (await server.call<EventView[]>('GET', '/v1/user/event/listUpcoming', { token })).body.data;
}
async function eventNamed(server: TestServer, token: string, name: string) {
  const found = (await upcoming(server, token)).find((e) => e.name === name);
  expect(found, name).toBeDefined();
  return found as EventView;
}
async function registrations(server: TestServer, token: string) {
  return (await server.call<RegistrationView[]>('GET', '/v1/user/register/event/list', { token })).body.data;
}
const register = (server: TestServer, token: string, eventUuid: string, quantity = 1) =>
  server.call('POST', '/v1/user/event/register', { token, body: { eventUuid, quantity } });

/** An event made for one test (seeded ones are shared by the whole file). */
async function makeEvent(server: TestServer, values: Partial<typeof events.$inferInsert> = {}) {
  const [starter] = await server.db.select().from(packages).where(eq(packages.name, 'Starter'));
  const start = new Date(server.clock.now().getTime() + 48 * HOUR);
  const [row] = await server.db
    .insert(events)
    .values({
      name: `Test event ${Math.random().toString(36).slice(2)}`,
      mode: 'Online',
      startTime: start,
      endTime: new Date(start.getTime() + HOUR),
      status: 'upcoming',
      packageId: starter?.id,
      ...values,
    })
    .returning();
  return row as typeof events.$inferSelect;
}

describeEachDatabase('events', (server) => {
  const member = () => readyMember(server, uniqueEmail('events'));

  test('upcoming events: a seeded programme over the 12 categories, soonest first, past ones left out', async () => {
    const token = await member();
    const list = await upcoming(server, token);
    const starts = list.map((e) => Date.parse(e.startTime));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(list.every((e) => Date.parse(e.endTime) > server.clock.now().getTime())).toBe(true);
    expect(new Set(list.map((e) => e.eventCategory).filter(Boolean))).toEqual(new Set(CATEGORIES));
    expect(list.map((e) => e.name)).not.toContain('Nutrition Basics (recorded)');
    expect(list.some((e) => e.price > 0) && list.some((e) => e.price === 0)).toBe(true);
    expect(new Set(list.map((e) => e.eventMode))).toEqual(new Set(['Online', 'In-Person', 'Hybrid']));
    expect(new Set(list.map((e) => e.packages[0]?.name))).toEqual(
      new Set(['Starter', 'Explorer', 'Champion']),
    );
    expect((await server.call('GET', '/v1/user/event/listUpcoming')).status).toBe(401);
  });

  test('event details: speakers and moderators, required package, sanitised description; 404 otherwise', async () => {
    const token = await member();
    const seeded = await eventNamed(server, token, 'Mindful Mornings: Managing Everyday Stress');
    const view = await server.call<EventView>('GET', `/v1/user/event/view?uuid=${seeded.uuid}`, { token });
    expect(view.body.data.speakers.map((s) => s.role)).toEqual(['speaker', 'moderator']);
    expect(view.body.data.packages[0]).toMatchObject({ name: 'Starter', monthlyCost: 0 });
    expect(view.body.data.description).toContain('<strong>breathing</strong>');

    const risky = await makeEvent(server, {
      description: '<p onclick="steal()">Hello<script>alert(1)</script><img src=x onerror=alert(2)></p>',
    });
    const sanitised = await server.call<EventView>('GET', `/v1/user/event/view?uuid=${risky.id}`, { token });
    expect(sanitised.body.data.description).toBe('<p>Hello</p>');

    const draft = await makeEvent(server, { status: 'draft' });
    for (const uuid of [draft.id, '00000000-0000-4000-8000-000000000000']) {
      const missing = await server.call('GET', `/v1/user/event/view?uuid=${uuid}`, { token });
      expect(missing.body).toMatchObject({ status: 404, message: 'Event not found' });
    }
  });

  test('a free event: registered once, listed as active; a second try is refused', async () => {
    const token = await member();
    const event = await eventNamed(server, token, 'Living Well with Type 2 Diabetes');
    const first = await register(server, token, event.uuid, 2);
    expect(first.body).toMatchObject({
      status: 200,
      message: 'You have been successfully registered for this event.',
      data: { eventUuid: event.uuid, quantity: 2, isActive: true },
    });
    const second = await register(server, token, event.uuid);
    expect(second.body).toMatchObject({
      status: 400,
      message: 'You have already registered for this event.',
      error: { code: 'ALREADY_REGISTERED' },
    });
    expect(await registrations(server, token)).toMatchObject([
      { eventUuid: event.uuid, quantity: 2, isActive: true, event: { name: event.name } },
    ]);
  });

  test('closed registration, paid events and packages below the required one are refused', async () => {
    const token = await member();
    const closed = (await upcoming(server, token)).find((e) => e.name === 'WSG Leaders Meetup');
    expect((await register(server, token, closed?.uuid ?? '')).body).toMatchObject({
      status: 403,
      message: 'You can not Register for this Event. Registration Closed',
    });
    const paid = await eventNamed(server, token, 'The Plant-Based Kitchen');
    expect((await register(server, token, paid.uuid)).body).toMatchObject({
      status: 402,
      error: { code: 'PAYMENT_REQUIRED' },
    });
    // The Sleep Reset needs Explorer ($8.25 a month); Starter costs 0.
    const explorerOnly = await eventNamed(server, token, 'The Sleep Reset');
    expect((await register(server, token, explorerOnly.uuid)).body).toMatchObject({
      status: 403,
      message: 'You can not Register for this Event. Kindly upgrade your Membership Packages',
      error: { code: 'PACKAGE_UPGRADE_REQUIRED' },
    });
    await buyPackage(server, token, 'Explorer', CARDS.success);
    expect((await register(server, token, explorerOnly.uuid)).status).toBe(200);
  });

  test('the event view says whether the member may register, exactly when registration would not answer PACKAGE_UPGRADE_REQUIRED', async () => {
    const token = await member();
    const viewer = async (uuid: string) => {
      const { viewerCanRegister, blockedReason } = (
        await server.call<{ viewerCanRegister: boolean; blockedReason: string | null }>(
          'GET',
          `/v1/user/event/view?uuid=${uuid}`,
          { token },
        )
      ).body.data;
      return { viewerCanRegister, blockedReason };
    };
    const allowed = { viewerCanRegister: true, blockedReason: null };
    const starterEvent = await eventNamed(server, token, 'Mindful Mornings: Managing Everyday Stress');
    expect(await viewer(starterEvent.uuid)).toEqual(allowed);
    // A paid event needing Starter is open to every package: paying registers.
    expect(await viewer((await eventNamed(server, token, 'The Plant-Based Kitchen')).uuid)).toEqual(allowed);
    const explorerOnly = await eventNamed(server, token, 'The Sleep Reset');
    expect(await viewer(explorerOnly.uuid)).toEqual({
      viewerCanRegister: false,
      blockedReason: 'PACKAGE_UPGRADE_REQUIRED',
    });
    expect((await register(server, token, explorerOnly.uuid)).body.error?.code).toBe(
      'PACKAGE_UPGRADE_REQUIRED',
    );
    await buyPackage(server, token, 'Explorer', CARDS.success);
    expect(await viewer(explorerOnly.uuid)).toEqual(allowed);
    expect((await register(server, token, explorerOnly.uuid)).status).toBe(200);
  });

  test('cancelling a registration before the start frees the seats; after the start it is refused', async () => {
    const token = await member();
    const event = await makeEvent(server, { capacity: 5 });
    expect((await register(server, token, event.id, 3)).status).toBe(200);
    const seatsLeft = async () =>
      (await server.call<EventView>('GET', `/v1/user/event/view?uuid=${event.id}`, { token })).body.data
        .quantity;
    expect(await seatsLeft()).toBe(2);
    const cancel = () =>
      server.call('PATCH', '/v1/user/event/register/cancel', { token, body: { eventUuid: event.id } });
    expect((await cancel()).body).toMatchObject({
      status: 200,
      message: 'Your event registration has been cancelled successfully.',
    });
    expect(await seatsLeft()).toBe(5);
    expect((await registrations(server, token)).find((r) => r.eventUuid === event.id)?.isActive).toBe(false);
    expect((await cancel()).body).toMatchObject({ status: 404, error: { code: 'REGISTRATION_NOT_FOUND' } });

    // Registering again after a cancellation is allowed; once the event starts it cannot be cancelled.
    expect((await register(server, token, event.id)).status).toBe(200);
    server.clock.advance(49 * HOUR);
    expect((await cancel()).body).toMatchObject({ status: 409, error: { code: 'EVENT_STARTED' } });
  });

  test('two members racing for the last seat: exactly one gets it', async () => {
    const event = await makeEvent(server, { capacity: 1 });
    const [a, b, c] = [await member(), await member(), await member()];
    const results = await Promise.all([a, b, c].map((token) => register(server, token, event.id)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(results.find((r) => r.status === 409)?.body.message).toBe('Sorry! This event is fully booked.');
    const [row] = await server.db.select().from(events).where(eq(events.id, event.id));
    expect(row?.seatsTaken).toBe(1);
  });

  test('coupons: Flat and Percent amounts, wrong event, unknown, expired and used up', async () => {
    const token = await member();
    const kitchen = await eventNamed(server, token, 'The Plant-Based Kitchen');
    const heroes = await eventNamed(server, token, 'Health Hero Stories: Reversing the Odds');
    const check = (eventUuid: string, voucherCode: string) =>
      server.call('POST', '/v1/user/event/coupon/check', { token, body: { eventUuid, voucherCode } });
    expect((await check(kitchen.uuid, 'KITCHEN5')).body).toMatchObject({
      status: 200,
      message: 'Coupon code applied successfully',
      data: { discountType: 'Flat', discountedAmount: 5 },
    });
    // A voucher of another package is no coupon for this member (§5: vouchers follow the package).
    expect((await check(heroes.uuid, 'HEROES20')).body).toMatchObject({
      status: 400,
      message: 'Invalid Coupon Code',
    });
    const explorer = await member();
    await buyPackage(server, explorer, 'Explorer', CARDS.success);
    const checkAsExplorer = (eventUuid: string, voucherCode: string) =>
      server.call('POST', '/v1/user/event/coupon/check', {
        token: explorer,
        body: { eventUuid, voucherCode },
      });
    // 20% of $25 is $5 a seat; the server answers the order's amounts for one seat.
    expect((await checkAsExplorer(heroes.uuid, 'HEROES20')).body.data).toEqual({
      discountType: 'Percent',
      discountedAmount: 5,
      subtotal: 25,
      discount: 5,
      total: 20,
    });
    expect((await checkAsExplorer(kitchen.uuid, 'KITCHEN5')).body).toMatchObject({
      status: 400,
      message: 'Invalid Coupon Code',
    });
    expect((await check(heroes.uuid, 'KITCHEN5')).body).toMatchObject({
      status: 400,
      message: 'Invalid Coupon Code',
    });
    expect((await check(heroes.uuid, 'NOPE')).body).toMatchObject({
      status: 400,
      error: { code: 'COUPON_INVALID' },
    });
    const [starter] = await server.db.select().from(packages).where(eq(packages.name, 'Starter'));
    await server.db.insert(vouchers).values([
      {
        name: 'Old',
        companyName: 'Test',
        voucherCode: `OLD-${Date.now()}`,
        expiryDate: new Date(server.clock.now().getTime() - HOUR),
        packageId: starter?.id as string,
        discountType: 'Flat',
        discountedAmount: 1,
      },
      {
        name: 'Used up',
        companyName: 'Test',
        voucherCode: `USED-${Date.now()}`,
        expiryDate: new Date(server.clock.now().getTime() + 99 * HOUR),
        packageId: starter?.id as string,
        discountType: 'Flat',
        discountedAmount: 1,
        couponUsesLeft: 0,
      },
    ]);
    const codes = (await server.db.select().from(vouchers)).filter((v) => /^(OLD|USED)-/.test(v.voucherCode));
    for (const voucher of codes) {
      expect((await check(kitchen.uuid, voucher.voucherCode)).body).toMatchObject({
        status: 400,
        message: 'Coupon code is expired',
      });
    }
  });

  test('a paid event: the server computes the total, and the payment registers the member exactly once', async () => {
    const token = await member();
    const kitchen = await eventNamed(server, token, 'The Plant-Based Kitchen');
    const tampered = await server.call('POST', '/v1/user/event/payment', {
      token,
      body: { eventUuid: kitchen.uuid, quantity: 2, promoCode: 'KITCHEN5', total: 1 },
    });
    expect(tampered.body).toMatchObject({ status: 400, message: 'total is not an allowed field' });
    const [before] = await server.db.select().from(vouchers).where(eq(vouchers.voucherCode, 'KITCHEN5'));
    const started = await server.call<{ stripeIntent: { client_secret: string }; wooOrderId: number }>(
      'POST',
      '/v1/user/event/payment',
      { token, body: { eventUuid: kitchen.uuid, quantity: 2, promoCode: 'KITCHEN5' } },
    );
    expect(started.status).toBe(200);
    const secret = started.body.data.stripeIntent.client_secret;
    const status = await server.call('GET', `/v1/payment/intent/status?clientSecret=${secret}`, { token });
    // $15 × 2 − $5.
    expect(status.body.data).toMatchObject({ amount: 2500, currency: 'usd' });
    expect(await registrations(server, token)).toEqual([]);

    const card = await paymentMethod(server, token, CARDS.success);
    expect((await confirm(server, token, secret, card)).body.data).toEqual({ status: 'succeeded' });
    expect((await confirm(server, token, secret, card)).body.data).toEqual({ status: 'succeeded' });
    expect(await registrations(server, token)).toMatchObject([
      { eventUuid: kitchen.uuid, quantity: 2, isActive: true },
    ]);
    expect(await transactionsOf(server, token)).toMatchObject([
      {
        name: 'The Plant-Based Kitchen',
        total: 25,
        type: 'event',
        status: true,
        eventName: 'The Plant-Based Kitchen',
      },
    ]);
    const [after] = await server.db.select().from(vouchers).where(eq(vouchers.voucherCode, 'KITCHEN5'));
    expect(after?.couponUsesLeft).toBe((before?.couponUsesLeft ?? 0) - 1);
    const again = await server.call('POST', '/v1/user/event/payment', {
      token,
      body: { eventUuid: kitchen.uuid, quantity: 1 },
    });
    expect(again.body).toMatchObject({ status: 400, error: { code: 'ALREADY_REGISTERED' } });
    // Cancelling a paid registration tells when the refund starts (§9).
    const cancelled = await server.call('PATCH', '/v1/user/event/register/cancel', {
      token,
      body: { eventUuid: kitchen.uuid },
    });
    expect(cancelled.body.message).toBe(
      'Your event registration has been cancelled successfully. Any refund for a cancelled event registration is initiated within 7 business days.',
    );
  });

  test('a declined event payment registers nothing and keeps the coupon use', async () => {
    const token = await member();
    await buyPackage(server, token, 'Explorer', CARDS.success);
    const heroes = await eventNamed(server, token, 'Health Hero Stories: Reversing the Odds');
    const [before] = await server.db.select().from(vouchers).where(eq(vouchers.voucherCode, 'HEROES20'));
    const started = await server.call<{ stripeIntent: { client_secret: string } }>(
      'POST',
      '/v1/user/event/payment',
      {
        token,
        body: { eventUuid: heroes.uuid, quantity: 3, promoCode: 'HEROES20' },
      },
    );
    const secret = started.body.data.stripeIntent.client_secret;
    const status = await server.call('GET', `/v1/payment/intent/status?clientSecret=${secret}`, { token });
    // $25 × 3 − $5 × 3.
    expect(status.body.data).toMatchObject({ amount: 6000 });
    const card = await paymentMethod(server, token, CARDS.declined);
    expect((await confirm(server, token, secret, card)).body.message).toBe('Your card was declined.');
    expect(await registrations(server, token)).toEqual([]);
    expect(await transactionsOf(server, token)).toMatchObject([
      { total: 60, status: false, type: 'event' },
      { type: 'package', status: true },
    ]);
    const [after] = await server.db.select().from(vouchers).where(eq(vouchers.voucherCode, 'HEROES20'));
    expect(after?.usesLeft).toBe(before?.usesLeft);
  });

  test('cancelling an unpaid order frees its seats; only the owner can, and only once', async () => {
    const token = await member();
    const event = await makeEvent(server, { price: 30, capacity: 4 });
    const started = await server.call<{ stripeIntent: { client_secret: string }; wooOrderId: number }>(
      'POST',
      '/v1/user/event/payment',
      { token, body: { eventUuid: event.id, quantity: 3 } },
    );
    const orderId = started.body.data.wooOrderId;
    const seats = async () =>
      (await server.db.select().from(events).where(eq(events.id, event.id)))[0]?.seatsTaken;
    expect(await seats()).toBe(3);
    const other = await member();
    const foreign = await server.call('PATCH', '/v1/user/event/order/cancel', {
      token: other,
      body: { orderId },
    });
    expect(foreign.body).toMatchObject({ status: 404, message: 'Order not found' });
    const cancel = () => server.call('PATCH', '/v1/user/event/order/cancel', { token, body: { orderId } });
    expect((await cancel()).body).toMatchObject({ status: 200, message: 'Order cancelled successfully.' });
    expect(await seats()).toBe(0);
    expect((await cancel()).body).toMatchObject({ status: 409, error: { code: 'ORDER_NOT_CANCELLABLE' } });
    const free = await server.call('POST', '/v1/user/event/payment', {
      token,
      body: { eventUuid: (await eventNamed(server, token, 'Community Open Day')).uuid, quantity: 1 },
    });
    expect(free.body).toMatchObject({ status: 400, error: { code: 'EVENT_FREE' } });
  });

  test('an abandoned checkout gives its seats back: replaced by the same member, or after the hold runs out', async () => {
    const event = await makeEvent(server, { price: 30, capacity: 2 });
    const seats = async () =>
      (await server.db.select().from(events).where(eq(events.id, event.id)))[0]?.seatsTaken;
    const pay = (token: string, quantity: number) =>
      server.call<{ stripeIntent: { client_secret: string }; wooOrderId: number }>(
        'POST',
        '/v1/user/event/payment',
        { token, body: { eventUuid: event.id, quantity } },
      );
    const first = await member();
    const abandoned = await pay(first, 2);
    // Going back and starting again replaces the first order instead of holding the seats twice.
    const retried = await pay(first, 2);
    expect(retried.status).toBe(200);
    expect(await seats()).toBe(2);
    const replaced = await server.call('PATCH', '/v1/user/event/order/cancel', {
      token: first,
      body: { orderId: abandoned.body.data.wooOrderId },
    });
    expect(replaced.body).toMatchObject({ status: 409, error: { code: 'ORDER_NOT_CANCELLABLE' } });
    const card = await paymentMethod(server, first, CARDS.success);
    const late = await confirm(server, first, abandoned.body.data.stripeIntent.client_secret, card);
    expect(late.body.data).not.toEqual({ status: 'succeeded' });

    // Within the hold the event is full for others; once it has run out the seats are theirs.
    const second = await member();
    expect((await pay(second, 1)).body).toMatchObject({ status: 409, error: { code: 'EVENT_FULL' } });
    server.clock.advance(31 * 60_000);
    const taken = await pay(second, 1);
    expect(taken.status).toBe(200);
    expect(await seats()).toBe(1);
    const expired = await confirm(server, first, retried.body.data.stripeIntent.client_secret, card);
    expect(expired.body.data).not.toEqual({ status: 'succeeded' });
    expect(await registrations(server, first)).toEqual([]);
  });

  test('a payment still processing blocks a second order for the same event (no double charge)', async () => {
    const token = await member();
    const event = await makeEvent(server, { price: 20, capacity: 10 });
    const pay = () =>
      server.call<{ stripeIntent: { client_secret: string } }>('POST', '/v1/user/event/payment', {
        token,
        body: { eventUuid: event.id, quantity: 1 },
      });
    const first = await pay();
    const card = await paymentMethod(server, token, CARDS.processing);
    const confirmed = await confirm(server, token, first.body.data.stripeIntent.client_secret, card);
    expect(confirmed.body.data).toEqual({ status: 'processing' });
    expect((await pay()).body).toMatchObject({ status: 409, error: { code: 'PAYMENT_IN_PROGRESS' } });
    const seats = (await server.db.select().from(events).where(eq(events.id, event.id)))[0]?.seatsTaken;
    expect(seats).toBe(1);
  });

  test('a payment that goes through after its order was released still registers the member and takes the seats', async () => {
    const token = await member();
    const event = await makeEvent(server, { price: 20, capacity: 5 });
    const started = await server.call<{ stripeIntent: { client_secret: string }; wooOrderId: number }>(
      'POST',
      '/v1/user/event/payment',
      { token, body: { eventUuid: event.id, quantity: 2 } },
    );
    // A release that raced the confirmation: the order is cancelled and its seats given back, the intent lives on.
    await server.db
      .update(eventOrders)
      .set({ status: 'cancelled' })
      .where(eq(eventOrders.id, started.body.data.wooOrderId));
    await server.db.update(events).set({ seatsTaken: 0 }).where(eq(events.id, event.id));
    const card = await paymentMethod(server, token, CARDS.success);
    const paid = await confirm(server, token, started.body.data.stripeIntent.client_secret, card);
    expect(paid.body.data).toEqual({ status: 'succeeded' });
    expect(await registrations(server, token)).toMatchObject([
      { eventUuid: event.id, quantity: 2, isActive: true },
    ]);
    const [row] = await server.db.select().from(events).where(eq(events.id, event.id));
    expect(row?.seatsTaken).toBe(2);
  });

  test('a paid event requiring a higher package: checkout refused with 403 PACKAGE_UPGRADE_REQUIRED, nothing held', async () => {
    const token = await member();
    const [champion] = await server.db.select().from(packages).where(eq(packages.name, 'Champion'));
    const event = await makeEvent(server, { price: 40, capacity: 5, packageId: champion?.id });
    const refused = await server.call('POST', '/v1/user/event/payment', {
      token,
      body: { eventUuid: event.id, quantity: 1 },
    });
    expect(refused.body).toMatchObject({
      status: 403,
      message: 'You can not Register for this Event. Kindly upgrade your Membership Packages',
      error: { code: 'PACKAGE_UPGRADE_REQUIRED' },
    });
    const orders = await server.db.select().from(eventOrders).where(eq(eventOrders.eventId, event.id));
    expect(orders).toEqual([]);
    expect((await server.db.select().from(events).where(eq(events.id, event.id)))[0]?.seatsTaken).toBe(0);
    // Once Champion, the same checkout goes through.
    await buyPackage(server, token, 'Champion', CARDS.success);
    const allowed = await server.call('POST', '/v1/user/event/payment', {
      token,
      body: { eventUuid: event.id, quantity: 1 },
    });
    expect(allowed.status).toBe(200);
  });

  test('a required package is met by that tier or a higher one by yearly price, never yearly against monthly', async () => {
    const [champion] = await server.db.select().from(packages).where(eq(packages.name, 'Champion'));
    const free = await makeEvent(server, { price: 0, capacity: 5, packageId: champion?.id });
    const paid = await makeEvent(server, { price: 30, capacity: 5, packageId: champion?.id });
    const token = await member();
    // Explorer costs $99 a year, more than Champion's $16.58 a month: still below Champion.
    await buyPackage(server, token, 'Explorer', CARDS.success);
    for (const event of [free, paid]) {
      const view = await server.call<{ viewerCanRegister: boolean }>(
        'GET',
        `/v1/user/event/view?uuid=${event.id}`,
        {
          token,
        },
      );
      expect(view.body.data.viewerCanRegister).toBe(false);
    }
    expect((await register(server, token, free.id)).body.error?.code).toBe('PACKAGE_UPGRADE_REQUIRED');
    const checkout = await server.call('POST', '/v1/user/event/payment', {
      token,
      body: { eventUuid: paid.id, quantity: 1 },
    });
    expect(checkout.body.error?.code).toBe('PACKAGE_UPGRADE_REQUIRED');
    await buyPackage(server, token, 'Champion', CARDS.success);
    expect((await register(server, token, free.id)).status).toBe(200);
  });

  test('no package, no registration: a free event needing Starter is refused to a member without one', async () => {
    const email = uniqueEmail('events');
    const token = await readyMember(server, email);
    await server.db.update(users).set({ packageId: null }).where(eq(users.email, email));
    const event = await makeEvent(server, { price: 0, capacity: 5 });
    const view = await server.call<{ viewerCanRegister: boolean }>(
      'GET',
      `/v1/user/event/view?uuid=${event.id}`,
      {
        token,
      },
    );
    expect(view.body.data.viewerCanRegister).toBe(false);
    expect((await register(server, token, event.id)).body).toMatchObject({
      status: 403,
      error: { code: 'PACKAGE_UPGRADE_REQUIRED' },
    });
    expect(await registrations(server, token)).toEqual([]);
  });
});
