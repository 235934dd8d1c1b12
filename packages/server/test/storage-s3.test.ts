import { readdirSync } from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.js';
import { ConfigError } from '../src/config.js';
import { appendHeroProfileFields } from './support/heroes.js';
import { profileForm, readyMember } from './support/members.js';
import { S3_TEST_BUCKET as BUCKET, useS3rver } from './support/s3.js';
import { testConfig, uniqueEmail, useTestServer } from './support/server.js';

// Uploads in an S3-compatible bucket: s3rver (npm) in this process (test/support/s3.ts).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'binary'),
  Buffer.alloc(64),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('uploads in an S3-compatible bucket', () => {
  const s3 = useS3rver();
  const server = useTestServer('pglite', { env: () => s3.env });
  const keys = async (prefix: string) =>
    ((await s3.client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }))).Contents ?? []).map(
      (object) => object.Key,
    );
  const localFiles = (folder: string) => {
    try {
      return readdirSync(path.join(server.config.dataDir, folder));
    } catch {
      return [];
    }
  };

  test('an avatar goes to the bucket, not to DATA_DIR, and the server streams it with long caching', async () => {
    const token = await readyMember(server, uniqueEmail('s3'));
    const saved = await server.call<{ image: string }>('PATCH', '/v1/user/profile/update', {
      token,
      form: profileForm({}, { bytes: PNG, name: 'me.png', type: 'image/png' }),
    });
    expect(saved.status).toBe(200);
    const image = saved.body.data.image;
    expect(image).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const name = path.basename(image);
    expect(await keys('uploads/')).toContain(`uploads/${name}`);
    expect(localFiles('uploads')).toEqual([]);

    const served = await server.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      'cache-control': 'public, max-age=2592000, immutable',
      'content-disposition': 'attachment',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    // A browser's revalidation is answered without the bytes.
    const etag = served.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await server.app.inject({ method: 'GET', url: image, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);

    // Replacing the avatar deletes the old object: its address answers 404 like any unknown name.
    const replaced = await server.call<{ image: string }>('PATCH', '/v1/user/profile/update', {
      token,
      form: profileForm({}, { bytes: JPEG, name: 'photo.jpg', type: 'image/jpeg' }),
    });
    expect(replaced.body.data.image).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
    expect(await keys('uploads/')).not.toContain(`uploads/${name}`);
    expect((await server.app.inject({ method: 'GET', url: image })).statusCode).toBe(404);
    const jpeg = await server.app.inject({ method: 'GET', url: replaced.body.data.image });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    for (const url of ['/uploads/0123456789abcdef0123456789abcdef.png', '/uploads/..%2Fprivate%2Fx.pdf']) {
      expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  test("a health hero's document stays private: streamed to its owner only, never under /uploads", async () => {
    const token = await readyMember(server, uniqueEmail('s3-hero'));
    const stranger = await readyMember(server, uniqueEmail('s3-stranger'));
    const form = new FormData();
    for (const [field, value] of Object.entries({
      category: 'Reversal',
      ageGroup: 'Youth',
      numberOfHours: '4',
      mentoringChannel: 'online',
      areaOfMentoring: 'Diet',
      mobile: '5551234567',
    }))
      form.append(field, value);
    await appendHeroProfileFields(server, form);
    form.append('uploadStory', new Blob([PNG], { type: 'image/png' }), 'story.png');
    form.append('uploadDocuments', new Blob([PDF], { type: 'application/pdf' }), 'cv.pdf');
    const registered = await server.call('POST', '/v1/user/healtHero/registration', { token, form });
    expect(registered.status).toBe(201);
    expect(await keys('private/')).toHaveLength(2);
    expect(localFiles('private-uploads')).toEqual([]);

    const check = await server.call<{ application: { uploadDocuments: string } }>(
      'GET',
      '/v1/user/healthHero/check/existing/request',
      { token },
    );
    const url = check.body.data.application.uploadDocuments;
    const read = (bearer?: string) =>
      server.app.inject({
        method: 'GET',
        url,
        headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      });
    const own = await read(token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.rawPayload.equals(PDF)).toBe(true);
    expect((await read(stranger)).statusCode).toBe(404);
    expect((await read()).statusCode).toBe(401);
    const name = path.basename(url);
    expect((await server.app.inject({ method: 'GET', url: `/uploads/${name}` })).statusCode).toBe(404);
    // The object in the bucket is the same file (what a backup of the bucket holds).
    const object = await s3.client.send(new GetObjectCommand({ Bucket: BUCKET, Key: `private/${name}` }));
    expect(
      Buffer.from(
        await (object.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
      ).equals(PDF),
    ).toBe(true);
  });

  test('a bucket that cannot be used stops the start with a message naming it', async () => {
    const config = testConfig({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
    const start = buildApp(config, { logger: false, jobPollMs: false });
    await expect(start).rejects.toThrow(ConfigError);
    await expect(start).rejects.toThrow(
      `Invalid configuration: S3_BUCKET "no-such-bucket" at ${s3.env.S3_ENDPOINT} cannot be used: no such bucket`,
    );
  });
});
