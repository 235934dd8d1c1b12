import { Writable } from 'node:stream';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FakeSmtp } from './support/fake-smtp.js';
import { PASSWORD, profileForm, readyMember, signUpAndVerify } from './support/members.js';
import { describeEachDatabase, uniqueEmail, useTestServer } from './support/server.js';

// Issue 11, item 8: production refuses test mode and never logs links; security headers on every answer; uploads
// never render as a page; change password is rate-limited; no token, no clue about which API paths exist.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const PRODUCTION_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_placeholder',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_placeholder',
  STRIPE_WEBHOOK_SECRET: 'whsec_placeholder',
  DATA_ENCRYPTION_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
};

// What helmet adds for an HTML page, and that a JSON answer has no use for.
const PAGE_ONLY_HEADERS = [
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'origin-agent-cluster',
  'x-xss-protection',
  'cross-origin-opener-policy',
];

/** The API's security headers (OWASP REST Security Cheat Sheet), and nothing of a page's. */
function expectApiHeaders(response: { headers: Record<string, unknown> }, what: string) {
  expect(response.headers['content-security-policy'], what).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['x-frame-options'], what).toBe('DENY');
  expect(response.headers['cross-origin-resource-policy'], what).toBe('same-origin');
  expect(response.headers['referrer-policy'], what).toBe('no-referrer');
  for (const name of PAGE_ONLY_HEADERS) expect(response.headers[name], `${what}: ${name}`).toBeUndefined();
}

describeEachDatabase('security headers', (server) => {
  test('every API answer, errors included, carries the API set: no content, no framing, nosniff, same-origin, no Referer; no HSTS outside production', async () => {
    const token = await readyMember(server, uniqueEmail('headers'));
    const bearer = { authorization: `Bearer ${token}` };
    const list = await server.app.inject({ method: 'GET', url: '/v1/user/package/list' });
    const calls: { what: string; status: number; request: InjectOptions }[] = [
      { what: 'a plain answer', status: 200, request: { method: 'GET', url: '/v1/health' } },
      { what: 'a cached list', status: 200, request: { method: 'GET', url: '/v1/user/package/list' } },
      {
        what: 'a cached list, compressed',
        status: 200,
        request: { method: 'GET', url: '/v1/user/package/list', headers: { 'accept-encoding': 'br' } },
      },
      {
        what: 'a cached list, not modified',
        status: 304,
        request: {
          method: 'GET',
          url: '/v1/user/package/list',
          headers: { 'if-none-match': String(list.headers.etag) },
        },
      },
      {
        what: 'a POST list',
        status: 200,
        request: {
          method: 'POST',
          url: '/v1/marketplace/product/categories/list',
          headers: bearer,
          payload: { page: 1, per_page: 20 },
        },
      },
      { what: 'no token', status: 401, request: { method: 'GET', url: '/v1/user/healtHero/list' } },
      { what: 'an unknown path, no token', status: 401, request: { method: 'GET', url: '/v1/no/such/call' } },
      { what: 'the bare prefix', status: 401, request: { method: 'GET', url: '/v1' } },
      {
        what: 'an unknown path',
        status: 404,
        request: { method: 'GET', url: '/v1/no/such/call?x=1', headers: bearer },
      },
      {
        what: 'a body against the contract',
        status: 400,
        request: {
          method: 'POST',
          url: '/v1/marketplace/product/categories/list',
          headers: bearer,
          payload: { page: 'one' },
        },
      },
      {
        what: 'a body that is not JSON',
        status: 400,
        request: {
          method: 'POST',
          url: '/v1/marketplace/product/categories/list',
          headers: { ...bearer, 'content-type': 'application/json' },
          payload: '{"page":',
        },
      },
      {
        what: 'a body of another type',
        status: 415,
        request: {
          method: 'POST',
          url: '/v1/marketplace/product/categories/list',
          headers: { ...bearer, 'content-type': 'application/xml' },
          payload: '<page>1</page>',
        },
      },
      { what: 'a URL that cannot be decoded', status: 400, request: { method: 'GET', url: '/v1/user/%zz' } },
    ];
    for (const { what, status, request } of calls) {
      const response = await server.app.inject(request);
      expect(response.statusCode, what).toBe(status);
      expectApiHeaders(response, what);
      expect(response.headers['strict-transport-security'], what).toBeUndefined();
    }
  });

  test("anything else (the app's pages and files) carries helmet's page set: CSP without inline script, no framing, nosniff, no Referer", async () => {
    const response = await server.app.inject({ method: 'GET', url: '/media/no-such-file.png' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/(^|;)script-src 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  test('an uploaded avatar is served as a download that cannot run, with nosniff', async () => {
    const token = await readyMember(server, uniqueEmail('avatar'));
    const updated = await server.call<{ image: string }>('PATCH', '/v1/user/profile/update', {
      token,
      form: profileForm({}, { bytes: PNG, name: 'me.png', type: 'image/png' }),
    });
    const served = await server.app.inject({ method: 'GET', url: updated.body.data.image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toBe('attachment');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  test('without a token an unknown API path answers 401, with one 404', async () => {
    const anonymous = await server.app.inject({ method: 'GET', url: '/v1/no/such/call' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ status: 401, error: { code: 'UNAUTHENTICATED' } });
    const token = await readyMember(server, uniqueEmail('unknown'));
    const known = await server.app.inject({
      method: 'POST',
      url: '/v1/no/such/call',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(known.json()).toEqual({
      status: 404,
      message: 'Not Found',
      data: null,
      error: { code: 'NOT_FOUND' },
    });
  });
});

describeEachDatabase(
  'change password rate limit',
  (server) => {
    test('change password answers 429 once a client passes the limit', async () => {
      const email = uniqueEmail('limited');
      await signUpAndVerify(server, email);
      // Signing in counts towards the same limit as login: use a session made by the two calls above only.
      const login = await server.call<{ token: string }>('POST', '/v1/user/login', {
        body: { email, password: PASSWORD },
      });
      const token = login.body.data.token;
      const attempt = () =>
        server.call('PATCH', '/v1/user/password/change', {
          token,
          body: { oldPassword: 'Wrong#Pass1', newPassword: PASSWORD, confirmPassword: PASSWORD },
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).status).toBe(400);
      expect((await attempt()).body).toMatchObject({ status: 429, error: { code: 'RATE_LIMITED' } });
    });
  },
  { env: { AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW: '10m' } },
);

describe('in production', () => {
  const smtp = new FakeSmtp();
  const log: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log.push(chunk.toString('utf8'));
      done();
    },
  });
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  const server = useTestServer('pglite', {
    env: () => ({ NODE_ENV: 'production', SMTP_URL: smtp.url, DEV_MAILBOX: '', ...PRODUCTION_KEYS }),
    app: { logger: { level: 'info', stream } },
  });

  test('reset links are mailed, never logged; a link opened in the app is logged without its token', async () => {
    const response = await server.call('POST', '/v1/user/forgotPassword', {
      body: { email: 'demo@wellness.example' },
    });
    expect(response.status).toBe(200);
    const mail = await smtp.nextMail();
    const token = /\/reset\/([A-Za-z0-9_-]{43})/.exec(mail.data.replace(/=\r\n/g, ''))?.[1];
    expect(token).toBeDefined();
    await server.app.inject({ method: 'GET', url: `/reset/${token}` });
    await server.app.inject({ method: 'GET', url: `/verify/email/${token}?x=1` });
    const written = log.join('');
    expect(written).toContain('/reset/[redacted]');
    expect(written).toContain('/verify/email/[redacted]');
    expect(written).not.toContain(token);
  });

  test('HSTS is sent, on API answers and pages alike', async () => {
    for (const url of ['/v1/health', '/v1/no/such/call', '/media/no-such-file.png']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
  });

  test('the dev mailbox is closed', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/v1/dev/mailbox' });
    expect(response.statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
  });
});
