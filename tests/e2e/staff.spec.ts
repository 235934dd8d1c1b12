import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { createMember, logIn, PASSWORD } from './support/members';

const STAFF = { email: 'staff@wellness.example', password: 'Staff@1234' };

/** The seeded staff account signs in in its own browser and lands on the console. */
async function staffConsole(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await logIn(page, STAFF.email, STAFF.password);
  // Staff land on the console's dashboard; each queue is a link of its navigation.
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  return page;
}

async function accept(page: Page, queue: string, search: string, rowName: string) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: queue }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(search);
  const table = page.getByRole('table', { name: queue });
  await table.getByRole('button', { name: `Accept: ${rowName}` }).click();
  // A decision is confirmed first.
  await page
    .getByRole('alertdialog', { name: 'Accept request' })
    .getByRole('button', { name: 'Accept' })
    .click();
  await expect(page.getByText('The request has been accepted.')).toBeVisible();
  await expect(table.getByRole('button', { name: `Accept: ${rowName}` })).toHaveCount(0);
}

test('a member joins a group → staff accept it in the console → the member sees it Accepted in My WSGs', async ({
  page,
  browser,
  request,
}) => {
  const member = await createMember(request, 'staff-join');
  await page.goto('/login');
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The console is not a member's: they get the not-found page.
  await page.goto('/staff');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('WSG join requests');
  await expect(page.getByRole('table', { name: 'WSG join requests' })).toHaveCount(0);

  const group = 'Active Living';
  await page.goto('/wsg/all');
  await page.getByRole('searchbox', { name: 'Search for a Group' }).fill(group);
  await page.getByRole('button', { name: `Know More: ${group}` }).click();
  await page.getByRole('button', { name: 'Join Group' }).click();
  await page.getByRole('alertdialog', { name: 'Join Group' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('WSGs joining request sent successfully')).toBeVisible();

  const staff = await staffConsole(browser);
  await accept(staff, 'WSG join requests', member.email, `Journey Member — ${group}`);

  await page.goto('/wsg/myGroup');
  const row = page.getByRole('table', { name: 'My WSGs List' }).getByRole('row').filter({ hasText: group });
  await expect(row).toContainText('Accepted');
});

test('a member proposes a group → staff accept it → the group is listed in /wsg/all', async ({
  page,
  browser,
  request,
}) => {
  const member = await createMember(request, 'staff-proposal');
  const login = await request.post('/v1/user/login', { data: { email: member.email, password: PASSWORD } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const name = `Sunrise Walkers ${randomUUID().slice(0, 8)}`;
  const proposed = await request.post('/v1/user/supportGroup/proposal', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      groupName: name,
      groupCategory: 'Lifestyle',
      state: 'Oregon',
      city: 'Portland',
      numberOfMembers: 8,
    },
  });
  expect(proposed.status()).toBe(201);

  const staff = await staffConsole(browser);
  await accept(staff, 'Group proposals', member.email, `Journey Member — ${name}`);

  await page.goto('/login');
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/wsg/all');
  await page.getByRole('searchbox', { name: 'Search for a Group' }).fill(name);
  await expect(
    page.getByRole('list', { name: 'Explore WSGs' }).getByRole('heading', { level: 2 }),
  ).toHaveText([name]);
});

/** The text of the newest mail to `email` whose subject matches (decision mails carry no link). */
async function mailText(request: APIRequestContext, email: string, subject: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const response = await request.get('/v1/dev/mailbox', { params: { to: email } });
        const mails = ((await response.json()) as { data: { subject: string; text: string }[] }).data;
        text = mails.find((mail) => mail.subject === subject)?.text ?? '';
        return text;
      },
      { message: `a mail to ${email} with the subject ${subject}` },
    )
    .not.toBe('');
  return text;
}

test('a member asks to join → staff reject it with a reason in the console → the request is gone and the member is mailed why', async ({
  page,
  browser,
  request,
}) => {
  const member = await createMember(request, 'staff-reject');
  await page.goto('/login');
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  const group = 'Active Living';
  await page.goto('/wsg/all');
  await page.getByRole('searchbox', { name: 'Search for a Group' }).fill(group);
  await page.getByRole('button', { name: `Know More: ${group}` }).click();
  await page.getByRole('button', { name: 'Join Group' }).click();
  await page.getByRole('alertdialog', { name: 'Join Group' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('WSGs joining request sent successfully')).toBeVisible();
  await page.goto('/wsg/myGroup');
  const myGroups = page.getByRole('table', { name: 'My WSGs List' });
  await expect(myGroups.getByRole('row').filter({ hasText: group })).toContainText('Pending');

  const staff = await staffConsole(browser);
  await staff
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'WSG join requests' })
    .click();
  await staff.getByRole('searchbox', { name: 'Search' }).fill(member.email);
  const table = staff.getByRole('table', { name: 'WSG join requests' });
  const row = `Journey Member — ${group}`;
  await table.getByRole('button', { name: `Reject: ${row}` }).click();
  const dialog = staff.getByRole('dialog', { name: 'Reject request' });
  // A reason is required: the member reads it.
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Please give a reason.')).toBeVisible();
  const reason = 'This group is full this season; please try Mindful Minds.';
  await dialog.getByRole('textbox', { name: /Reason/ }).fill(reason);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(staff.getByText('The request has been rejected.')).toBeVisible();
  await expect(table.getByRole('button', { name: `Reject: ${row}` })).toHaveCount(0);

  // The member's screen: the request is no longer pending, and the group can be asked again.
  await page.reload();
  await expect(page.getByText('There are no WSGs Group!')).toBeVisible();
  await page.goto('/wsg/all');
  await page.getByRole('searchbox', { name: 'Search for a Group' }).fill(group);
  await page.getByRole('button', { name: `Know More: ${group}` }).click();
  await expect(page.getByRole('button', { name: 'Join Group' })).toBeEnabled();
  const text = await mailText(request, member.email, 'Your request was declined');
  expect(text).toContain(`Your request to join ${group} has been declined.`);
  expect(text).toContain(`Reason: ${reason}`);
});

test('a member proposes a group in the browser (Apply New Group) → staff accept it in the console → it is listed in /wsg/all and Accepted on the form page', async ({
  page,
  browser,
  request,
}) => {
  const member = await createMember(request, 'apply-new');
  await page.goto('/login');
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Apply New Group' })
    .click();
  await expect(page).toHaveURL(/\/wsg\/applyForNew$/);
  const form = page.getByRole('form', { name: 'Apply New Group' });
  // §5: the required fields.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('This field is required')).toHaveCount(4);

  const name = `Lakeside Walkers ${randomUUID().slice(0, 8)}`;
  await form.getByRole('textbox', { name: /Group Name/ }).fill(name);
  await form
    .getByRole('textbox', { name: /Description/ })
    .fill('An easy walk around the lake every Saturday.');
  await form.getByRole('combobox', { name: /Category/ }).selectOption('Lifestyle');
  await form.getByRole('spinbutton', { name: /Number of Members/ }).fill('9');
  await form.getByRole('textbox', { name: /State/ }).fill('Oregon');
  await form.getByRole('textbox', { name: /City/ }).fill('Portland');
  await form.getByRole('combobox', { name: /Membership Level/ }).selectOption('Explorer');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'Your group proposal has been sent. Our team will review it.',
  );
  await expect(form.getByRole('textbox', { name: /Group Name/ })).toHaveValue('');
  const proposals = page.getByRole('table', { name: 'My Group Proposals' });
  await expect(proposals.getByRole('row').filter({ hasText: name })).toContainText('Pending');

  const staff = await staffConsole(browser);
  await accept(staff, 'Group proposals', member.email, `Journey Member — ${name}`);

  await page.reload();
  await expect(proposals.getByRole('row').filter({ hasText: name })).toContainText('Accepted');
  await page.goto('/wsg/all');
  await page.getByRole('searchbox', { name: 'Search for a Group' }).fill(name);
  await expect(
    page.getByRole('list', { name: 'Explore WSGs' }).getByRole('heading', { level: 2 }),
  ).toHaveText([name]);
});

test('a visitor who opens /staff is sent to sign in', async ({ page }) => {
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/login$/);
});
