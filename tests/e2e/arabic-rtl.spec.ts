import { expect, test } from '@playwright/test';
import { DEMO_MEMBER, logIn } from './support/members';

test('switching to Arabic renders the portal right to left', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { name: `أهلاً بك يا ${DEMO_MEMBER.firstName}!` })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('heading', { name: 'التطبيقات' })).toBeVisible();
});
