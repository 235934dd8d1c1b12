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

// What the app's build writes for the open pages (packages/app/build/prerender.ts).
mkdirSync(path.join(webDist, 'prerendered'), { recursive: true });
const prerenderedIndex = {
  locales: ['en', 'tr', 'ar'],
  pages: [
    { path: '/login', name: 'login' },
    { path: '/reset/:token', name: 'reset-password' },
    { path: '/verify/email', name: 'verify-email' },
    // A page for one value of the parameter comes after the general one here: the server still tries it first.
    { path: '/verify/email/:token', name: 'verify-email-token' },
    { path: '/verify/email/:token', params: { token: ':token' }, name: 'verify-email-placeholder' },
  ],
};
writeFileSync(path.join(webDist, 'prerendered', 'pages.json'), JSON.stringify(prerenderedIndex));
const prerenderedPage = (name: string, locale: string) =>
  `<!doctype html><html lang="${locale}"><div id="root" data-prerendered="${locale}" data-page="${name}">${`<p>${name}</p>`.repeat(200)}</div>`;
const loginPage = (locale: string) => prerenderedPage('login', locale);
for (const { name } of prerenderedIndex.pages) {
  for (const locale of ['en', 'tr', 'ar']) {
    const file = path.join(webDist, 'prerendered', `${name}.${locale}.html`);
    writeFileSync(file, prerenderedPage(name, locale));
    writeFileSync(`${file}.br`, brotliCompressSync(prerenderedPage(name, locale)));
  }
}

describeEachDatabase(
  'serving the built web app',
  (server) => {
    /** A page as a browser asks for it: always answered, never kept without asking again. */
    const pageHtml = async (url: string, headers: Record<string, string> = {}) => {
      const page = await server.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', ...headers },
      });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      return page.body;
    };

    test('files are served, and app routes such as /events/upcoming fall back to index.html', async () => {
      const asset = await server.app.inject({ method: 'GET', url: '/assets/app.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.body).toBe('console.log("app")');
      // Paths without a prerendered page: a page the build did not render, and near misses of those it did.
      for (const url of [
        '/',
        '/Signup',
        '/events/upcoming',
        '/reset',
        '/reset/xyz/more',
        '/verify/email/a/b',
      ]) {
        const page = await server.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(page.statusCode, url).toBe(200);
        expect(page.body).toContain('<div id="root"></div>');
        // A page gets the pages' security headers (helmet's), not the API's.
        expect(page.headers['content-security-policy'], url).toMatch(/(^|;)script-src 'self'/);
        expect(page.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      }
    });

    test("an open page comes prerendered in the visitor's language: their chosen one, else their browser's", async () => {
      const lang = async (url: string, headers: Record<string, string> = {}) =>
        /data-prerendered="(\w+)"/.exec(await pageHtml(url, headers))?.[1];
      expect(await lang('/login')).toBe('en');
      expect(await lang('/LOGIN/?next=1')).toBe('en');
      expect(await lang('/login', { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' })).toBe('ar');
      expect(await lang('/login', { 'accept-language': 'de-DE, fr;q=0.9, tr;q=0.8, en;q=0.7' })).toBe('tr');
      expect(await lang('/login', { 'accept-language': 'de, fr' })).toBe('en');
      // The language chosen in the app wins over the browser's; an unknown value is ignored.
      expect(await lang('/login', { cookie: 'a=1; wellness-locale=tr', 'accept-language': 'ar' })).toBe('tr');
      expect(await lang('/login', { cookie: 'wellness-locale=xx', 'accept-language': 'ar' })).toBe('ar');
      // Pages that are not prerendered load the app as before.
      expect(await lang('/events/upcoming')).toBeUndefined();

      const compressed = await server.app.inject({
        method: 'GET',
        url: '/login',
        headers: { 'accept-encoding': 'br', 'accept-language': 'ar' },
      });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.headers.vary).toMatch(/accept-language/i);
      expect(compressed.headers.vary).toMatch(/cookie/i);
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(loginPage('ar'));
    });

    test("a mailed link's page (/reset/<token>, /verify/email/<token>) comes prerendered whatever the token", async () => {
      const get = async (url: string, headers: Record<string, string> = {}) => {
        const html = await pageHtml(url, headers);
        const [, locale, name] = /data-prerendered="(\w+)" data-page="([\w-]+)"/.exec(html) ?? [];
        return name && `${name}.${locale}`;
      };
      expect(await get('/reset/3f9a1c')).toBe('reset-password.en');
      expect(await get('/RESET/3f9a1c/?from=mail')).toBe('reset-password.en');
      expect(await get('/reset/a%2Fb%20c')).toBe('reset-password.en');
      expect(await get('/verify/email/eyJhbGciOi.J9')).toBe('verify-email-token.en');
      expect(await get('/Verify/Email/eyJhbGciOi.J9', { 'accept-language': 'ar-EG' })).toBe(
        'verify-email-token.ar',
      );
      expect(await get('/verify/email/eyJ', { cookie: 'wellness-locale=tr', 'accept-language': 'ar' })).toBe(
        'verify-email-token.tr',
      );
      expect(await get('/verify/email')).toBe('verify-email.en');
      expect(await get('/verify/email/')).toBe('verify-email.en');
      // The link's placeholder token shows the check-your-inbox notice (the app compares the value exactly).
      expect(await get('/verify/email/:token')).toBe('verify-email-placeholder.en');
      expect(await get('/verify/email/%3Atoken', { 'accept-language': 'tr' })).toBe(
        'verify-email-placeholder.tr',
      );
      expect(await get('/verify/email/:TOKEN')).toBe('verify-email-token.en');
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
