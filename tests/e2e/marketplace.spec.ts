import { expect, test, type Page } from '@playwright/test';
import { DEMO_MEMBER, logIn } from './support/members';

const SEARCH = 'Search for Wellness Products';

/** The search each products call asked for ('' when none). */
function productSearches(page: Page): string[] {
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/v1/marketplace/products/by/category')) {
      const body = request.postDataJSON() as { search?: string; per_page: number };
      if (body.per_page === 20) searches.push(body.search ?? '');
    }
  });
  return searches;
}

const prices = async (page: Page) =>
  (
    await page.getByRole('list', { name: 'Wellness Products' }).locator('[data-current]').allTextContents()
  ).map((text) => Number(text.replace(/[^0-9.]/g, '')));

test('search waits for typing to pause and lives in the address (back, forward, reload), price sort, a detail page with Show more', async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The landing page: four sections of 4 and See all.
  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
  const products = page.getByRole('region', { name: 'Wellness Products' });
  await expect(products.getByRole('listitem')).toHaveCount(4);
  await products.getByRole('link', { name: 'See all: Wellness Products' }).click();
  await expect(page).toHaveURL(/\/marketplace\/products$/);
  await expect(page.getByRole('list', { name: 'Wellness Products' }).getByRole('listitem')).toHaveCount(20);

  // Typing 'yoga' asks the server once, after the pause, and the address shows it.
  const searches = productSearches(page);
  await page.getByRole('searchbox', { name: SEARCH }).pressSequentially('yoga', { delay: 60 });
  await expect(page).toHaveURL(/\/marketplace\/products\?search=yoga$/);
  await expect(page.getByRole('list', { name: 'Wellness Products' }).getByRole('listitem')).toHaveCount(3);
  expect(searches).toEqual(['yoga']);
  for (const name of await page
    .getByRole('list', { name: 'Wellness Products' })
    .getByRole('heading')
    .allTextContents())
    expect(name).toMatch(/yoga/i);

  // Price high to low (the sale price when there is one).
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'High to Low' });
  await expect(page).toHaveURL(/search=yoga&sort=hightolow$/);
  await expect
    .poll(async () => {
      const shown = await prices(page);
      return shown.length === 3 && shown.every((price, i) => i === 0 || shown[i - 1]! >= price);
    })
    .toBe(true);

  // Back and forward keep the query, and the field shows it; so does a reload.
  await page.goBack();
  await expect(page).toHaveURL(/\/marketplace\/products\?search=yoga$/);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('');
  await page.goBack();
  await expect(page).toHaveURL(/\/marketplace\/products$/);
  await expect(page.getByRole('searchbox', { name: SEARCH })).toHaveValue('');
  await page.goForward();
  await expect(page.getByRole('searchbox', { name: SEARCH })).toHaveValue('yoga');
  await page.goForward();
  await expect(page).toHaveURL(/search=yoga&sort=hightolow$/);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: SEARCH })).toHaveValue('yoga');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('hightolow');
  await expect(page.getByRole('list', { name: 'Wellness Products' }).getByRole('listitem')).toHaveCount(3);

  // No match.
  await page.getByRole('searchbox', { name: SEARCH }).fill('zzzz');
  await expect(page.getByText('No match found')).toBeVisible();
  await page.goBack();

  // A detail page: the most expensive yoga product, its price rule, the stepper, Show more, related products.
  await page.getByRole('link', { name: 'Natural Cork Yoga Mat' }).click();
  await expect(page).toHaveURL(/\/marketplace\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Natural Cork Yoga Mat' })).toBeVisible();
  await expect(page.locator('del').first()).toContainText('$89.00');
  await page.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(page.getByRole('alert')).toHaveText('min limit reached');
  await expect(page.getByText('Comes with a cotton carrying strap.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(page.getByText('Comes with a cotton carrying strap.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'RELATED PRODUCTS' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'RELATED PRODUCTS' }).getByRole('listitem').first(),
  ).toBeVisible();
});
