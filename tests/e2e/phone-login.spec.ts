import { devices, expect, test } from '@playwright/test';

const playStoreUrl = 'https://play.google.com/store/apps/details?id=example.wellness';

// A phone: its user agent says Android/Mobile, which is what the app looks at (§1).
const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
test.use(pixel);

test('on a phone Login with App opens the companion app at once, else its store page', async ({ page }) => {
  // The store is on the internet; answer for it so the fallback navigation can be observed offline.
  await page.route(`${playStoreUrl}*`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<title>Store</title><h1>Companion app store page</h1>',
    }),
  );

  await page.goto('/login');
  // The member signs in inside the app: nothing typed here is needed, so the button works straight away.
  const openApp = page.getByRole('button', { name: 'Login with App' });
  await expect(openApp).toBeEnabled();
  await openApp.click();

  // The deep link does not open anything in a test browser, so the page stays in front and the app falls
  // back to the store page.
  await expect(page).toHaveURL(playStoreUrl);
  await expect(page.getByRole('heading', { name: 'Companion app store page' })).toBeVisible();
});
