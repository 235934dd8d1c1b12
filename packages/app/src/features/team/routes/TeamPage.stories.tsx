import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schema } from '@wellness/api';
import { expect, userEvent, within } from 'storybook/test';
import {
  fail,
  inDocument,
  memberApi,
  ok,
  pending,
  SCREEN_TIMEOUT,
  screenMeta,
  serverError,
  showsHeading,
  showsText,
  textIn,
  variants,
} from '../../../test/screen';
import { pageOf, staffUser } from '../../../test/screen/staff';
import { TeamPage } from './TeamPage';

const team: Schema<'StaffAccount'>[] = [
  {
    uuid: staffUser.uuid,
    email: staffUser.email,
    name: staffUser.name,
    role: 'owner',
    active: true,
    createdAt: '2026-11-20T08:00:00.000Z',
  },
  {
    uuid: '6a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c11',
    email: 'sam.support@example.com',
    name: 'Sam Reyes',
    role: 'support',
    active: true,
    createdAt: '2026-11-24T09:30:00.000Z',
  },
  {
    uuid: '6a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c12',
    email: 'elif.editor@example.com',
    name: 'Elif Yılmaz',
    role: 'editor',
    active: false,
    createdAt: '2026-11-25T11:00:00.000Z',
  },
];

const invitations: Schema<'StaffInvitation'>[] = [
  {
    uuid: '9c1d2e3f-4a5b-4c6d-8e7f-8a9b0c1d2e21',
    email: 'new.admin@example.com',
    role: 'admin',
    invitedBy: staffUser.email,
    createdAt: '2026-11-27T10:00:00.000Z',
    expiresAt: '2026-12-04T10:00:00.000Z',
  },
];

const api =
  (answer: 'rows' | 'empty' | 'error', routes: Parameters<typeof memberApi>[0] = {}) =>
  () =>
    memberApi(
      {
        'GET /staff/team': answer === 'error' ? serverError : ok(pageOf(answer === 'rows' ? team : [])),
        'GET /staff/team/invitations':
          answer === 'error' ? serverError : ok(answer === 'rows' ? invitations : []),
        ...routes,
      },
      staffUser,
    );

const meta = {
  title: 'Screens/Staff/TeamPage',
  tags: ['!autodocs'],
  component: TeamPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: { url: '/staff/team', api: api('rows') },
  },
} satisfies Meta<typeof TeamPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    await showsHeading('app.staff.nav.team')(context);
    await showsText('app.team.invitations.title')(context);
    await showsText('app.team.status.deactivated')(context);
  },
};
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

export const Empty: Story = {
  parameters: { screen: { api: api('empty') } },
  play: async (context) => {
    await showsText('app.team.table.empty')(context);
    await showsText('app.team.invitations.empty')(context);
  },
};

export const Loading: Story = {
  parameters: {
    screen: {
      api: () =>
        memberApi({ 'GET /staff/team': pending(), 'GET /staff/team/invitations': pending() }, staffUser),
    },
  },
  play: showsText('app.staff.queue.loading'),
};

export const Error: Story = {
  parameters: { screen: { api: api('error') } },
  play: showsText('app.staff.queue.error'),
};

/** An invitation is sent: the dialog closes and a toast says so. */
export const Invited: Story = {
  parameters: {
    screen: {
      api: api('rows', {
        'POST /staff/team/invitations': ok({
          ...invitations[0]!,
          email: 'new.editor@example.com',
          role: 'editor',
        }),
      }),
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = await textIn(globals);
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: t('app.team.action.invite') }, SCREEN_TIMEOUT),
    );
    const dialog = await inDocument().findByRole('dialog', { name: t('app.team.invite.title') });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: t('app.team.invite.email') }),
      'new.editor@example.com',
    );
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: t('app.team.invite.role') }),
      'editor',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('app.team.invite.confirm') }));
    await expect(await inDocument().findByText(t('app.team.toast.invite'))).toBeVisible();
    await expect(inDocument().queryByRole('dialog', { name: t('app.team.invite.title') })).toBeNull();
  },
};

/** The server refuses (only an owner touches an owner): its refusal is shown in the dialog, in the reader's language. */
export const RefusedArabic: Story = {
  globals: variants.arabic,
  parameters: {
    screen: {
      api: api('rows', {
        [`PATCH /staff/team/${team[1]!.uuid}` as 'PATCH /staff/team/{uuid}']: fail(
          403,
          'Only an owner may do this to an owner.',
          'OWNER_ONLY',
        ),
      }),
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = await textIn(globals);
    const name = t('app.team.table.rowAction', {
      action: t('app.team.action.deactivate'),
      name: 'Sam Reyes',
    });
    await userEvent.click(await within(canvasElement).findByRole('button', { name }, SCREEN_TIMEOUT));
    const dialog = await inDocument().findByRole('alertdialog', {
      name: t('app.team.dialogTitle.deactivate'),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: t('app.team.action.deactivate') }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(t('app.team.error.ownerOnly'));
  },
};

/** Page search finds the Team page, as it finds the other parts of the console the role may open. */
export const PageSearch: Story = {
  play: async ({ globals }) => {
    const t = await textIn(globals);
    const page = inDocument();
    await userEvent.click(
      await page.findByRole('button', { name: t('app.shell.search.field') }, SCREEN_TIMEOUT),
    );
    const dialog = within(page.getByRole('dialog', { name: t('app.shell.search.title') }));
    await userEvent.type(dialog.getByRole('combobox'), t('app.staff.nav.team'));
    const pages = await dialog.findByRole('group', { name: t('app.shell.search.pages') }, SCREEN_TIMEOUT);
    await expect(within(pages).getByRole('option', { name: t('app.staff.nav.team') })).toBeVisible();
  },
};
export const PageSearchArabic: Story = { ...PageSearch, globals: variants.arabic };
