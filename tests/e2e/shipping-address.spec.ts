import { expect, test, type APIRequestContext } from '@playwright/test';
import { createMember, logIn } from './support/members';
import { serverStartedAt } from './support/server-clock';

interface Product {
  id: number;
  name: string;
  categories: { id: number }[];
  purchasable?: boolean;
  stock_quantity?: number | null;
}

async function tokenOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const login = await request.post('/v1/user/login', { data: { email, password } });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** Puts one seeded product with stock in the member's cart, as the product page's Add to cart does. */
async function cartOneProduct(request: APIRequestContext, token: string): Promise<Product> {
  const headers = { authorization: `Bearer ${token}` };
  const list = await request.post('/v1/marketplace/products/by/category', {
    headers,
    data: { category: 16, page: 1, per_page: 100 },
  });
  expect(list.status()).toBe(200);
  const items = ((await list.json()) as { data: { items: Product[] } }).data.items;
  const product = items.find(
    (item) => item.purchasable !== false && (item.stock_quantity === null || (item.stock_quantity ?? 0) >= 5),
  );
  expect(product, 'a product in stock').toBeDefined();
  const added = await request.post('/v1/user/marketplace/cart/create', {
    headers,
    data: { item: { productId: product!.id, categoryId: product!.categories[0]?.id ?? 16, quantity: 1 } },
  });
  expect(added.status()).toBe(201);
  return product!;
}

test('an order without a street address is refused with the spec’s message, then paid once line 1 is added', async ({
  page,
  request,
}) => {
  // City, state, zip and country, as profile completion fills them, but no address line 1.
  const { email, password } = await createMember(request, 'shipping-address', { street: false });
  await cartOneProduct(request, await tokenOf(request, email, password));
  await page.goto('/login');
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Summary' })).toBeVisible();
  const gate = page.getByRole('link', { name: 'Please complete your shipping address before checkout' });
  await expect(gate).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to Pay' }).click();
  await expect(
    page
      .getByRole('status')
      .or(page.getByRole('alert'))
      .filter({
        hasText: 'Please complete your shipping address before checkout',
      })
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/payment$/);

  // The message links to the address page: line 1 is added there.
  await gate.click();
  await expect(page).toHaveURL(/\/changeaddress$/);
  await page.getByLabel(/^Address Line 1/).fill('12 MG Road');
  // The address form asks for line 2 and the country too (§5).
  await page.getByLabel(/^Address Line 2/).fill('Indiranagar');
  await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'India' });
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByText('Address Details updated successfully')).toBeVisible();

  await page.goto('/payment');
  await expect(
    page.getByRole('link', { name: 'Please complete your shipping address before checkout' }),
  ).toHaveCount(0);
  await page.getByRole('button', { name: 'Proceed to Pay' }).click();
  await expect(page).toHaveURL(/\/checkout\?orderId=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry (MM/YY)').fill(`12/${(serverStartedAt().getUTCFullYear() + 3) % 100}`);
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Journey Member');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('Payment succeeded!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
});
