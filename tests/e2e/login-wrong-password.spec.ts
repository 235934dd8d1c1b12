import { expect, test } from '@playwright/test';
import { createMember, logIn } from './support/members';

test('logging in with a wrong password says so and stays on the login page', async ({ page, request }) => {
  const member = await createMember(request, 'wrong-password');

  await page.goto('/login');
  await logIn(page, member.email, 'Wrong@12345');

  await expect(page.getByText('Invalid Email ID or Password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.screenshot({ path: 'test-results/e2e/screens/login-wrong-password.png' });
});
