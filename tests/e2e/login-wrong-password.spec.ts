import { expect, test } from '@playwright/test';
import { createMember, logIn } from './support/members';

test('a wrong password says so and stays on the login page; the right one then signs in', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'wrong-password');

  await page.goto('/login');
  await logIn(page, member.email, 'Wrong@12345');

  await expect(page.getByText('Invalid Email ID or Password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The member corrects the password and tries again on the same page, without a reload.
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
});
