import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { pushTokens, users } from '../src/db/schema.js';
import { COMPLETION, login, profileForm, readyMember, signUpAndVerify } from './support/members.js';
import { describeEachDatabase, uniqueEmail, type TestServer } from './support/server.js';

// A real 1×1 PNG and the start of a JPEG (file-type recognises both by their leading bytes).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'binary'),
  Buffer.alloc(64),
]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');

interface UserView {
  uuid: string;
  email: string;
  name: string | null;
  image: string | null;
  city: string | null;
  mobile: string | null;
  profileCompleted: boolean;
}

const rowOf = async (server: TestServer, email: string) =>
  (await server.db.select().from(users).where(eq(users.email, email)))[0];
const uploads = (server: TestServer) => readdir(path.join(server.config.dataDir, 'uploads'));

describeEachDatabase('profile', (server) => {
  const update = (token: string, form: FormData) =>
    server.call<UserView>('PATCH', '/v1/user/profile/update', { token, form });

  test('view returns the caller as stored', async () => {
    const email = uniqueEmail();
    const token = await readyMember(server, email);
    const response = await server.call<UserView>('POST', '/v1/user/profile/view', { token });
    expect(response.body).toMatchObject({
      status: 200,
      data: { email, name: COMPLETION.name, city: COMPLETION.city, profileCompleted: true, image: null },
    });
  });

  test('first-time completion sends only name, country, state, city and zipCode and completes the profile', async () => {
    const email = uniqueEmail();
    await signUpAndVerify(server, email);
    const { token, user } = (await login(server, email)).body.data;
    expect(user.profileCompleted).toBe(false);
    const response = await update(token, profileForm(COMPLETION));
    expect(response.body).toMatchObject({
      status: 200,
      message: 'User Profile updated successfully',
      data: { ...COMPLETION, profileCompleted: true, email },
    });
  });

  test('changing only address fields answers "Address Details updated successfully"', async () => {
    const token = await readyMember(server, uniqueEmail());
    const response = await update(
      token,
      profileForm({
        addressLine1: '12 Harbour Road',
        addressLine2: 'Flat 3',
        city: 'Boston',
        zipCode: '02110',
      }),
    );
    expect(response.body).toMatchObject({
      message: 'Address Details updated successfully',
      data: { city: 'Boston' },
    });
  });

  test('the profile form updates mobile, age group, gender and calling code', async () => {
    const token = await readyMember(server, uniqueEmail());
    const response = await update(
      token,
      profileForm({
        name: 'Alex Q Morgan',
        mobile: '5551234567',
        ageGroup: '20-30',
        gender: 'Female',
        countryCode: '+1',
      }),
    );
    expect(response.body).toMatchObject({
      message: 'User Profile updated successfully',
      data: {
        name: 'Alex Q Morgan',
        mobile: '5551234567',
        ageGroup: '20-30',
        gender: 'Female',
        countryCode: '+1',
      },
    });
  });

  test('a PNG or JPEG avatar is stored under a generated name and served from /uploads', async () => {
    const token = await readyMember(server, uniqueEmail());
    const png = await update(token, profileForm({}, { bytes: PNG, name: 'me.png', type: 'image/png' }));
    expect(png.status).toBe(200);
    const image = png.body.data.image ?? '';
    expect(image).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const served = await server.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    // Replacing the avatar removes the old file.
    const jpeg = await update(
      token,
      profileForm({}, { bytes: JPEG, name: 'photo.JPEG', type: 'image/jpeg' }),
    );
    expect(jpeg.body.data.image).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
    const files = await uploads(server);
    expect(files).toContain(path.basename(jpeg.body.data.image ?? ''));
    expect(files).not.toContain(path.basename(image));
  });

  test.each([
    ['a text file named .png', Buffer.from('hello, not an image'), 'avatar.png', 'image/png'],
    ['a GIF', GIF, 'avatar.gif', 'image/gif'],
    [
      'an image above the size limit',
      Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]),
      'big.png',
      'image/png',
    ],
  ])(
    '%s is refused with "Image type should be JPG, PNG or JPEG" and nothing changes',
    async (_label, bytes, name, type) => {
      const email = uniqueEmail();
      const token = await readyMember(server, email);
      const before = await rowOf(server, email);
      const filesBefore = await uploads(server);
      const response = await update(token, profileForm({ city: 'Denver' }, { bytes, name, type }));
      expect(response.body).toMatchObject({
        status: 400,
        message: 'Image type should be JPG, PNG or JPEG',
        error: { code: 'IMAGE_TYPE_INVALID' },
      });
      expect(await rowOf(server, email)).toEqual(before);
      expect(await uploads(server)).toEqual(filesBefore);
    },
  );

  test.each([
    [{ mobile: '12ab' }, '/mobile'],
    [{ zipCode: '12' }, '/zipCode'],
    [{ city: 'NY' }, '/city'],
    [{ ageGroup: '10-20' }, '/ageGroup'],
    [{ gender: 'Unknown' }, '/gender'],
    [{ email: 'new@example.com' }, '/email'],
    [{ name: '' }, '/name'],
  ])('bad field %o answers 400 naming %s and changes nothing', async (fields, pointer) => {
    const email = uniqueEmail();
    const token = await readyMember(server, email);
    const before = await rowOf(server, email);
    const response = await update(token, profileForm(fields));
    expect(response.body).toMatchObject({ status: 400, error: { code: 'VALIDATION_FAILED' } });
    expect(response.body.error?.details?.[0]).toMatchObject({ path: pointer });
    expect(response.body.message).toContain(pointer.slice(1));
    expect(await rowOf(server, email)).toEqual(before);
  });

  test('an empty form is refused', async () => {
    const token = await readyMember(server, uniqueEmail());
    const response = await update(token, new FormData());
    expect(response.body).toMatchObject({ status: 400, error: { code: 'VALIDATION_FAILED' } });
  });

  test('a member reaches only their own profile: every call acts on the token holder', async () => {
    const aliceEmail = uniqueEmail('alice');
    const bobEmail = uniqueEmail('bob');
    const alice = await readyMember(server, aliceEmail);
    const bob = await readyMember(server, bobEmail);
    const aliceBefore = await rowOf(server, aliceEmail);

    await update(bob, profileForm({ name: 'Bob Builder', city: 'Chicago' }));
    const bobView = await server.call<UserView>('POST', '/v1/user/profile/view', { token: bob });
    const aliceView = await server.call<UserView>('POST', '/v1/user/profile/view', { token: alice });
    expect(bobView.body.data).toMatchObject({ email: bobEmail, name: 'Bob Builder' });
    expect(aliceView.body.data).toMatchObject({ email: aliceEmail, name: COMPLETION.name });
    expect(await rowOf(server, aliceEmail)).toEqual(aliceBefore);

    // No call takes a member id: a body naming Alice is rejected, not obeyed.
    const smuggled = await server.call('PATCH', '/v1/user/profile/update', {
      token: bob,
      form: profileForm({ uuid: aliceView.body.data.uuid, name: 'Hacked' }),
    });
    expect(smuggled.status).toBe(400);
    expect(await rowOf(server, aliceEmail)).toEqual(aliceBefore);
  });

  test('the push token is stored for the caller; another member cannot take it (409), the owner can save it again', async () => {
    const aliceEmail = uniqueEmail('alice');
    const alice = await readyMember(server, aliceEmail);
    const bob = await readyMember(server, uniqueEmail('bob'));
    const pushToken = `push-${Date.now()}`;
    const saved = await server.call('PATCH', '/v1/user/add/web/token', {
      token: alice,
      body: { token: pushToken },
    });
    expect(saved.body).toMatchObject({ status: 200, message: 'Web token saved successfully' });
    const taken = await server.call('PATCH', '/v1/user/add/web/token', {
      token: bob,
      body: { token: pushToken },
    });
    expect(taken.body).toMatchObject({ status: 409, error: { code: 'WEB_TOKEN_TAKEN' } });
    const again = await server.call('PATCH', '/v1/user/add/web/token', {
      token: alice,
      body: { token: pushToken },
    });
    expect(again.status).toBe(200);
    const rows = await server.db.select().from(pushTokens).where(eq(pushTokens.token, pushToken));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userId).toBe((await rowOf(server, aliceEmail))?.id);
  });
});
