import { expect, test, type ConsoleMessage } from '@playwright/test';
import { DEMO_MEMBER, logIn } from './support/members';

test.describe('before any JavaScript runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the open pages arrive rendered, with their styles', async ({ page }) => {
    for (const [path, heading] of [
      ['/login', 'Login'],
      ['/Signup', 'We are keen to know about you.'],
      ['/forgetPassword', 'Reset Password'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, exact: true }), path).toBeVisible();
    }
    await page.goto('/login');
    // The critical CSS came with the page: the form is laid out as a card, not as bare inputs.
    const card = page.locator('form').first();
    expect(await card.evaluate((form) => getComputedStyle(form.parentElement!).display)).not.toBe('inline');
    await expect(page.getByLabel('Email', { exact: false })).toBeVisible();
  });

  test.describe('in Arabic for a browser that asks for it', () => {
    test.use({ locale: 'ar-EG' });

    test('right to left, in Arabic', async ({ page }) => {
      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
    });
  });
});

test('a guest gets the prerendered /login hydrated, without a mismatch, and can sign in', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  // Hydrated, not rendered over: main.tsx keeps the marker only when React took over the prerendered markup.
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'en');
  await logIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(errors).toEqual([]);
});

test('the language chosen in the app is the language of the prerendered pages it is sent next', async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await (await page.request.get('/login')).text()).toContain('data-prerendered="en"');

  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // The choice is saved a moment later (debounced); from then on the server answers in Arabic.
  await expect.poll(async () => (await page.request.get('/login')).text()).toContain('data-prerendered="ar"');
});
