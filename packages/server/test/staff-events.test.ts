import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { events, localGatewayRefunds, mailOutbox, users } from '../src/db/schema.js';
import { hashPassword } from '../src/services/passwords.js';
import { login, PASSWORD, profileForm, readyMember } from './support/members.js';
import { CARDS, confirm, packageNamed, paymentMethod, transactionsOf } from './support/payments.js';
import { describeEachDatabase, uniqueEmail, type TestServer } from './support/server.js';

const HOUR = 3600_000;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

interface StaffEvent {
  uuid: string;
  name: string;
  status: string;
  price: number;
  capacity: number | null;
  seatsTaken: number;
  allowRegistration: boolean;
  translations: { tr: { name: string; description: string }; ar: { name: string; description: string } };
  registrations: number;
  paidRegistrations: number;
  cancelReason: string | null;
  image: string | null;
  speakers: { name: string; role: string; image: string | null }[];
}
interface Registrant {
  uuid: string;
  email: string;
  quantity: number;
  paid: number;
  coupon: string | null;
  isActive: boolean;
  attendedAt: string | null;
}

async function staffMember(server: TestServer, role: 'owner' | 'admin' | 'editor' | 'support') {
  const email = uniqueEmail(role);
  await server.db.insert(users).values({
    email,
    role: 'staff',
    staffRole: role,
    passwordHash: await hashPassword(PASSWORD),
    emailVerifiedAt: server.clock.now(),
  });
  return (await login(server, email, PASSWORD)).body.data.token as string;
}

describeEachDatabase('the programme: staff write events', (server) => {
  async function draft(token: string, overrides: Record<string, unknown> = {}) {
    const starter = await packageNamed(server, 'Starter');
    const start = new Date(server.clock.now().getTime() + 72 * HOUR);
    const response = await server.call<StaffEvent>('POST', '/v1/staff/events', {
      token,
      body: {
        name: `Breathing for beginners ${Math.random().toString(36).slice(2)}`,
        description: '<p>Slow <b>breaths</b></p><script>alert(1)</script>',
        translations: {
          tr: { name: 'Yeni başlayanlar için nefes', description: '<p>Yavaş nefesler</p>' },
          ar: { name: 'التنفس للمبتدئين', description: '<p>أنفاس بطيئة</p>' },
        },
        eventCategory: 'Lifestyle',
        eventMode: 'Online',
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + HOUR).toISOString(),
        price: 20,
        allowRegistration: true,
        speakers: [
          {
            name: 'Dr. Ada',
            role: 'speaker',
            designation: 'Pulmonologist',
            linkedInProfile: 'https://example.org/ada',
          },
          { name: 'Sam', role: 'moderator' },
        ],
        packageUuid: starter.uuid,
        capacity: 10,
        status: 'draft',
        ...overrides,
      },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.data;
  }

  let viewer: string | undefined;
  const publicList = async (locale = 'en') => {
    viewer ??= await readyMember(server, uniqueEmail('viewer'));
    return server.call<{ uuid: string; name: string; description: string }[]>(
      'GET',
      '/v1/user/event/listUpcoming',
      {
        token: viewer,
        headers: { 'accept-language': locale },
      },
    );
  };

  test('an editor writes a draft in three languages: members see nothing until it is published, then their language', async () => {
    const editor = await staffMember(server, 'editor');
    const event = await draft(editor);
    expect(event).toMatchObject({ status: 'draft', registrations: 0, seatsTaken: 0 });
    expect(event.translations.ar.name).toBe('التنفس للمبتدئين');
    expect((await publicList()).body.data.map((e) => e.uuid)).not.toContain(event.uuid);
    const member = await readyMember(server, uniqueEmail('member'));
    const hidden = await server.call('GET', `/v1/user/event/view?uuid=${event.uuid}`, { token: member });
    expect(hidden.status).toBe(404);

    const published = await server.call<StaffEvent>('PATCH', `/v1/staff/events/${event.uuid}`, {
      token: editor,
      body: { status: 'upcoming' },
    });
    expect(published.body.data.status).toBe('upcoming');
    const arabic = (await publicList('ar')).body.data.find((e) => e.uuid === event.uuid);
    expect(arabic?.name).toBe('التنفس للمبتدئين');
    const english = (await publicList()).body.data.find((e) => e.uuid === event.uuid);
    expect(english?.name).toBe(event.name);
    // Sanitised on write: the script is gone.
    expect(english?.description).toBe('<p>Slow <b>breaths</b></p>');

    // An empty Turkish title is taken away: Turkish members read English again.
    await server.call('PATCH', `/v1/staff/events/${event.uuid}`, {
      token: editor,
      body: { translations: { tr: { name: '' } } },
    });
    const turkish = (await publicList('tr')).body.data.find((e) => e.uuid === event.uuid);
    expect(turkish?.name).toBe(event.name);
    expect(turkish?.description).toBe('<p>Yavaş nefesler</p>');

    const found = await server.call<{ items: StaffEvent[]; total: number }>(
      'GET',
      `/v1/staff/events?status=upcoming&search=${encodeURIComponent(event.name.slice(-8))}`,
      { token: editor },
    );
    expect(found.body.data).toMatchObject({ total: 1, items: [{ uuid: event.uuid }] });

    const audit = await server.call<{ items: { kind: string; target: { id: string } }[] }>(
      'GET',
      '/v1/staff/audit?pageSize=100',
      { token: await staffMember(server, 'owner') },
    );
    const kinds = audit.body.data.items.filter((e) => e.target.id === event.uuid).map((e) => e.kind);
    expect(kinds).toEqual(['event-updated', 'event-updated', 'event-created']);
  });

  test('a picture is kept by its bytes through the storage adapter; anything else is refused', async () => {
    const editor = await staffMember(server, 'editor');
    const form = profileForm({}, { bytes: PNG, name: 'cover.txt', type: 'text/plain' });
    const stored = await server.call<{ image: string }>('POST', '/v1/staff/events/images', {
      token: editor,
      form,
    });
    expect(stored.status).toBe(201);
    expect(stored.body.data.image).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const served = await server.app.inject({ method: 'GET', url: stored.body.data.image });
    expect(served.statusCode).toBe(200);
    const event = await draft(editor, {
      image: stored.body.data.image,
      speakers: [{ name: 'Dr. Ada', role: 'speaker', image: stored.body.data.image }],
    });
    expect(event.image).toBe(stored.body.data.image);
    expect(event.speakers[0]?.image).toBe(stored.body.data.image);

    const text = new FormData();
    text.append('image', new Blob([Buffer.from('not a picture')], { type: 'image/png' }), 'x.png');
    const refused = await server.call('POST', '/v1/staff/events/images', { token: editor, form: text });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.code).toBe('IMAGE_TYPE_INVALID');
    const elsewhere = await server.call('POST', '/v1/staff/events', {
      token: editor,
      body: { ...event, image: 'https://example.org/x.png' },
    });
    expect(elsewhere.status).toBe(400);
  });

  test('bad input names the field and changes nothing; support and members may not write', async () => {
    const editor = await staffMember(server, 'editor');
    const event = await draft(editor);
    const backwards = await server.call('PATCH', `/v1/staff/events/${event.uuid}`, {
      token: editor,
      body: { endTime: new Date(server.clock.now().getTime()).toISOString() },
    });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body.error)).toContain('/endTime');
    const negative = await server.call('PATCH', `/v1/staff/events/${event.uuid}`, {
      token: editor,
      body: { price: -1 },
    });
    expect(negative.status).toBe(400);
    const support = await staffMember(server, 'support');
    const refused = await server.call('PATCH', `/v1/staff/events/${event.uuid}`, {
      token: support,
      body: { status: 'upcoming' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe('STAFF_ROLE_FORBIDDEN');
    const member = await readyMember(server, uniqueEmail('member'));
    const memberWrite = await server.call('POST', '/v1/staff/events', { token: member, body: {} });
    expect(memberWrite.body.error?.code).toBe('STAFF_ONLY');
    const editorCancel = await server.call('POST', `/v1/staff/events/${event.uuid}/cancel`, {
      token: editor,
      body: { reason: 'no' },
    });
    expect(editorCancel.status).toBe(403);
    const [row] = await server.db.select().from(events).where(eq(events.id, event.uuid));
    expect(row).toMatchObject({ status: 'draft', price: 20 });
  });

  test('paid registrations: no delete, capacity not below seats, a new price for new checkouts only; cancelling refunds, mails in the member’s language and frees the seats', async () => {
    const editor = await staffMember(server, 'editor');
    const admin = await staffMember(server, 'admin');
    const event = await draft(editor, { status: 'upcoming' });
    const email = uniqueEmail('paid');
    const member = await readyMember(server, email);
    await server.db.update(users).set({ locale: 'ar' }).where(eq(users.email, email));
    const started = await server.call<{ stripeIntent: { client_secret: string } }>(
      'POST',
      '/v1/user/event/payment',
      { token: member, body: { eventUuid: event.uuid, quantity: 2 } },
    );
    expect(started.status).toBe(200);
    const card = await paymentMethod(server, member, CARDS.success);
    const secret = started.body.data.stripeIntent.client_secret;
    expect((await confirm(server, member, secret, card)).body.data).toEqual({ status: 'succeeded' });

    const deleted = await server.call('DELETE', `/v1/staff/events/${event.uuid}`, { token: editor });
    expect(deleted.status).toBe(409);
    expect(deleted.body.error?.code).toBe('EVENT_HAS_REGISTRATIONS');
    const tooSmall = await server.call('PATCH', `/v1/staff/events/${event.uuid}`, {
      token: editor,
      body: { capacity: 1 },
    });
    expect(tooSmall.status).toBe(409);
    expect(tooSmall.body.error?.code).toBe('CAPACITY_BELOW_SEATS_TAKEN');
    const repriced = await server.call<StaffEvent>('PATCH', `/v1/staff/events/${event.uuid}`, {
      token: editor,
      body: { price: 35, capacity: 2 },
    });
    expect(repriced.body.data).toMatchObject({ price: 35, capacity: 2, seatsTaken: 2, paidRegistrations: 1 });
    const quote = await server.call<{ subtotal: number }>('POST', '/v1/user/event/order/quote', {
      token: member,
      body: { eventUuid: event.uuid, quantity: 1 },
    });
    expect(quote.body.data.subtotal).toBe(35);

    const registrants = await server.call<{ items: Registrant[] }>(
      'GET',
      `/v1/staff/events/${event.uuid}/registrants`,
      { token: await staffMember(server, 'support') },
    );
    // What was paid stays what was paid.
    expect(registrants.body.data.items).toMatchObject([{ email, quantity: 2, paid: 40, isActive: true }]);
    const registration = registrants.body.data.items[0]!.uuid;
    const marked = await server.call<Registrant>(
      'POST',
      `/v1/staff/events/registrations/${registration}/attended`,
      { token: editor, body: { attended: true } },
    );
    expect(marked.body.data.attendedAt).not.toBeNull();
    const csv = await server.app.inject({
      method: 'GET',
      url: `/v1/staff/events/${event.uuid}/registrants?format=csv`,
      headers: { authorization: `Bearer ${editor}` },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe(
      'name,email,quantity,paid,coupon,registeredAt,cancelled,attendedAt',
    );
    expect(csv.body).toContain(`${email},2,40.00,`);

    const cancelled = await server.call<StaffEvent>('POST', `/v1/staff/events/${event.uuid}/cancel`, {
      token: admin,
      body: { reason: 'The speaker is ill' },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      status: 'cancelled',
      allowRegistration: false,
      seatsTaken: 0,
      registrations: 0,
      cancelReason: 'The speaker is ill',
    });
    const refunds = await server.db
      .select()
      .from(localGatewayRefunds)
      .where(eq(localGatewayRefunds.amount, 4000));
    expect(refunds.length).toBeGreaterThanOrEqual(1);
    const history = await transactionsOf(server, member);
    expect(history[0]).toMatchObject({ type: 'refund', total: 40, status: true });
    const mails = await server.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const notice = mails.find((m) => m.subject.startsWith('أُلغيت الفعالية'));
    expect(notice?.text).toContain('السبب: The speaker is ill');
    expect(mails.some((m) => m.subject.startsWith('Your refund') || m.text.includes('40'))).toBe(true);
    // Cancelled events leave the programme; a second cancel and any change are refused.
    expect((await publicList()).body.data.map((e) => e.uuid)).not.toContain(event.uuid);
    const again = await server.call('POST', `/v1/staff/events/${event.uuid}/cancel`, {
      token: admin,
      body: { reason: 'again' },
    });
    expect(again.body.error?.code).toBe('EVENT_CANCELLED');
    const edit = await server.call('PATCH', `/v1/staff/events/${event.uuid}`, {
      token: editor,
      body: { status: 'upcoming' },
    });
    expect(edit.body.error?.code).toBe('EVENT_CANCELLED');
  });

  test('an event nobody registered for is deleted', async () => {
    const editor = await staffMember(server, 'editor');
    const event = await draft(editor);
    expect((await server.call('DELETE', `/v1/staff/events/${event.uuid}`, { token: editor })).status).toBe(
      200,
    );
    expect((await server.call('GET', `/v1/staff/events/${event.uuid}`, { token: editor })).status).toBe(404);
  });
});
