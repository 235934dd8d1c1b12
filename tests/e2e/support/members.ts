import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Meets every password rule of §5 (length, upper, lower, digit, special character). */
export const PASSWORD = 'Journey@1234';

export const DEMO_MEMBER = {
  email: 'demo@wellness.example',
  password: 'Demo@1234',
  name: 'Demo Member',
  firstName: 'Demo',
};

/** A unique address per call, so journeys never share an account and can run in any order. */
export function uniqueEmail(journey: string): string {
  return `${journey}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@e2e.example`;
}

interface Mail {
  to: string;
  subject: string;
  link: string | null;
  createdAt: string;
}

/** The newest mail to `email` whose subject matches, read from the development mailbox (the server sends it). */
export async function latestMail(request: APIRequestContext, email: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/v1/dev/mailbox', { params: { to: email } });
        expect(response.status()).toBe(200);
        const mails = ((await response.json()) as { data: Mail[] }).data
          .filter((mail) => subject.test(mail.subject))
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
        found = mails[0];
        return found?.link ?? null;
      },
      { message: `a mail to ${email} with a subject like ${subject}` },
    )
    .not.toBeNull();
  return found!;
}

/** The path of a mail's link (the app is served from the same origin the server writes into links). */
export function linkPath(mail: Mail): string {
  const url = new URL(mail.link!);
  return url.pathname + url.search;
}

/**
 * Creates a member through the API, the way earlier journeys already exercise in the browser: signed up,
 * e-mail verified, and (unless `complete` is false) profile and shipping address completed with the free Starter
 * package (or `paidPackage`, bought with the local gateway's success card). `street: false` leaves the address
 * without its line 1.
 */
export async function createMember(
  request: APIRequestContext,
  journey: string,
  {
    complete = true,
    paidPackage,
    street = true,
  }: { complete?: boolean; paidPackage?: string; street?: boolean } = {},
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(journey);
  const created = await request.post('/v1/user/create', {
    data: { email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(created.status()).toBe(201);
  const mail = await latestMail(request, email, /confirm/i);
  const token = new URL(mail.link!).pathname.split('/').pop();
  const verified = await request.post('/v1/user/verify/email', { data: { token } });
  expect(verified.status()).toBe(200);
  if (!complete) return { email, password: PASSWORD };

  const login = await request.post('/v1/user/login', { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(418);
  const headers = {
    authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`,
  };
  const profile = await request.patch('/v1/user/profile/update', {
    headers,
    multipart: {
      name: 'Journey Member',
      // A complete shipping address (line 1 too), which placing a marketplace order needs; `street: false`
      // leaves line 1 out, as profile completion allows.
      ...(street ? { addressLine1: '12 MG Road' } : {}),
      country: 'India',
      state: 'Karnataka',
      city: 'Bengaluru',
      zipCode: '560001',
    },
  });
  expect(profile.status()).toBe(200);
  const packages = (await (await request.get('/v1/user/package/list')).json()) as {
    data: { uuid: string; annualCost: number }[];
  };
  const starter = packages.data.find((item) => item.annualCost === 0);
  const selected = await request.patch('/v1/user/package/select', {
    headers,
    data: { packageUuid: starter?.uuid, subscriptionType: 'yearly' },
  });
  expect(selected.status()).toBe(200);
  if (paidPackage) await buyPackage(request, headers, paidPackage);
  return { email, password: PASSWORD };
}

/** Buys a package as the app's purchase saga does: card method, saved card, subscription, confirmation. */
async function buyPackage(request: APIRequestContext, headers: Record<string, string>, name: string) {
  const list = (await (await request.get('/v1/user/package/list')).json()) as {
    data: { uuid: string; name: string }[];
  };
  const pkg = list.data.find((item) => item.name === name);
  expect(pkg, `package ${name}`).toBeDefined();
  const method = await request.post('/v1/payment/local/payment-method', {
    headers,
    data: { card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' } },
  });
  expect(method.status()).toBe(200);
  const { paymentMethodId } = ((await method.json()) as { data: { paymentMethodId: string } }).data;
  const stored = await request.post('/v1/user/stripe/store/card/details', {
    headers,
    data: { paymentMethodId },
  });
  expect(stored.status()).toBe(200);
  const subscription = await request.post('/v1/user/stripe/subscription/create', {
    headers,
    data: { packageUuid: pkg!.uuid, period: 'yearly' },
  });
  expect(subscription.status()).toBe(200);
  const { clientSecret } = ((await subscription.json()) as { data: { clientSecret: string } }).data;
  const confirmed = await request.post('/v1/payment/local/confirm', {
    headers,
    data: { clientSecret, paymentMethodId },
  });
  expect(confirmed.status()).toBe(200);
  expect(((await confirmed.json()) as { data: { status: string } }).data.status).toBe('succeeded');
}

/** Fills and submits the login form as a member would. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}
