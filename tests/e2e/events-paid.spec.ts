import { expect, test, type Locator, type Page } from '@playwright/test';
import { createMember, logIn } from './support/members';

// Seeded paid events a Starter member may join, and the Starter package's Percent voucher, valid for any event
// (packages/server/src/db/seed-events.ts): 10% of $49.00 is $4.90 a seat.
const PAID_EVENT = { name: 'Workplace Wellbeing for Teams', price: '$49.00' };
const PERCENT_COUPON = 'STARTER-YOGA10';
const DECLINED_EVENT = { name: 'The Plant-Based Kitchen', price: '$15.00' };

/** Finds the event on Upcoming Events, chooses the seats and registers, which for a priced event opens /pay. */
async function orderSeats(page: Page, event: { name: string; price: string }, quantity: number) {
  await page.goto('/events/upcoming');
  await page.getByRole('searchbox', { name: 'Search for an Event' }).fill(event.name);
  await page.getByRole('button', { name: `Know More: ${event.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(event.price);

  const seats = page.getByRole('group', { name: 'Quantity' });
  for (let seat = 1; seat < quantity; seat += 1) {
    await seats.getByRole('button', { name: 'Increase quantity' }).click();
  }
  await expect(seats).toContainText(String(quantity));
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Register for this event' })
    .getByRole('button', { name: 'Yes' })
    .click();

  await expect(page).toHaveURL(new RegExp(`/pay\\?eventUuid=[0-9a-f-]+&quantity=${quantity}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Review Order' })).toBeVisible();
  // The payment screens have no navigation or footer (§2).
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  const row = page.getByRole('table', { name: 'Event' }).getByRole('row').filter({ hasText: event.name });
  await expect(row).toContainText(String(quantity));
  await expect(row).toContainText(event.price);
}

/** A figure of Payment Details as shown beside its label (Subtotal, Discounted Amount, Total). */
function figure(details: Locator, label: string): Locator {
  return details
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

async function payByCard(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill(`12/${(new Date().getFullYear() + 3) % 100}`);
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Journey Member');
  await page.getByRole('button', { name: 'Pay now' }).click();
}

test.beforeEach(async ({ page, request }) => {
  const member = await createMember(request, 'paid-events');
  await page.goto('/login');
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a member pays for 2 seats with a Percent coupon: §9 totals on Review Order, the server charges them, the event is registered', async ({
  page,
}) => {
  await orderSeats(page, PAID_EVENT, 2);

  const details = page.getByRole('region', { name: 'Payment Details' });
  // §9: subtotal = price × quantity.
  await expect(figure(details, 'Subtotal')).toHaveText('$98.00');
  await expect(figure(details, 'Discounted Amount')).toHaveText('$0.00');
  await expect(figure(details, 'Total')).toHaveText('$98.00');

  await details.getByLabel('Coupon Code').fill(PERCENT_COUPON);
  await details.getByRole('button', { name: 'Apply' }).click();
  await expect(details.getByRole('status')).toHaveText('Coupon code applied successfully');
  // Percent: discountedAmount ($4.90 a seat) × quantity.
  await expect(figure(details, 'Subtotal')).toHaveText('$98.00');
  await expect(figure(details, 'Discounted Amount')).toHaveText('- $9.80');
  await expect(figure(details, 'Total')).toHaveText('$88.20');

  await details.getByRole('button', { name: 'Proceed to Pay' }).click();
  await expect(page).toHaveURL(/\/payment\/checkout\?orderId=\d+&/);
  const checkout = page.getByRole('region', { name: 'Make Payment' });
  await expect(checkout).toContainText(`${PAID_EVENT.name} × 2`);
  // The amount of the server's payment intent: it applied the same coupon to the same seats.
  await expect(checkout).toContainText('Amount payable');
  await expect(checkout).toContainText('$88.20');
  await expect(checkout).toContainText(
    'Please do not go back or close this window until the payment is complete.',
  );

  await payByCard(page, '4242 4242 4242 4242');

  await expect(
    page.getByText(
      'Congratulations! Your payment for this event registration has been successfully processed.',
    ),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/events\/registered$/);
  const row = page
    .getByRole('table', { name: 'List of Registered Events' })
    .getByRole('row')
    .filter({ hasText: PAID_EVENT.name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Registered');

  // The member's history records the payment of the discounted total.
  await page.goto('/transaction/history');
  const payment = page
    .getByRole('table', { name: 'Transaction History' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Event', exact: true }) });
  await expect(payment).toHaveCount(1);
  await expect(payment).toContainText('$88.20');
  await expect(payment).toContainText('Success');

  // Paid for: the details now read Registered.
  await page.goto('/events/upcoming');
  await page.getByRole('button', { name: `Know More: ${PAID_EVENT.name}` }).click();
  await expect(page.getByRole('button', { name: 'Registered' })).toBeDisabled();
});

test('a declined card shows the provider message and registers nothing; the order can be cancelled', async ({
  page,
}) => {
  await orderSeats(page, DECLINED_EVENT, 1);
  const details = page.getByRole('region', { name: 'Payment Details' });
  await expect(figure(details, 'Total')).toHaveText(DECLINED_EVENT.price);
  await details.getByRole('button', { name: 'Proceed to Pay' }).click();
  await expect(page).toHaveURL(/\/payment\/checkout\?orderId=\d+&/);
  await expect(page.getByRole('region', { name: 'Make Payment' })).toContainText(DECLINED_EVENT.price);

  await payByCard(page, '4000 0000 0000 0002');

  await expect(page.getByText('Your card was declined.')).toBeVisible();
  // Still on the checkout, ready for another card.
  await expect(page).toHaveURL(/\/payment\/checkout\?/);
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeEnabled();

  await page.getByRole('button', { name: 'Cancel Order and Go Back' }).click();
  await expect(page.getByText('Your order has been cancelled.')).toBeVisible();
  await expect(page).toHaveURL(/\/pay\?eventUuid=[0-9a-f-]+&quantity=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Review Order' })).toBeVisible();

  await page.goto('/events/registered');
  await expect(page.getByText('There are no Registered Events!')).toBeVisible();
  await page.goto('/events/completed');
  await expect(page.getByText('There are no Registered Events!')).toBeVisible();
  await page.goto('/events/upcoming');
  await page.getByRole('button', { name: `Know More: ${DECLINED_EVENT.name}` }).click();
  await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeEnabled();
});
