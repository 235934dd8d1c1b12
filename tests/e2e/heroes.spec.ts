import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { createMember, logIn, PASSWORD } from './support/members';
import { serverStartedAt } from './support/server-clock';

// Seeded heroes (packages/server/src/db/seed-heroes.ts). A package of N sessions allows N active sessions (issue 31:
// §4 as written allowed one more): Starter none, so its member is shown the upgrade alert at once; Explorer two.
const FIRST = { name: 'Dr. Priya Shah', category: 'Doctor' };
const SECOND = 'Marcus Bell';

type Decision = 'accept' | 'reject';

async function staffHeaders(request: APIRequestContext) {
  const login = await request.post('/v1/user/login', {
    data: { email: 'staff@wellness.example', password: 'Staff@1234' },
  });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` };
}

/** The seeded staff account decides the member's pending item through the staff API (no staff screens yet). */
async function staffDecides(
  request: APIRequestContext,
  queue: 'sessions' | 'applications',
  memberEmail: string,
  decision: Decision,
) {
  const headers = await staffHeaders(request);
  const search = new URLSearchParams({ search: memberEmail, pageSize: '100' });
  const page = (await (await request.get(`/v1/staff/healthHero/${queue}?${search}`, { headers })).json()) as {
    data: { items: { uuid: string; member: { email: string } }[] };
  };
  const pending = page.data.items.find((item) => item.member.email === memberEmail);
  expect(pending).toBeDefined();
  const decided = await request.patch(`/v1/staff/healthHero/${queue}/${pending?.uuid}`, {
    headers,
    data: { decision },
  });
  expect(decided.status()).toBe(200);
}

async function openNav(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name }).click();
}

async function openHero(page: Page, name: string) {
  await openNav(page, 'Explore Health Heroes');
  await expect(page).toHaveURL(/\/healthHero\/healthHeroList$/);
  await page.getByRole('searchbox', { name: 'Search for a Health Hero' }).fill(name);
  const list = page.getByRole('list', { name: 'Explore Health Heroes' });
  await expect(list.getByRole('heading', { level: 2 })).toHaveText([name]);
  await list.getByRole('button', { name: `Know More: ${name}` }).click();
  await expect(page).toHaveURL(/\/healthHero\/sessionDetails\?id=/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/**
 * A day a month after the server started (its clock, not this runner's): the form's dd/MM/yyyy and the table's
 * MM-DD-YYYY.
 */
function sessionDay() {
  const day = new Date(serverStartedAt().getTime() + 30 * 24 * 60 * 60 * 1000);
  const dd = String(day.getUTCDate()).padStart(2, '0');
  const mm = String(day.getUTCMonth() + 1).padStart(2, '0');
  const yyyy = String(day.getUTCFullYear());
  return { form: `${dd}/${mm}/${yyyy}`, shown: `${mm}-${dd}-${yyyy}` };
}

async function requestSession(page: Page, hero: string) {
  await openHero(page, hero);
  await page.getByRole('button', { name: 'Request Session' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Request Session' });
  await expect(confirm).toContainText('Are you sure you want to register for this Health Hero Session ?');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/healthHero\/apply\?id=/);
  // The request form survives a reload: the hero's id is in the address.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Health Hero Name' })).toHaveValue(hero);
  const day = sessionDay();
  await page.getByRole('textbox', { name: /Session Date/ }).fill(day.form);
  await page.getByRole('textbox', { name: /Session Time/ }).fill('05:30 pm');
  await page.getByRole('textbox', { name: /Session Purpose/ }).fill('Understanding my new diagnosis');
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('You have successfully applied for the session')).toBeVisible();
  await expect(page).toHaveURL(/\/healthHero\/healthHeroList$/);
  return day;
}

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe('health hero sessions', () => {
  test('request a session → Pending → staff accepts → Accepted', async ({ page, request }) => {
    const member = await createMember(request, 'heroes', { paidPackage: 'Explorer' });
    await signIn(page, member.email);

    // A session date in the past is refused on the form.
    await openHero(page, FIRST.name);
    await page.getByRole('button', { name: 'Request Session' }).click();
    await page
      .getByRole('alertdialog', { name: 'Request Session' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await page.getByRole('textbox', { name: /Session Date/ }).fill('01/01/2020');
    await page.getByRole('textbox', { name: /Session Date/ }).blur();
    await expect(page.getByText('Date cannot be in the past')).toBeVisible();

    const day = await requestSession(page, FIRST.name);
    await openNav(page, 'Registered HH Sessions');
    await expect(page).toHaveURL(/\/healthHero\/registered\/list$/);
    const row = page
      .getByRole('table', { name: 'Registered HH Sessions' })
      .getByRole('row')
      .filter({ hasText: FIRST.name });
    await expect(row).toContainText(day.shown);
    await expect(row).toContainText('05:30 pm');
    await expect(row).toContainText('Pending');

    await staffDecides(request, 'sessions', member.email, 'accept');
    await page.reload();
    await expect(row).toContainText('Accepted');
  });

  test('over the package limit, Request Session shows the upgrade alert and Upgrade Now goes to /packages', async ({
    page,
    request,
  }) => {
    const member = await createMember(request, 'heroes-limit');
    await signIn(page, member.email);
    await openHero(page, SECOND);
    await page.getByRole('button', { name: 'Request Session' }).click();
    const alert = page.getByRole('alertdialog', {
      name: 'You have exceeded the limit to get the Health Hero Session.',
    });
    await expect(alert).toContainText('Kindly upgrade your Membership package to get more Sessions.');
    await alert.getByRole('button', { name: 'Upgrade Now' }).click();
    await expect(page).toHaveURL(/\/packages$/);
  });
});

test.describe('become a health hero', () => {
  test('apply with a story and a PDF → Request already exists → staff accepts → the hero is listed', async ({
    page,
    request,
  }) => {
    const member = await createMember(request, 'become-hero');
    // A name of their own, so the new hero is found in the list.
    const name = `Hero ${randomUUID().slice(0, 8)}`;
    const login = await request.post('/v1/user/login', { data: { email: member.email, password: PASSWORD } });
    const headers = {
      authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`,
    };
    const renamed = await request.patch('/v1/user/profile/update', {
      headers,
      multipart: { name, country: 'India', state: 'Karnataka', city: 'Bengaluru', zipCode: '560001' },
    });
    expect(renamed.status()).toBe(200);
    await signIn(page, member.email);

    await openNav(page, 'Become A Health Hero');
    await expect(page).toHaveURL(/\/become\/healthHero$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Become A Health Hero' })).toBeVisible();
    await page.getByRole('combobox', { name: /Category/ }).selectOption('Reversal');
    await page.getByRole('combobox', { name: /Age Group/ }).selectOption('Youth');
    await page.getByRole('spinbutton', { name: /Number of Hours/ }).fill('3');
    await page.getByRole('combobox', { name: /Mentoring Type/ }).selectOption('online');
    await page.getByRole('checkbox', { name: 'Diet' }).check();
    await page.getByRole('checkbox', { name: 'Diabetes' }).check();
    // The membership a member needs to book the hero, from the seeded packages.
    await page.getByRole('combobox', { name: /Required Membership/ }).selectOption({ label: 'Explorer' });
    await page.getByRole('textbox', { name: /Disease Types/ }).fill('Type 2 diabetes, Hypertension');
    await page.getByRole('textbox', { name: /Experience/ }).fill('Ten years as an educator.');
    await page.getByRole('textbox', { name: /Reason for Mentoring/ }).fill('I reversed mine.');
    // A PNG and a PDF, as the server recognises them by their first bytes.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    // First an HTML page named .pdf: the server refuses it by its content and says why.
    await page
      .getByLabel(/Upload Your Story/)
      .setInputFiles({ name: 'story.png', mimeType: 'image/png', buffer: png });
    await page
      .getByLabel(/Upload Documents/)
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html></html>') });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Document type should be PDF' })).toBeVisible();

    await page
      .getByLabel(/Upload Documents/)
      .setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page.getByText('Your request to become a Health Hero is submitted successfully.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/healthHero\/healthHeroList$/);

    // A second application while the first is under review.
    await openNav(page, 'Become A Health Hero');
    const exists = page.getByRole('alertdialog', { name: 'Request already exists' });
    await expect(exists).toBeVisible();
    await exists.getByRole('button', { name: 'Okay' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await staffDecides(request, 'applications', member.email, 'accept');
    await openNav(page, 'Explore Health Heroes');
    await page.getByRole('searchbox', { name: 'Search for a Health Hero' }).fill(name);
    const list = page.getByRole('list', { name: 'Explore Health Heroes' });
    await expect(list.getByRole('heading', { level: 2 })).toHaveText([name]);
  });
});
