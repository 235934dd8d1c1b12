import { expect, test } from 'vitest';
import { readyMember, signUp } from './support/members.js';
import { TEST_GOOGLE_CLIENT_ID, describeEachDatabase, uniqueEmail } from './support/server.js';

interface Country {
  countryName: string;
  countryCallingCode: string;
  countryCode: string;
}

describeEachDatabase('reference data and operations', (server) => {
  test('countries: the United States first, India second, the rest alphabetical, with codes', async () => {
    const response = await server.call<Country[]>('GET', '/v1/country/list');
    expect(response.status).toBe(200);
    const countries = response.body.data;
    expect(countries.length).toBeGreaterThan(240);
    expect(countries[0]).toEqual({
      countryName: 'United States',
      countryCallingCode: '+1',
      countryCode: 'US',
    });
    expect(countries[1]).toEqual({ countryName: 'India', countryCallingCode: '+91', countryCode: 'IN' });
    const rest = countries.slice(2).map((c) => c.countryName);
    expect(rest).toEqual([...rest].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(countries.find((c) => c.countryCode === 'GB')).toEqual({
      countryName: 'United Kingdom',
      countryCallingCode: '+44',
      countryCode: 'GB',
    });
    // Countries sharing a calling code with another one are all listed (issue: the UK, Canada… were missing).
    const codeOf = (iso: string) => countries.find((c) => c.countryCode === iso)?.countryCallingCode;
    expect(['CA', 'GB', 'RU', 'NO', 'FI'].map(codeOf)).toEqual(['+1', '+44', '+7', '+47', '+358']);
    expect(new Set(countries.map((c) => c.countryCode)).size).toBe(countries.length);
    for (const c of countries) {
      expect(c.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(c.countryCallingCode).toMatch(/^\+\d{1,4}$/);
    }
  });

  test('the open config names the Google client id the server accepts, so the app shows Google sign-in', async () => {
    const response = await server.call('GET', '/v1/config');
    expect(response.body).toEqual({
      status: 200,
      message: 'Success',
      data: { googleClientId: TEST_GOOGLE_CLIENT_ID, mobileApp: null },
      error: null,
    });
  });

  test('the FAQ lists real questions with answers, in order', async () => {
    const response = await server.call<{ uuid: string; question: string; answer: string }[]>(
      'GET',
      '/v1/user/faq/list',
    );
    expect(response.status).toBe(200);
    expect(response.body.data.length).toBeGreaterThanOrEqual(5);
    expect(response.body.data[0]?.question).toBe('What is included in the free Starter membership?');
    for (const faq of response.body.data) expect(faq.answer.length).toBeGreaterThan(20);
  });

  test('health answers ok when the database answers', async () => {
    const response = await server.call('GET', '/v1/health');
    expect(response.body).toEqual({ status: 200, message: 'OK', data: { ok: true }, error: null });
  });

  test('the dev mailbox lists mails newest first and its page shows clickable links', async () => {
    const email = uniqueEmail('mailbox');
    await signUp(server, email);
    const all = await server.call<{ to: string; link: string }[]>('GET', '/v1/dev/mailbox');
    expect(all.body.data[0]?.to).toBe(email);
    const page = await server.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`<a href="${all.body.data[0]?.link}">`);
  });

  test('unknown API paths answer a 404 envelope (to a caller with a token)', async () => {
    const token = await readyMember(server, uniqueEmail('unknown'));
    const response = await server.app.inject({
      method: 'GET',
      url: '/v1/no/such/call',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 404,
      message: 'Not Found',
      data: null,
      error: { code: 'NOT_FOUND' },
    });
  });
});

describeEachDatabase(
  'in production',
  (server) => {
    test('the dev mailbox is closed', async () => {
      const response = await server.call('GET', '/v1/dev/mailbox');
      expect(response.body).toMatchObject({ status: 404, error: { code: 'NOT_FOUND' } });
      const page = await server.app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(page.statusCode).toBe(404);
    });
  },
  {
    env: {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:1',
      STRIPE_SECRET_KEY: 'sk_test_placeholder',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_placeholder',
      STRIPE_WEBHOOK_SECRET: 'whsec_placeholder',
      DATA_ENCRYPTION_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
      DEV_MAILBOX: '',
    },
  },
);

describeEachDatabase(
  'a deployment without Google sign-in',
  (server) => {
    test('the open config says so (googleClientId null): the app shows no Google button', async () => {
      const response = await server.call('GET', '/v1/config');
      expect(response.body).toMatchObject({ status: 200, data: { googleClientId: null } });
    });
  },
  { env: { GOOGLE_CLIENT_ID: '' } },
);

describeEachDatabase(
  'a deployment with the companion mobile app',
  (server) => {
    test("the open config gives the app's link and store pages, so phones are offered 'Login with App'", async () => {
      const response = await server.call('GET', '/v1/config');
      expect(response.body).toMatchObject({
        status: 200,
        data: {
          mobileApp: {
            url: 'wellnesscommunity://open',
            appStoreUrl: 'https://apps.apple.com/app/id6450000000',
            playStoreUrl: 'https://play.google.com/store/apps/details?id=org.wellness.community',
          },
        },
      });
    });
  },
  {
    env: {
      MOBILE_APP_URL: 'wellnesscommunity://open',
      MOBILE_APP_STORE_URL_IOS: 'https://apps.apple.com/app/id6450000000',
      MOBILE_APP_STORE_URL_ANDROID: 'https://play.google.com/store/apps/details?id=org.wellness.community',
    },
  },
);
