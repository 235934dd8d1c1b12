import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schema } from '@wellness/api';
import { expect, userEvent, within } from 'storybook/test';
import {
  memberApi,
  ok,
  pending,
  SCREEN_TIMEOUT,
  screenMeta,
  serverError,
  showsText,
  textIn,
  variants,
} from '../../../test/screen';
import { staffUser } from '../../../test/screen/staff';
import { MemberPage } from './MemberPage';

const UUID = '7a1c0d2b-3a4f-4b6c-8d7e-9f0a1b2c3d40';

const detail: Schema<'StaffMemberDetail'> = {
  member: {
    uuid: UUID,
    email: 'alex@example.com',
    name: 'Alex Morgan',
    verified: true,
    blocked: false,
    staffRole: null,
    package: { uuid: '8b1c0d2b-3a4f-4b6c-8d7e-9f0a1b2c3d40', name: 'Explorer' },
    packageExpiresAt: '2027-03-01T00:00:00.000Z',
    createdAt: '2026-01-15T09:00:00.000Z',
  },
  profile: { city: 'Austin', state: 'Texas', country: 'United States', mobile: null },
  packageHistory: [
    { at: '2026-03-01T10:00:00.000Z', kind: 'paid', package: 'Explorer', days: null, by: null, reason: null },
  ],
  payments: [
    {
      uuid: '9c1c0d2b-3a4f-4b6c-8d7e-9f0a1b2c3d40',
      kind: 'package',
      description: 'Explorer, yearly',
      amountCents: 4900,
      refundedCents: 0,
      currency: 'usd',
      status: 'succeeded',
      createdAt: '2026-03-01T10:00:00.000Z',
      refunds: [],
    },
  ],
  registrations: [],
  groups: [],
  sessions: [],
  orders: [],
  mails: [
    { uuid: 'ad1c0d2b-3a4f-4b6c-8d7e-9f0a1b2c3d40', subject: 'Your receipt', at: '2026-03-01T10:00:00.000Z' },
  ],
};

const path = `GET /staff/members/${UUID}` as 'GET /staff/members/{uuid}';
const api = (answer: 'detail' | 'error') => () =>
  memberApi(
    { [path]: answer === 'error' ? serverError : ok(detail), 'GET /user/package/list': ok([]) },
    staffUser,
  );

const meta = {
  title: 'Screens/Staff/MemberPage',
  tags: ['!autodocs'],
  component: MemberPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: { url: `/staff/members/${UUID}`, api: api('detail') },
  },
} satisfies Meta<typeof MemberPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Alex Morgan', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

export const Loading: Story = {
  parameters: { screen: { api: () => memberApi({ [path]: pending() }, staffUser) } },
  play: showsText('app.staff.queue.loading'),
};

export const Error: Story = {
  parameters: { screen: { api: api('error') } },
  play: showsText('app.staff.queue.error'),
};

/** An owner opens the refund dialog of a payment: the reason is required before anything is sent. */
export const RefundDialog: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = await textIn(globals);
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Refund: Explorer, yearly' }, SCREEN_TIMEOUT),
    );
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await expect(within(dialog).getByText(t('app.staff.rejectDialog.reasonRequired'))).toBeVisible();
  },
};
