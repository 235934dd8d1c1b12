import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createMember, logIn } from './support/members';

const STAFF = { email: 'staff@wellness.example', password: 'Staff@1234' };

interface Figures {
  packages: string;
  net: string;
}

/** Today in the organisation's zone (the report's days are Pacific days). */
const pacificToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

const cents = (amount: string) => Math.round(Number(amount) * 100);

async function staffToken(request: APIRequestContext) {
  const login = await request.post('/v1/user/login', { data: STAFF });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

async function todaysRevenue(request: APIRequestContext, token: string, day: string) {
  const answer = await request.get(`/v1/staff/reports/revenue?from=${day}&to=${day}&interval=day`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { totals: Figures } }).data.totals;
}

async function buyExplorer(page: Page) {
  await page.goto('/packages');
  await page.getByRole('article', { name: 'Explorer' }).getByRole('button', { name: 'Select' }).click();
  const dialog = page.getByRole('dialog', { name: 'Card Details' });
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry (MM/YY)').fill(`12/${(new Date().getFullYear() + 3) % 100}`);
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByLabel('Name on card').fill('Journey Member');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog', { name: 'Congratulations!' })).toContainText(
    'Your membership package has been upgraded to Explorer.',
    { timeout: 20_000 },
  );
}

test("a member buys Explorer by card → the admin's revenue for the day grows by exactly its price, and the CSV has the row", async ({
  page,
  request,
}) => {
  const day = pacificToday();
  const token = await staffToken(request);
  const before = await todaysRevenue(request, token, day);
  const packages = (await (await request.get('/v1/user/package/list')).json()) as {
    data: { name: string; annualCost: number }[];
  };
  const price = Math.round(packages.data.find((p) => p.name === 'Explorer')!.annualCost * 100);

  const member = await createMember(request, 'reports');
  await page.goto('/login');
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await buyExplorer(page);

  const after = await todaysRevenue(request, token, day);
  expect(cents(after.packages) - cents(before.packages)).toBe(price);
  expect(cents(after.net) - cents(before.net)).toBe(price);

  const csv = await request.get(`/v1/staff/reports/revenue?from=${day}&to=${day}&interval=day&format=csv`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const lines = (await csv.text()).trim().split('\r\n');
  expect(lines[0]).toBe('period,packages,events,marketplace,refunds,net');
  expect(lines[1]).toMatch(new RegExp(`^${day},${after.packages.replace('.', '\\.')},`));
  expect(lines[1]!.endsWith(`,${after.net}`)).toBe(true);
});
