import { expect, test } from '@playwright/test';
import { DEMO_MEMBER, logIn } from './support/members';

// The dashboard greets members by their first name.
test('the demo member logs in and sees the dashboard inside the shell', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${DEMO_MEMBER.firstName}!` })).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('button', { name: new RegExp(DEMO_MEMBER.name) }),
  ).toBeVisible();
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByRole('heading', { name: 'Applications' })).toBeVisible();
  await expect(navigation.getByRole('heading', { name: 'Other' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(
    `© ${new Date().getFullYear()} Wellness Community. All rights reserved.`,
  );
});
