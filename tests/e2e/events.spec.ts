import { expect, test, type Page } from '@playwright/test';
import { DEMO_MEMBER, createMember, logIn } from './support/members';

// Seeded free events a Starter member may join (packages/server/src/db/seed-events.ts).
const FREE_EVENT = 'Mindful Mornings: Managing Everyday Stress';
const FREE_EVENT_TO_CANCEL = 'Living Well with Type 2 Diabetes';
// The seeded past event the demo member attended.
const PAST_EVENT = 'Nutrition Basics (recorded)';

/** Opens a screen of the Events menu the way a member does, from the side navigation. */
async function openEventsScreen(
  page: Page,
  screen: 'Upcoming Events' | 'Registered Events' | 'Completed Events',
) {
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  const events = navigation.getByRole('button', { name: 'Events' });
  if ((await events.getAttribute('aria-expanded')) !== 'true') await events.click();
  await navigation.getByRole('link', { name: screen }).click();
}

/** Finds the event on Upcoming Events, opens its details and registers after confirming with Yes. */
async function registerForFreeEvent(page: Page, name: string) {
  await openEventsScreen(page, 'Upcoming Events');
  await expect(page).toHaveURL(/\/events\/upcoming$/);
  await page.getByRole('searchbox', { name: 'Search for an Event' }).fill(name);
  const list = page.getByRole('list', { name: 'Upcoming Events' });
  // The keyword leaves this one event's card.
  await expect(list.getByRole('heading', { level: 2 })).toHaveText([name]);
  await list.getByRole('button', { name: `Know More: ${name}` }).click();

  await expect(page).toHaveURL(/\/events\/upcoming\/eventDetails\?uuid=/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Free');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Register for this event' });
  await expect(confirm).toContainText('Are you sure you want to register for this event ?');
  await confirm.getByRole('button', { name: 'Yes' }).click();

  await expect(page.getByText('You have been successfully registered for this event.')).toBeVisible();
  await expect(page).toHaveURL(/\/events\/upcoming$/);
}

function registrationRow(page: Page, table: string, name: string) {
  return page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: name });
}

test.describe('a new Starter member', () => {
  test.beforeEach(async ({ page, request }) => {
    const member = await createMember(request, 'events');
    await page.goto('/login');
    await logIn(page, member.email, member.password);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('finds a free event, registers after confirming, and sees it under Registered Events', async ({
    page,
  }) => {
    await registerForFreeEvent(page, FREE_EVENT);

    await openEventsScreen(page, 'Registered Events');
    await expect(page.getByRole('heading', { name: 'List of Registered Events' })).toBeVisible();
    const row = registrationRow(page, 'List of Registered Events', FREE_EVENT);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Registered');
    await expect(row).toContainText('Online');

    // Back on the details, the event now reads Registered instead of offering Register.
    await openEventsScreen(page, 'Upcoming Events');
    await page.getByRole('button', { name: `Know More: ${FREE_EVENT}` }).click();
    await expect(page.getByRole('button', { name: 'Registered' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Register', exact: true })).toHaveCount(0);
  });

  test('cancels a registration after confirming; it leaves Registered Events and shows Canceled under Completed Events', async ({
    page,
  }) => {
    await registerForFreeEvent(page, FREE_EVENT_TO_CANCEL);
    await openEventsScreen(page, 'Registered Events');
    const row = registrationRow(page, 'List of Registered Events', FREE_EVENT_TO_CANCEL);
    await expect(row).toHaveCount(1);

    await row.getByRole('button', { name: `Cancel Event: ${FREE_EVENT_TO_CANCEL}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel Event' });
    await expect(confirm).toContainText(
      `Are you sure you want to cancel your registration for ${FREE_EVENT_TO_CANCEL}?`,
    );
    // A free registration has nothing to refund, so the §9 refund sentence is not shown.
    await expect(confirm).not.toContainText('refund');
    await confirm.getByRole('button', { name: 'Yes' }).click();

    await expect(page.getByText('Your event registration has been cancelled successfully.')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByText('There are no Registered Events!')).toBeVisible();

    await openEventsScreen(page, 'Completed Events');
    await expect(page.getByRole('heading', { name: 'Completed Events' })).toBeVisible();
    const completed = registrationRow(page, 'Completed Events', FREE_EVENT_TO_CANCEL);
    await expect(completed).toHaveCount(1);
    await expect(completed).toContainText('Canceled');
    await expect(completed).not.toContainText('Completed');
  });
});

test('the demo member sees the seeded past event they attended as Completed', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await openEventsScreen(page, 'Completed Events');
  await expect(page).toHaveURL(/\/events\/completed$/);
  const row = registrationRow(page, 'Completed Events', PAST_EVENT);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Completed');
  await expect(row).not.toContainText('Canceled');

  // A past event is not among the registered (still to come) ones: the registrations are already loaded (the row
  // above), so this screen leaves it out rather than not having it yet.
  await openEventsScreen(page, 'Registered Events');
  await expect(page.getByRole('heading', { name: 'List of Registered Events' })).toBeVisible();
  await expect(registrationRow(page, 'List of Registered Events', PAST_EVENT)).toHaveCount(0);
});
