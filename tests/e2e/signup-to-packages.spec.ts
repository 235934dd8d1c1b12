import { expect, test } from '@playwright/test';
import { PASSWORD, latestMail, linkPath, logIn, uniqueEmail } from './support/members';

test('a new member signs up, verifies the e-mail, completes the profile and reaches the packages', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('signup');

  await page.goto('/Signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Enter your password again').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Create New User Success')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your account has been created' })).toBeVisible();

  const mail = await latestMail(request, email, /confirm/i);
  await page.goto(linkPath(mail));
  await expect(page.getByRole('heading', { name: 'Email Verification completed' })).toBeVisible();

  await page.goto('/login');
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/profileUpdate$/);
  await expect(page.getByRole('heading', { name: 'We are keen to know about you.' })).toBeVisible();

  await page.getByLabel('Name').fill('Asha Rao');
  await page.getByLabel('Country').selectOption({ label: 'India' });
  await page.getByLabel('State').fill('Karnataka');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('Zip Code').fill('560001');
  await page.getByLabel('I accept the pricing policy terms and conditions').check();
  await page.getByRole('button', { name: 'Let’s Go' }).click();

  await expect(page).toHaveURL(/\/packages$/);
  await expect(page.getByRole('heading', { name: 'Pick The Best Yearly Membership Package' })).toBeVisible();
});
