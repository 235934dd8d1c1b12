import { expect, test } from '@playwright/test';
import { createMember, logIn } from './support/members';

/** A well-formed token whose `exp` lies in the past (the app checks `exp` before asking the server). */
function expiredToken(): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) - 3600;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sid: 'gone', exp })}.${'x'.repeat(43)}`;
}

test('an expired session sends the member to login and then back to the page first asked for', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'expired');

  await page.goto('/login');
  await page.evaluate((token) => localStorage.setItem('wellness.access_token', token), expiredToken());

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, member.email, member.password);

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
});
