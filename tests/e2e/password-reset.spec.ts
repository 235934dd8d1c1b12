import { expect, test } from '@playwright/test';
import { createMember, latestMail, linkPath, logIn } from './support/members';

test('a member who forgot the password resets it from the mailed link and logs in with the new one', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'reset');
  const newPassword = 'Renewed#5678';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await expect(page).toHaveURL(/\/forgetPassword$/);
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('A verification link has been sent to your account')).toBeVisible();

  const mail = await latestMail(request, member.email, /reset/i);
  await page.goto(linkPath(mail));
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password Reset Successful').first()).toBeVisible();

  await page.goto('/login');
  await logIn(page, member.email, member.password);
  await expect(page.getByText('Invalid Email ID or Password')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
