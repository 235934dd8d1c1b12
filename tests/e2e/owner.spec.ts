import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMember, latestMail, linkPath, logIn, uniqueEmail } from './support/members';

/** The owner `pnpm admin create-owner` made before the server started (support/start-server.mjs). */
const OWNER_EMAIL = 'owner@e2e.example';
const OWNER_PASSWORD = 'Owner#2468';
const EDITOR_PASSWORD = 'Editor#1357';

/** The link create-owner printed. */
function ownerLink(): string {
  const file = join(tmpdir(), `wellness-e2e-${process.env.E2E_PORT ?? '3100'}-owner-link`);
  const url = new URL(readFileSync(file, 'utf8').trim());
  return url.pathname;
}

/** Sets a password from a one-time link and signs in with it. */
async function choosePassword(page: Page, path: string, email: string, password: string) {
  await page.goto(path);
  await page.getByLabel('New Password').fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password Reset Successful').first()).toBeVisible();
  await page.goto('/login');
  await logIn(page, email, password);
}

test('the owner from the command line sets the password, invites an editor and gives a member a package; the member sees it, downloads their data and deletes the account', async ({
  page,
  browser,
  request,
}) => {
  // Three people's sessions and a dozen pages: more than one journey's time.
  test.slow();
  // The owner: the printed link sets the password once, then the console opens with every part.
  await choosePassword(page, ownerLink(), OWNER_EMAIL, OWNER_PASSWORD);
  await expect(page).toHaveURL(/\/staff$/);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Members' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Audit log' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Team' })).toBeVisible();
  const again = await request.post('/v1/user/reset', {
    data: { token: ownerLink().split('/').pop(), newPassword: 'Other#1234', confirmPassword: 'Other#1234' },
  });
  expect(again.status()).toBeGreaterThanOrEqual(400);

  // The owner invites an editor from the Team page; the editor accepts by the mailed link.
  const editorEmail = uniqueEmail('editor');
  await nav.getByRole('link', { name: 'Team' }).click();
  await expect(page.getByRole('table', { name: 'Team' })).toContainText(OWNER_EMAIL);
  await page.getByRole('button', { name: 'Invite staff' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite staff' });
  await invite.getByLabel('E-mail').fill(editorEmail);
  await invite.getByLabel('Role').selectOption({ label: 'Editor' });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('The invitation has been sent.')).toBeVisible();
  await expect(invite).toBeHidden();
  await expect(page.getByRole('table', { name: 'Open invitations' })).toContainText(editorEmail);
  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  const invitation = await latestMail(request, editorEmail, /invited/i);
  await choosePassword(editor, linkPath(invitation), editorEmail, EDITOR_PASSWORD);
  await expect(editor).toHaveURL(/\/staff$/);
  // An editor's role has no part of today's console: no members, no audit log, no team.
  const editorNav = editor.getByRole('navigation', { name: 'Main navigation' });
  await expect(editorNav.getByRole('link', { name: 'Members' })).toHaveCount(0);
  await expect(editorNav.getByRole('link', { name: 'Team' })).toHaveCount(0);
  await editor.goto('/staff/members');
  await expect(editor.getByRole('table', { name: 'Members' })).toHaveCount(0);
  await editorContext.close();

  // The owner gives a member Explorer for 30 days from the member's page.
  const member = await createMember(request, 'owner-gives');
  await nav.getByRole('link', { name: 'Members' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(member.email);
  await page
    .getByRole('button', { name: /^Open / })
    .first()
    .click();
  await page.getByRole('button', { name: 'Give or extend package' }).click();
  const give = page.getByRole('dialog', { name: 'Give or extend a package' });
  await give.getByLabel('Package').selectOption({ label: 'Explorer' });
  await give.getByLabel('Days').fill('30');
  await give.getByLabel('Reason').fill('Welcome gift from the e2e journey');
  await give.getByRole('button', { name: 'Give package' }).click();
  await expect(page.getByText('The package has been given.')).toBeVisible();

  // The audit log shows the owner's action.
  await nav.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('table', { name: 'Audit log' })).toContainText(
    'Welcome gift from the e2e journey',
  );

  // The member sees the package, downloads their data, and deletes the account.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await memberPage.goto('/login');
  await logIn(memberPage, member.email, member.password);
  await expect(memberPage).toHaveURL(/\/dashboard$/);
  await memberPage.goto('/profile');
  await expect(memberPage.getByText('Explorer').first()).toBeVisible();

  const [download] = await Promise.all([
    memberPage.waitForEvent('download'),
    memberPage.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('wellness-my-data.json');
  const saved = JSON.parse(readFileSync(await download.path(), 'utf8')) as { member: { email: string } };
  expect(saved.member.email).toBe(member.email);

  await memberPage.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = memberPage.getByRole('dialog', { name: 'Delete my account' });
  await dialog.getByRole('checkbox', { name: 'I understand that my account is deleted for good' }).check();
  await dialog.getByLabel('Password', { exact: true }).fill(member.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(memberPage.getByText('Your account has been deleted.')).toBeVisible();
  await memberPage.goto('/login');
  await logIn(memberPage, member.email, member.password);
  await expect(memberPage.getByText('Invalid Email ID or Password')).toBeVisible();
  await memberContext.close();
});
