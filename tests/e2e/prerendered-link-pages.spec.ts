import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, createMember, latestMail, linkPath, uniqueEmail } from './support/members';

// The pages a mailed link opens (/reset/<token>, /verify/email/<token>) and the other open pages with a parameter
// or an alias come prerendered whatever the token (packages/app/src/prerender/pages.ts), then hydrate and use it.

/** Collects the page's console errors (a hydration mismatch is one) and uncaught errors. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

type ShiftEntry = PerformanceEntry & {
  value: number;
  sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
};

/**
 * Opens `path` (a prerendered page) with the app's scripts held until the page is drawn with its fonts, then lets
 * them run: resolves to a reader of the layout shifts since then (each with what moved), i.e. hydration's and the
 * app's, not a late font's swap (which a prerendered page has with or without its scripts).
 */
async function openWithScriptsHeld(page: Page, path: string): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { layoutShifts: string[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ShiftEntry[]) {
        const moved = entry.sources.map(
          ({ node, previousRect: from, currentRect: to }) =>
            `${node?.nodeName} "${node?.textContent?.slice(0, 40)}" ` +
            `${JSON.stringify([from.x, from.y, from.width, from.height])} → ${JSON.stringify([to.x, to.y, to.width, to.height])}`,
        );
        shifts.push(`${entry.value} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^?]+\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  const before = await page.evaluate(async () => {
    await new Promise((resolve) =>
      document.readyState === 'loading'
        ? addEventListener('readystatechange', resolve, { once: true })
        : resolve(null),
    );
    // A frame lays the page out (its fonts start loading), then the fonts arrive and a frame draws them.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return (window as unknown as { layoutShifts: string[] }).layoutShifts.length;
  });
  expect(await page.locator('#root').getAttribute('data-prerendered')).toBeTruthy();
  release();
  return () =>
    page.evaluate(async (from) => {
      // Shifts are reported after the frame that drew them.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return (window as unknown as { layoutShifts: string[] }).layoutShifts.slice(from);
    }, before);
}

/** React took over the prerendered markup: the marker is kept (it is removed when the page is drawn afresh). */
async function expectHydrated(page: Page, locale: string) {
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', locale);
  const form = page.locator('#root > *').first();
  await expect
    .poll(() => form.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react'))))
    .toBe(true);
}

test.describe('before any JavaScript runs', () => {
  test.use({ javaScriptEnabled: false });

  test("a mailed link's page arrives rendered, whatever its token, and so do the other open pages", async ({
    page,
  }) => {
    await page.goto('/reset/0f1e2d3c4b5a');
    await expect(page.getByRole('heading', { name: 'Reset Password', exact: true })).toBeVisible();
    await expect(page.getByLabel('New Password')).toBeVisible();
    await expect(page.getByLabel('Confirm Password')).toBeVisible();

    await page.goto('/verify/email/0f1e2d3c4b5a');
    await expect(page.getByRole('heading', { name: 'Verifying your e-mail address...' })).toBeVisible();
    // The link's placeholder token verifies nothing: the check-your-inbox notice, as the app shows it.
    await page.goto('/verify/email/:token');
    await expect(page.getByRole('heading', { name: 'Your account has been created' })).toBeVisible();
    await page.goto('/verification');
    await expect(page.getByRole('heading', { name: 'Your account has been created' })).toBeVisible();
    await page.goto('/Verification/Phone');
    await expect(page.getByRole('heading', { name: 'Verification', exact: true })).toBeVisible();
    await expect(page.getByLabel('4-digit code')).toBeVisible();
  });

  test.describe('in Arabic for a browser that asks for it', () => {
    test.use({ locale: 'ar-EG' });

    test('right to left, in Arabic', async ({ page }) => {
      await page.goto('/reset/0f1e2d3c4b5a');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { name: 'إعادة تعيين كلمة المرور' })).toBeVisible();
      await page.goto('/verify/email/0f1e2d3c4b5a');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { name: 'جارٍ تأكيد عنوان بريدك الإلكتروني...' })).toBeVisible();
    });
  });
});

test('the prerendered /verify/email/<token> hydrates without a mismatch or a shift, then verifies the address', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const email = uniqueEmail('verify-prerendered');
  const created = await request.post('/v1/user/create', {
    data: { email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(created.status()).toBe(201);
  const mail = await latestMail(request, email, /confirm/i);

  // The verification is held until the hydrated page has been looked at in its first state.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route('**/v1/user/verify/email', async (route) => {
    asked += 1;
    await released;
    await route.continue();
  });

  const layoutShifts = await openWithScriptsHeld(page, linkPath(mail));
  await expect.poll(() => asked).toBe(1);
  await expectHydrated(page, 'en');
  await expect(page.getByRole('heading', { name: 'Verifying your e-mail address...' })).toBeVisible();
  expect(await layoutShifts()).toEqual([]);

  release();
  await expect(page.getByRole('heading', { name: 'Email Verification completed' })).toBeVisible();
  await expect(page.getByText('Email Conformed')).toBeVisible();
  expect(asked).toBe(1);
  expect(errors).toEqual([]);

  const login = await request.post('/v1/user/login', { data: { email, password: PASSWORD } });
  // Verified, the profile still to complete (418), where an unverified address is refused.
  expect(login.status()).toBe(418);
});

test('the prerendered /reset/<token> hydrates without a mismatch or a shift, then sets the new password', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const member = await createMember(request, 'reset-prerendered');
  const newPassword = 'Renewed#5678';
  const sent = await request.post('/v1/user/forgotPassword', { data: { email: member.email } });
  expect(sent.status()).toBe(200);
  const mail = await latestMail(request, member.email, /reset/i);

  const layoutShifts = await openWithScriptsHeld(page, linkPath(mail));
  await page.waitForLoadState('networkidle');
  await expectHydrated(page, 'en');
  expect(await layoutShifts()).toEqual([]);

  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password Reset Successful').first()).toBeVisible();
  expect(errors).toEqual([]);

  const login = await request.post('/v1/user/login', {
    data: { email: member.email, password: newPassword },
  });
  expect(login.status()).toBe(200);
});

test.describe('in Arabic', () => {
  test.use({ locale: 'ar-EG' });

  test('the prerendered Arabic pages hydrate as they are, the placeholder link and the phone code too', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    let asked = 0;
    await page.route('**/v1/user/verify/email', async (route) => {
      asked += 1;
      await route.continue();
    });
    for (const path of [
      '/reset/0f1e2d3c4b5a',
      '/verify/email/:token',
      '/verification',
      '/verification/phone',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectHydrated(page, 'ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }
    // The placeholder token verifies nothing.
    expect(asked).toBe(0);
    expect(errors).toEqual([]);
  });
});
