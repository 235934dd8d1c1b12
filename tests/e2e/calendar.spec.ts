import ICAL from 'ical.js';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createMember, logIn } from './support/members';

/**
 * The browser's clock during the test: a Wednesday in the middle of a month, so the two days selected sit side by side
 * in a middle row of the month grid whatever day CI runs on (the server takes entries on any date).
 */
const BROWSER_NOW = new Date('2026-01-14T12:00:00');
const FIRST_DAY = '2026-01-14';
const SECOND_DAY = '2026-01-15';
const THIRD_DAY = '2026-01-16';

/** The month grid's cell of a day. */
const dayCell = (page: Page, day: string) => page.locator(`[data-date="${day}"]`).first();

/** Presses the mouse at `from`, moves in steps (FullCalendar starts a drag after a few pixels) and releases at `to`. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 8, from.y + 4, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

async function centre(page: Page, day: string) {
  const box = await dayCell(page, day).boundingBox();
  expect(box, `the cell of ${day}`).not.toBeNull();
  return { x: box!.x + box!.width / 2, y: box!.y + box!.height * 0.7 };
}

async function tokenOf(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/v1/user/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** The member's own entries as the server has them. */
async function ownEntries(request: APIRequestContext, token: string) {
  const response = await request.get('/v1/user/calendar/events', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    data: { title: string; source: string; start: string; end: string }[];
  };
  return body.data.filter((entry) => entry.source === 'own');
}

/** Reads the subscription address as a calendar application would (no token) and parses it. */
async function feedEvents(request: APIRequestContext, url: string) {
  const response = await request.get(new URL(url).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

test('a member adds an event by selecting days, drags it, finds it after a reload, subscribes to it and deletes it', async ({
  page,
  request,
}) => {
  const { email, password } = await createMember(request, 'calendar');
  await page.goto('/login');
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const token = await tokenOf(request, email, password);

  await page.clock.setFixedTime(BROWSER_NOW);
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  // The member is new to this test: the title needs no suffix to be found.
  const title = 'Stretching';
  // In the middle of the window: a drag that ends near its edge scrolls the page under the pointer.
  await dayCell(page, FIRST_DAY).evaluate((cell) => cell.scrollIntoView({ block: 'center' }));

  // Select the two days: 'New Event', Add disabled until a title is typed (§5).
  await drag(page, await centre(page, FIRST_DAY), await centre(page, SECOND_DAY));
  const dialog = page.getByRole('dialog', { name: 'New Event' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Start')).toHaveValue(FIRST_DAY);
  await expect(dialog.getByLabel('End')).toHaveValue(SECOND_DAY);
  const add = dialog.getByRole('button', { name: 'Add' });
  await expect(add).toBeDisabled();
  await dialog.getByLabel('Title').fill(title);
  await add.click();
  await expect(dialog).toBeHidden();
  const entry = page.locator('.wellness-event-own', { hasText: title }).first();
  await expect(entry).toBeVisible();
  expect(await ownEntries(request, token)).toEqual([
    expect.objectContaining({
      title,
      start: `${FIRST_DAY}T00:00:00.000Z`,
      end: `${THIRD_DAY}T00:00:00.000Z`,
    }),
  ]);

  // Drag it one day later: saved.
  const box = (await entry.boundingBox())!;
  const grab = { x: box.x + Math.min(20, box.width / 4), y: box.y + box.height / 2 };
  const from = await centre(page, FIRST_DAY);
  const to = await centre(page, SECOND_DAY);
  await drag(page, grab, { x: grab.x + (to.x - from.x), y: grab.y + (to.y - from.y) });
  await expect
    .poll(async () => (await ownEntries(request, token))[0]?.start)
    .toBe(`${SECOND_DAY}T00:00:00.000Z`);

  // After a reload it is still there, on its new days.
  await page.reload();
  await page.locator('.wellness-event-own', { hasText: title }).first().click();
  const edit = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(edit.getByLabel('Title')).toHaveValue(title);
  await expect(edit.getByLabel('Start')).toHaveValue(SECOND_DAY);
  await expect(edit.getByRole('button', { name: 'Save' })).toBeDisabled();

  // The private subscription address answers valid iCalendar listing it.
  const url = await page.getByLabel('Private calendar address').inputValue();
  const listed = await feedEvents(request, url);
  expect(listed.map((event) => event.summary)).toEqual([title]);
  expect(listed[0]?.startDate.toString()).toBe(SECOND_DAY);

  // Delete it: gone from the board, the server and the feed.
  await edit.getByRole('button', { name: 'Delete event' }).click();
  await expect(edit).toBeHidden();
  await expect(page.locator('.wellness-event-own', { hasText: title })).toHaveCount(0);
  expect(await ownEntries(request, token)).toEqual([]);
  expect(await feedEvents(request, url)).toEqual([]);
});

test('Calendar is opened from the side navigation', async ({ page, request }) => {
  const { email, password } = await createMember(request, 'calendar-nav');
  await page.goto('/login');
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Calendar' })
    .click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
});
