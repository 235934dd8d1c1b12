import { expect, test, type Page } from '@playwright/test';
import { createMember, logIn } from './support/members';

/** A seeded free event a Starter member may join (packages/server/src/db/seed-events.ts). */
const MINDFUL_MORNINGS = 'Mindful Mornings: Managing Everyday Stress';

// The shell's navigation column (side panels are dialogs with a data-dialog-placement of their own).
const navColumn = (page: Page) => page.locator('[data-placement][data-style]');

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  return page.getByRole('dialog', { name: 'Settings' });
}

test('a member switches layout and navbar style; both stay after a reload and in a new browser', async ({
  page,
  browser,
  request,
}) => {
  const member = await createMember(request, 'shell');
  await page.goto('/login');
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Today's look first: the vertical layout with the 280 px navigation.
  await expect(navColumn(page)).toHaveAttribute('data-placement', 'column');
  await expect(navColumn(page)).toHaveAttribute('data-style', 'slide');

  let panel = await openSettings(page);
  await panel.getByRole('radio', { name: 'Tabbed dense' }).check();
  await expect(navColumn(page)).toHaveAttribute('data-style', 'tabbedDense');
  await expect(navColumn(page)).toHaveCSS('width', '64px');
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/v1/user/settings') &&
      response.request().method() === 'PUT' &&
      (response.request().postDataJSON() as { settings?: { layout?: string } }).settings?.layout ===
        'horizontal',
  );
  await panel.getByRole('radio', { name: 'Horizontal', exact: true }).check();
  await expect(navColumn(page)).toHaveAttribute('data-placement', 'bar');
  expect((await saved).status()).toBe(200);
  await panel.getByRole('button', { name: 'Close' }).click();

  await page.reload();
  await expect(navColumn(page)).toHaveAttribute('data-placement', 'bar');
  panel = await openSettings(page);
  await expect(panel.getByRole('radio', { name: 'Tabbed dense' })).toBeChecked();
  await expect(panel.getByRole('radio', { name: 'Horizontal', exact: true })).toBeChecked();

  // Another browser (nothing in its storage): the profile brings the same settings.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto('/login');
  await logIn(second, member.email, member.password);
  await expect(second).toHaveURL(/\/dashboard$/);
  await expect(navColumn(second)).toHaveAttribute('data-placement', 'bar');
  const secondPanel = await openSettings(second);
  await secondPanel.getByRole('radio', { name: 'Vertical' }).check();
  await expect(navColumn(second)).toHaveAttribute('data-style', 'tabbedDense');
  await expect(navColumn(second)).toHaveCSS('width', '64px');
  await other.close();
});

test('global search reaches a page from an accented, upper-case query (/ opens it, focus comes back)', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'search');
  await page.goto('/login');
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  const searchButton = page.getByRole('button', { name: 'Search for an app or page' });
  await searchButton.focus();
  await page.keyboard.press('/');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const field = dialog.getByRole('combobox', { name: 'Search for an app or page' });
  await expect(field).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(searchButton).toBeFocused();

  await page.keyboard.press('Control+k');
  await field.fill('ÚPCÓMÎNG ÉVENTS');
  const options = dialog.getByRole('listbox').getByRole('option');
  await expect(options.first()).toContainText('Upcoming Events');
  expect(await options.count()).toBeLessThanOrEqual(10);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/events\/upcoming$/);

  // The star adds the page to the shortcuts bar.
  await page.getByRole('button', { name: 'Add this page to shortcuts' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Upcoming Events' }),
  ).toBeVisible();
});

test('global search reaches a product and an event from accented, upper-case queries, grouped by kind', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'content-search');
  await page.goto('/login');
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: 'Search for an app or page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const field = dialog.getByRole('combobox', { name: 'Search for an app or page' });
  // The server's answer comes after the typing pause, under its kind.
  await field.fill('NATÚRAL CÔRK YÓGA');
  const products = dialog.getByRole('group', { name: 'Products' });
  await expect(products.getByRole('option', { name: 'Natural Cork Yoga Mat' })).toBeVisible();
  expect(await dialog.getByRole('option').count()).toBeLessThanOrEqual(10);
  await page.keyboard.press('ArrowDown');
  await expect(products.getByRole('option', { name: 'Natural Cork Yoga Mat' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/marketplace\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Natural Cork Yoga Mat' })).toBeVisible();

  await page.keyboard.press('/');
  await field.fill('MÍNDFUL MÖRNİNGS');
  await dialog.getByRole('group', { name: 'Events' }).getByRole('option', { name: MINDFUL_MORNINGS }).click();
  await expect(page).toHaveURL(/\/events\/upcoming\/eventDetails\?uuid=/);
  await expect(page.getByRole('heading', { level: 1, name: MINDFUL_MORNINGS })).toBeVisible();
});

test('the quick panel shows today and lists an event the member has just registered for', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'quick-panel');
  await page.goto('/login');
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  const button = page.getByRole('button', { name: 'Quick panel' });
  await button.click();
  let panel = page.getByRole('dialog', { name: 'Quick panel' });
  await expect(panel.getByText('Today')).toBeVisible();
  await expect(panel.getByText('No registered event is coming.')).toBeVisible();
  await expect(panel.getByText('No accepted session is coming.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();

  // Register for a free event from its page (reached through search).
  await page.getByRole('button', { name: 'Search for an app or page' }).click();
  await page.getByRole('combobox', { name: 'Search for an app or page' }).fill('Mindful Mornings');
  await page.getByRole('group', { name: 'Events' }).getByRole('option', { name: MINDFUL_MORNINGS }).click();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Register for this event' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page.getByText('You have been successfully registered for this event.')).toBeVisible();

  await button.click();
  panel = page.getByRole('dialog', { name: 'Quick panel' });
  const entry = panel
    .getByRole('region', { name: 'Coming events' })
    .getByRole('link', { name: new RegExp(MINDFUL_MORNINGS) });
  await entry.click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/events\/upcoming\/eventDetails\?uuid=/);
  await expect(page.getByRole('button', { name: 'Registered' })).toBeDisabled();
});

test('a theme preset in the query parameter applies; invalid JSON is ignored without a crash', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'preset');
  await page.goto('/login');
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  const preset = {
    layout: 'horizontalCentered',
    theme: { main: 'neon', navbar: 'plum' },
    colorScheme: 'dark',
  };
  await page.goto(`/dashboard?defaultSettings=${encodeURIComponent(JSON.stringify(preset))}`);
  await expect(navColumn(page)).toHaveAttribute('data-placement', 'bar');
  await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'horizontalCentered');
  // 'neon' is no theme: the default (teal) stays for the main area.
  await page.getByRole('button', { name: 'Colour scheme' }).click();
  const panel = page.getByRole('dialog', { name: 'Colour scheme' });
  await expect(panel.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(
    panel.getByRole('radiogroup', { name: 'Main theme' }).getByRole('radio', { name: 'Teal (default)' }),
  ).toBeChecked();
  await expect(
    panel.getByRole('radiogroup', { name: 'Navigation theme' }).getByRole('radio', { name: 'Plum' }),
  ).toBeChecked();

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/dashboard?defaultSettings=%7Blayout%3A');
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await expect(navColumn(page)).toHaveAttribute('data-placement', 'column');
  expect(errors).toEqual([]);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("nothing scrolls sideways and the 'More' menu reaches the settings panel with the keyboard", async ({
    page,
    request,
  }) => {
    const member = await createMember(request, 'phone-more');
    await page.goto('/login');
    await logIn(page, member.email, member.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    const toolbar = page.locator('header').first();
    const more = toolbar.getByRole('button', { name: 'More actions' });
    await expect(more).toBeVisible();
    expect(await toolbar.evaluate((bar) => bar.scrollWidth <= bar.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The gear is not in the bar any more: only in the menu.
    await expect(toolbar.getByRole('button', { name: 'Settings', exact: true })).toHaveCount(0);

    await more.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu', { name: 'More actions' });
    await expect(menu).toBeVisible();
    const settings = menu.getByRole('menuitem', { name: 'Settings' });
    for (
      let step = 0;
      step < 12 && !(await settings.evaluate((item) => item === document.activeElement));
      step++
    )
      await page.keyboard.press('ArrowDown');
    await expect(settings).toBeFocused();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Settings' });
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
    await expect(more).toBeFocused();

    // Arabic from the same menu: the page turns right to left and 'More' is still there, on the left.
    await more.click();
    await menu.getByRole('menuitemradio', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const moreAr = toolbar.getByRole('button', { name: 'إجراءات أخرى' });
    await expect(moreAr).toBeVisible();
    expect((await moreAr.boundingBox())!.x).toBeLessThan(390 / 2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

test("staff get their console's toolbar: no shortcuts, wishlist or cart; search finds only the console's pages", async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page, 'staff@wellness.example', 'Staff@1234');
  await expect(page).toHaveURL(/\/staff$/);
  const toolbar = page.locator('header').first();
  await expect(toolbar.getByRole('button', { name: /Staff/ })).toBeVisible();
  await expect(toolbar.getByRole('button', { name: 'Settings', exact: true })).toBeVisible();
  for (const name of [/^Wishlist/, /^Cart/])
    await expect(toolbar.getByRole('button', { name })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Shortcuts' })).toHaveCount(0);

  // Search reaches the pages this staff member's role may open, and no member page.
  await toolbar.getByRole('button', { name: 'Search for an app or page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const field = dialog.getByRole('combobox', { name: 'Search for an app or page' });
  await field.fill('vouchers');
  await expect(dialog.getByRole('listbox').getByRole('option')).toHaveCount(0);
  await field.fill('MEMBERS');
  await expect(dialog.getByRole('listbox').getByRole('option').first()).toContainText('Members');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/staff\/members$/);
});
