import { mkdirSync, writeFileSync } from 'node:fs';
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

    test('API, upload and dev paths never fall back to the app', async () => {
      for (const url of ['/v1/nothing', '/uploads/missing.png']) {
        const response = await server.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toMatchObject({ status: 404, error: { code: 'NOT_FOUND' } });
      }
    });
  },
  { env: { WEB_DIST: webDist } },
);
