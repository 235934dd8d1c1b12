import { expect, test } from '@playwright/test';
import { createMember, logIn } from './support/members';

test('a member changes the password and then logs in with the new one, not the old', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'change-password');
  const newPassword = 'Changed!9876';

  await page.goto('/login');
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/changePassword');
  await page.getByLabel('Old Password').fill(member.password);
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your Password Updated Successfully')).toBeVisible();

  await page
    .getByRole('banner')
    .getByRole('button', { name: /Journey Member/ })
    .click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, member.email, member.password);
  await expect(page.getByText('Invalid Email ID or Password')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
