import { expect, test, type Browser, type Page } from '@playwright/test';
import { createMember, logIn, PASSWORD } from './support/members';

const STAFF = { email: 'staff@wellness.example', password: 'Staff@1234' };

/** The seeded staff account signs in in its own browser and lands on the console. */
async function staffConsole(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await logIn(page, STAFF.email, STAFF.password);
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole('heading', { level: 1, name: 'WSG join requests' })).toBeVisible();
  return page;
}

async function accept(page: Page, queue: string, search: string, rowName: string) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: queue }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(search);
  const table = page.getByRole('table', { name: queue });
  await table.getByRole('button', { name: `Accept: ${rowName}` }).click();
  await expect(page.getByText('The request has been accepted.')).toBeVisible();
  await expect(table.getByRole('button', { name: `Accept: ${rowName}` })).toHaveCount(0);
}

test('a member joins a group → staff accept it in the console → the member sees it Accepted in My WSGs', async ({
  page,
  browser,
  request,
}) => {
  const member = await createMember(request, 'staff-join');
  await page.goto('/login');
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The console is not a member's: they get the not-found page.
  await page.goto('/staff');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('WSG join requests');
  await expect(page.getByRole('table', { name: 'WSG join requests' })).toHaveCount(0);

  const group = 'Active Living';
  await page.goto('/wsg/all');
  await page.getByRole('searchbox', { name: 'Search for a Group' }).fill(group);
  await page.getByRole('button', { name: `Know More: ${group}` }).click();
  await page.getByRole('button', { name: 'Join Group' }).click();
  await page.getByRole('alertdialog', { name: 'Join Group' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('WSGs joining request sent successfully')).toBeVisible();

  const staff = await staffConsole(browser);
  await accept(staff, 'WSG join requests', member.email, `Journey Member — ${group}`);

  await page.goto('/wsg/myGroup');
  const row = page.getByRole('table', { name: 'My WSGs List' }).getByRole('row').filter({ hasText: group });
  await expect(row).toContainText('Accepted');
});

test('a member proposes a group → staff accept it → the group is listed in /wsg/all', async ({
  page,
  browser,
  request,
}) => {
  const member = await createMember(request, 'staff-proposal');
  const login = await request.post('/v1/user/login', { data: { email: member.email, password: PASSWORD } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const name = `Sunrise Walkers ${Date.now().toString(36)}`;
  const proposed = await request.post('/v1/user/supportGroup/proposal', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      groupName: name,
      groupCategory: 'Lifestyle',
      state: 'Oregon',
      city: 'Portland',
      numberOfMembers: 8,
    },
  });
  expect(proposed.status()).toBe(201);

  const staff = await staffConsole(browser);
  await accept(staff, 'Group proposals', member.email, `Journey Member — ${name}`);

  await page.goto('/login');
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/wsg/all');
  await page.getByRole('searchbox', { name: 'Search for a Group' }).fill(name);
  await expect(
    page.getByRole('list', { name: 'Explore WSGs' }).getByRole('heading', { level: 2 }),
  ).toHaveText([name]);
});

test('a visitor who opens /staff is sent to sign in', async ({ page }) => {
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/login$/);
});
