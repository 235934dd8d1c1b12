import { devices, expect, test } from '@playwright/test';
import { createMember, logIn } from './support/members';

// A phone: its user agent says Android/Mobile, which is what the app looks at (§1).
const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
test.use(pixel);

test('a phone signs in on the web when the deployment has no companion app (no MOBILE_APP_* variables)', async ({
  page,
  request,
}) => {
  const { email, password } = await createMember(request, 'phone-login');
  const config = await request.get('/v1/config');
  expect(((await config.json()) as { data: { mobileApp: unknown } }).data.mobileApp).toBeNull();

  await page.goto('/login');
  // No 'Login with App' leading to a store placeholder: the web form, as on a computer.
  await expect(page.getByLabel(/^Email/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login with App' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue in the browser' })).toHaveCount(0);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
});
