import { mkdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { describeEachDatabase } from './support/server.js';

const webDist = path.join(tmpdir(), `wellness-web-${process.pid}`);
mkdirSync(path.join(webDist, 'assets'), { recursive: true });
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><title>Wellness</title><div id="root"></div>',
);
writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log("app")');
// What the app's build writes beside each file (packages/app/build/precompress.ts).
const bundle = `export const words = ${JSON.stringify('calm '.repeat(2000))};`;
writeFileSync(path.join(webDist, 'assets', 'bundle.js'), bundle);
writeFileSync(path.join(webDist, 'assets', 'bundle.js.br'), brotliCompressSync(bundle));
writeFileSync(path.join(webDist, 'assets', 'bundle.js.gz'), gzipSync(bundle));

describeEachDatabase(
  'serving the built web app',
  (server) => {
    test('files are served, and app routes such as /verify/email/<token> fall back to index.html', async () => {
      const asset = await server.app.inject({ method: 'GET', url: '/assets/app.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.body).toBe('console.log("app")');
      for (const url of ['/', '/login', '/verify/email/abc123', '/reset/xyz']) {
        const page = await server.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(page.statusCode, url).toBe(200);
        expect(page.body).toContain('<div id="root"></div>');
      }
    });

    test('hashed assets are cached for a year; the page itself is revalidated so releases show up', async () => {
      const asset = await server.app.inject({ method: 'GET', url: '/assets/app.js' });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      for (const url of ['/', '/index.html', '/events/upcoming']) {
        const page = await server.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(page.headers['cache-control'], url).toBe('no-cache');
      }
    });

    test("the build's brotli or gzip copy is sent to a browser that accepts it, the plain file otherwise", async () => {
      const get = (acceptEncoding?: string) =>
        server.app.inject({
          method: 'GET',
          url: '/assets/bundle.js',
          headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
        });
      const br = await get('gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bundle);
      const gz = await get('gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(bundle);
      const plain = await get();
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(bundle);
    });

    test('API answers above 1 KB are compressed for a client that accepts it; small ones are not', async () => {
      const faq = await server.app.inject({
        method: 'GET',
        url: '/v1/user/faq/list',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(faq.statusCode).toBe(200);
      expect(faq.headers['content-encoding']).toBe('gzip');
      expect(faq.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(gunzipSync(faq.rawPayload).toString())).toMatchObject({ status: 200 });
      const health = await server.app.inject({
        method: 'GET',
        url: '/v1/health',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(health.headers['content-encoding']).toBeUndefined();
    });

    test('API, upload and dev paths never fall back to the app', async () => {
      const upload = await server.app.inject({ method: 'GET', url: '/uploads/missing.png' });
      expect(upload.statusCode).toBe(404);
      expect(upload.json()).toMatchObject({ status: 404, error: { code: 'NOT_FOUND' } });
      // An unknown API path asks a caller without a token to sign in first.
      const api = await server.app.inject({ method: 'GET', url: '/v1/nothing' });
      expect(api.statusCode).toBe(401);
      expect(api.json()).toMatchObject({ status: 401, error: { code: 'UNAUTHENTICATED' } });
    });
  },
  { env: { WEB_DIST: webDist } },
);
