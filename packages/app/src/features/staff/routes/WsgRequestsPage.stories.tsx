import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
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
import { pageOf, staffUser, wsgRequests } from '../../../test/screen/staff';
import { WsgRequestsPage } from './WsgRequestsPage';

const meta = {
  title: 'Screens/Staff/WsgRequestsPage',
  tags: ['!autodocs'],
  component: WsgRequestsPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: {
      url: '/staff/requests',
      api: () => memberApi({ 'GET /staff/wsg/requests': ok(pageOf(wsgRequests)) }, staffUser),
    },
  },
} satisfies Meta<typeof WsgRequestsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three members wait to join a group. */
export const Default: Story = { play: showsHeading('app.staff.nav.wsgRequests') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

export const Empty: Story = {
  parameters: {
    screen: { api: () => memberApi({ 'GET /staff/wsg/requests': ok(pageOf([])) }, staffUser) },
  },
  play: showsText('app.staff.queue.empty'),
};

export const Loading: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /staff/wsg/requests': pending() }, staffUser) } },
  play: showsText('app.staff.queue.loading'),
};

export const Error: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /staff/wsg/requests': serverError }, staffUser) } },
  play: showsText('app.staff.queue.error'),
};

/** Reject asks for the reason the member will read. */
export const RejectReason: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await body.findByRole('button', { name: 'Reject: Daniel Okafor — Nourish Together' }),
    );
    const dialog = await body.findByRole('dialog', { name: 'Reject request' });
    await expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveFocus();
  },
};

/** The staff user menu: the review queues and Logout — never a member's page such as My Profile. */
export const StaffUserMenu: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = await textIn(globals);
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: t('app.staff.nav.wsgRequests') }, SCREEN_TIMEOUT);
    await userEvent.click(canvas.getByRole('button', { name: /Programme Staff/ }));
    const items = inDocument().getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      t('app.staff.nav.dashboard'),
      t('app.staff.nav.wsgRequests'),
      t('app.staff.nav.sessions'),
      t('app.staff.nav.applications'),
      t('app.staff.nav.proposals'),
      t('app.staff.nav.partnerApplications'),
      t('app.staff.nav.vendorApplications'),
      t('app.staff.nav.reviews'),
      t('app.staff.nav.orders'),
      t('app.staff.nav.members'),
      t('app.staff.nav.audit'),
      t('app.staff.nav.team'),
      t('app.shell.userMenu.logout'),
    ]);
    await expect(
      inDocument().queryByRole('menuitem', { name: t('app.shell.userMenu.myProfile') }),
    ).toBeNull();
  },
};

/**
 * Global search in the console finds the pages the staff member's role may open: support find the members and
 * the join requests, never the revenue dashboard (owners' and admins').
 */
export const SupportSearchesPages: Story = {
  parameters: {
    screen: {
      api: () =>
        memberApi(
          { 'GET /staff/wsg/requests': ok(pageOf(wsgRequests)) },
          { ...staffUser, staffRole: 'support' },
        ),
    },
  },
  play: async ({ globals }) => {
    const t = await textIn(globals);
    const page = inDocument();
    await userEvent.click(
      await page.findByRole('button', { name: t('app.shell.search.field') }, SCREEN_TIMEOUT),
    );
    const dialog = within(page.getByRole('dialog', { name: t('app.shell.search.title') }));
    const field = dialog.getByRole('combobox');
    await userEvent.type(field, t('app.staff.nav.members'));
    await expect(await dialog.findByRole('option', { name: t('app.staff.nav.members') })).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, t('app.staff.nav.reviews'));
    await expect(await dialog.findByRole('option', { name: t('app.staff.nav.reviews') })).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, t('app.staff.nav.dashboard'));
    await expect(dialog.queryByRole('option', { name: t('app.staff.nav.dashboard') })).toBeNull();
  },
};
