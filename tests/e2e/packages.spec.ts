import { expect, test, type Page } from '@playwright/test';
import { createMember, logIn } from './support/members';

/** Opens the Explorer card's dialog and pays with the given local-gateway test card. */
async function payForExplorer(page: Page, cardNumber: string) {
  await page.goto('/packages');
  const explorer = page.getByRole('article', { name: 'Explorer' });
  await explorer.getByRole('button', { name: 'Select' }).click();
  const dialog = page.getByRole('dialog', { name: 'Card Details' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Card number').fill(cardNumber);
  await dialog.getByLabel('Expiry (MM/YY)').fill(`12/${(new Date().getFullYear() + 3) % 100}`);
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByLabel('Name on card').fill('Journey Member');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  return dialog;
}

test.beforeEach(async ({ page, request }) => {
  const member = await createMember(request, 'packages');
  await page.goto('/login');
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a Starter member upgrades to Explorer by card and the profile shows Explorer', async ({ page }) => {
  await payForExplorer(page, '4242 4242 4242 4242');

  const success = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(success).toContainText('Your membership package has been upgraded to Explorer.', {
    timeout: 20_000,
  });
  await success.getByRole('button', { name: "Let's Start" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/profile');
  const main = page.getByRole('main');
  await expect(main).toContainText('Explorer');
  // A yearly package: it expires one year from today (shown as MMM DD, YYYY).
  const nextYear = String(new Date().getFullYear() + 1);
  await expect(main).toContainText(new RegExp(`Expiry Date: [A-Z][a-z]{2} \\d{1,2}, ${nextYear}`));
});

test('cancelling the paid package returns the member to Starter at once', async ({ page }) => {
  await payForExplorer(page, '4242 4242 4242 4242');
  const success = page.getByRole('dialog', { name: 'Congratulations!' });
  await success.getByRole('button', { name: "Let's Start" }).click({ timeout: 20_000 });

  await page.goto('/packages');
  // A paid member leaves only through Cancel (which warns first): Starter offers no Select (§4).
  const explorer = page.getByRole('article', { name: 'Explorer' });
  await expect(explorer.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Starter' }).getByRole('button')).toHaveCount(0);
  await expect(
    page.getByRole('article', { name: 'Champion' }).getByRole('button', { name: 'Select' }),
  ).toBeVisible();
  await explorer.getByRole('button', { name: 'Cancel' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel membership' });
  await expect(confirm).toContainText('You will get a FREE membership immediately.');
  await confirm.getByRole('button', { name: 'Yes' }).click();

  await expect(page.getByText('Success! Package cancelled successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/packages');
  await expect(page.getByRole('article', { name: 'Starter' })).toContainText('Current plan');
  await expect(
    page.getByRole('article', { name: 'Explorer' }).getByRole('button', { name: 'Select' }),
  ).toBeVisible();
});

test('a declined card shows the provider message and grants nothing', async ({ page }) => {
  const dialog = await payForExplorer(page, '4000 0000 0000 0002');

  await expect(page.getByText('Your card was declined.')).toBeVisible();
  // The dialog stays open for another card, no longer submitting.
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.goto('/packages');
  await expect(page.getByRole('article', { name: 'Starter' })).toContainText('Current plan');
  await expect(
    page.getByRole('article', { name: 'Explorer' }).getByRole('button', { name: 'Select' }),
  ).toBeVisible();
});
