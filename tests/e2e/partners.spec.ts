import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createMember, logIn } from './support/members';

const STAFF = { email: 'staff@wellness.example', password: 'Staff@1234' };
const SUBMITTED = 'Your request has been successfully submitted. Our team will connect with you shortly.';

// A real PNG, and an HTML page named .png.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

const box = (page: Page, name: string) => page.getByRole('textbox', { name: new RegExp(`^${name}`) });
const country = (page: Page) => page.getByRole('combobox', { name: /^Country\s*\*?$/ });
const countryCode = (page: Page) => page.getByRole('combobox', { name: /^Country Code/ });

async function openConsoleQueue(page: Page, queue: string, search: string) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: queue }).click();
  await expect(page.getByRole('heading', { level: 1, name: queue })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(search);
  return page.getByRole('table', { name: queue });
}

test('a visitor applies as a vendor and as a partner with a logo; an HTML page named .png is refused; staff see both and accept the partner, who is then listed', async ({
  page,
  browser,
  request,
}) => {
  const tag = randomUUID().slice(0, 8);
  const store = `Raízes Natural Foods ${tag}`;
  const business = `Harbour Yoga ${tag}`;

  // A vendor, not signed in: the open frame, every required field, bank details optional.
  await page.goto('/vendor/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Become a Vendor' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(10);
  await box(page, 'First Name').fill('Ana');
  await box(page, 'Last Name').fill('Souza');
  await box(page, 'Email').fill(`vendor-${tag}@example.com`);
  await countryCode(page).selectOption('+1');
  await box(page, 'Phone').fill('12ab');
  await expect(page.getByText('Must be only digits')).toBeVisible();
  await box(page, 'Phone').fill('5551234567');
  await box(page, 'City').fill('Portland');
  await box(page, 'State').fill('Maine');
  await country(page).selectOption('United States');
  await box(page, 'Zip Code').fill('04101');
  await box(page, 'Store Name').fill(store);
  await box(page, 'IBAN').fill('GB33BUKB20201555555555');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(SUBMITTED)).toBeVisible();
  await expect(page).toHaveURL(/\/(marketplace|login)$/);

  // A partner, not signed in: an HTML page named .png is refused before it is sent, a PNG is taken.
  await page.goto('/partners/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Become a Partner' })).toBeVisible();
  await box(page, 'Business Name').fill(business);
  await page.getByRole('combobox', { name: /^Type/ }).selectOption('2');
  await box(page, 'Website').fill('example.com');
  await box(page, 'Description').fill('Community yoga studio with classes for every age.');
  await expect(page.getByText('Please enter a valid URL, including scheme')).toBeVisible();
  await box(page, 'Website').fill('http://localhost:8080/harbour');
  await page.getByLabel(/^Logo/).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: HTML });
  await expect(page.getByText('Image type should be JPG, PNG or JPEG')).toBeVisible();
  await box(page, 'Email').fill(`partner-${tag}@example.com`);
  await countryCode(page).selectOption('+1');
  await box(page, 'Phone Number').fill('5551234567');
  await box(page, 'City').fill('Portland');
  await box(page, 'State').fill('Maine');
  await country(page).selectOption('United States');
  await box(page, 'Zip Code').fill('04101');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/partners\/register$/);
  await expect(page.getByText('Image type should be JPG, PNG or JPEG')).toBeVisible();
  await page.getByLabel(/^Logo/).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Image type should be JPG, PNG or JPEG')).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(SUBMITTED)).toBeVisible();

  // The server judges the bytes too: the same HTML page sent straight to the call is refused.
  const refused = await request.post('/v1/user/business/partner/request', {
    multipart: {
      name: `Sneaky ${tag}`,
      description: 'x',
      link: 'https://sneaky.example.com',
      type: '0',
      emailId: `sneaky-${tag}@example.com`,
      phoneNumber: '5551234567',
      countryCode: '+1',
      city: 'Portland',
      state: 'Maine',
      country: 'United States',
      zipCode: '04101',
      logo: { name: 'logo.png', mimeType: 'image/png', buffer: HTML },
    },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error.code).toBe('IMAGE_TYPE_INVALID');

  // Staff see both applications in the console (no bank detail shown) and accept the partner.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto('/login');
  await logIn(staff, STAFF.email, STAFF.password);
  await expect(staff).toHaveURL(/\/staff$/);
  const vendors = await openConsoleQueue(staff, 'Vendor applications', tag);
  const vendorRow = vendors.getByRole('row').filter({ hasText: store });
  await expect(vendorRow).toContainText('Given (encrypted)');
  await expect(vendors).not.toContainText('GB33BUKB20201555555555');
  const partnersQueue = await openConsoleQueue(staff, 'Partner applications', tag);
  await expect(partnersQueue.getByRole('row').filter({ hasText: business })).toBeVisible();
  await partnersQueue.getByRole('button', { name: new RegExp(`^Accept: ${business}`) }).click();
  await staff
    .getByRole('alertdialog', { name: 'Accept request' })
    .getByRole('button', { name: 'Accept' })
    .click();
  await expect(staff.getByText('The request has been accepted.')).toBeVisible();
  await expect(partnersQueue.getByRole('row').filter({ hasText: business })).toHaveCount(0);
  await staffContext.close();

  // A member finds the new partner in /partners and opens it.
  const member = await createMember(request, 'partners');
  await page.goto('/login');
  await logIn(page, member.email, member.password);
  // The applications sent this browser to /marketplace, which asked for a sign-in: it returns there.
  await expect(page).toHaveURL(/\/(dashboard|marketplace)$/);
  await page.goto(`/partners?q=${encodeURIComponent(tag)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Partners supported by CWC' })).toBeVisible();
  await page.getByRole('link', { name: business }).click();
  await expect(page.getByRole('heading', { level: 1, name: business })).toBeVisible();
  await expect(page.getByRole('link', { name: /Visit Website/ })).toHaveAttribute(
    'href',
    'http://localhost:8080/harbour',
  );
});
