import { expect, test, type Page } from '@playwright/test';
import { createMember, logIn } from './support/members';
import { serverStartedAt } from './support/server-clock';

// Seeded vouchers (packages/server/src/db/seed-events.ts): each expires `inDays` after the server's start day,
// at 23:00 UTC (the same calendar day on the Pacific calendar the app shows dates in). The list is ordered by
// expiry date.
interface SeededVoucher {
  name: string;
  company: string;
  code: string;
  inDays: number;
}

const STARTER_VOUCHERS = [
  { name: '$5 off The Plant-Based Kitchen', company: 'Wellness Community', code: 'KITCHEN5', inDays: 30 },
  { name: '10% off your first yoga class', company: 'Lotus Studio', code: 'STARTER-YOGA10', inDays: 60 },
] as const satisfies readonly SeededVoucher[];
const EXPLORER_VOUCHERS = [
  { name: '20% off Health Hero Stories', company: 'Wellness Community', code: 'HEROES20', inDays: 45 },
  { name: 'Free sauna session', company: 'Blue Lagoon Spa', code: 'EXPLORER-SAUNA', inDays: 90 },
] as const satisfies readonly SeededVoucher[];
const CHAMPION_CODES = ['HEART20', 'CHAMPION-RETREAT30'];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** §9 'MMM DD, YYYY' of a calendar day, written out by hand so the test does not share the app's formatter. */
function mmmDdYyyy(year: number, monthIndex: number, day: number): string {
  return `${MONTHS[monthIndex]} ${String(day).padStart(2, '0')}, ${year}`;
}

/** The expiry date a seeded voucher shows: the server's start day (UTC) plus its days. */
function seededExpiry(inDays: number): string {
  const now = serverStartedAt();
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + inDays));
  return mmmDdYyyy(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
}

/** A day on the Pacific calendar (a redemption is dated so). */
function dayInPacific(instant: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Los_Angeles',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return mmmDdYyyy(Number(parts.year), Number(parts.month) - 1, Number(parts.day));
}

/** Opens Vouchers from the side navigation, as a member does. */
async function openVouchers(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Vouchers' })
    .click();
  await expect(page).toHaveURL(/\/voucher\/list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vouchers' })).toBeVisible();
  await expect(page.getByText('Redeem Your Voucher before they get expired')).toBeVisible();
}

/** The voucher list shows exactly these vouchers, in this order, each with its company, expiry date and code. */
async function expectVoucherCards(page: Page, expected: readonly SeededVoucher[]) {
  const list = page.getByRole('list', { name: 'Vouchers' });
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(expected.map((voucher) => voucher.name));
  const cards = list.getByRole('listitem');
  await expect(cards).toHaveCount(expected.length);
  for (const [index, voucher] of expected.entries()) {
    const card = cards.nth(index);
    await expect(card).toContainText(voucher.company);
    await expect(card).toContainText(`Expiry Date : ${seededExpiry(voucher.inDays)}`);
    await expect(card.getByLabel(`Voucher code: ${voucher.code}`)).toHaveText(voucher.code);
  }
  await expect(page.getByText('No Vouchers found!')).toHaveCount(0);
}

test.beforeEach(async ({ page, request }) => {
  const member = await createMember(request, 'vouchers');
  await page.goto('/login');
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a Starter member sees the Starter vouchers, redeems one, and it stays redeemed after a reload', async ({
  page,
}) => {
  await openVouchers(page);
  await expectVoucherCards(page, STARTER_VOUCHERS);
  const main = page.getByRole('main');
  for (const code of [...EXPLORER_VOUCHERS.map((voucher) => voucher.code), ...CHAMPION_CODES]) {
    await expect(main).not.toContainText(code);
  }

  const [voucher] = STARTER_VOUCHERS;
  await page.getByRole('button', { name: voucher.name }).click();
  await expect(page).toHaveURL(/\/voucher\/details\?id=[^&]+$/);
  const detailsUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: voucher.name })).toBeVisible();
  await expect(main).toContainText(`Expiry Date : ${seededExpiry(voucher.inDays)}`);
  await expect(main).toContainText(voucher.company);
  await expect(main).toContainText(voucher.code);
  await expect(main).toContainText('Starter');

  // The redemption is dated by the server on the Pacific calendar: the day before or after the click (a run
  // may cross midnight there).
  const before = dayInPacific(new Date());
  await page.getByRole('button', { name: 'Redeem Voucher' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Your voucher has been redeemed. Show the voucher code to use it.' }),
  ).toBeVisible();
  await expect(main.getByRole('status')).toHaveText(/^Redeemed on /);
  const after = dayInPacific(new Date());
  const redeemedText = (await main.getByRole('status').textContent()) ?? '';
  expect([`Redeemed on ${before}`, `Redeemed on ${after}`]).toContain(redeemedText.trim());
  const redeemed = redeemedText.trim();
  await expect(main.getByRole('status')).toHaveText(redeemed);
  await expect(page.getByRole('button', { name: 'Redeem Voucher' })).toHaveCount(0);

  // The redemption is the server's: a fresh load of the details page still shows it.
  await page.reload();
  expect(page.url()).toBe(detailsUrl);
  await expect(page.getByRole('heading', { level: 1, name: voucher.name })).toBeVisible();
  await expect(main.getByRole('status')).toHaveText(redeemed);
  await expect(page.getByRole('button', { name: 'Redeem Voucher' })).toHaveCount(0);

  // Back on the list, the redeemed card says so; the other one does not.
  await page.getByRole('button', { name: 'Back to Vouchers' }).click();
  await expect(page).toHaveURL(/\/voucher\/list$/);
  await expectVoucherCards(page, STARTER_VOUCHERS);
  const cards = page.getByRole('list', { name: 'Vouchers' }).getByRole('listitem');
  await expect(cards.nth(0)).toContainText('Redeemed');
  await expect(cards.nth(1)).not.toContainText('Redeemed');
});

test('after upgrading to Explorer by card the list shows the Explorer vouchers instead', async ({ page }) => {
  await openVouchers(page);
  await expectVoucherCards(page, STARTER_VOUCHERS);

  await page.goto('/packages');
  await page.getByRole('article', { name: 'Explorer' }).getByRole('button', { name: 'Select' }).click();
  const dialog = page.getByRole('dialog', { name: 'Card Details' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry (MM/YY)').fill(`12/${(new Date().getFullYear() + 3) % 100}`);
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByLabel('Name on card').fill('Journey Member');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const success = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(success).toContainText('Your membership package has been upgraded to Explorer.', {
    timeout: 20_000,
  });
  await success.getByRole('button', { name: "Let's Start" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Same browser session, no reload: the list follows the new package.
  await openVouchers(page);
  await expectVoucherCards(page, EXPLORER_VOUCHERS);
  const main = page.getByRole('main');
  for (const code of [...STARTER_VOUCHERS.map((voucher) => voucher.code), ...CHAMPION_CODES]) {
    await expect(main).not.toContainText(code);
  }

  // An Explorer voucher opens and can be redeemed by the upgraded member.
  await page.getByRole('button', { name: EXPLORER_VOUCHERS[0].name }).click();
  await expect(page.getByRole('heading', { level: 1, name: EXPLORER_VOUCHERS[0].name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Redeem Voucher' })).toBeVisible();
});
