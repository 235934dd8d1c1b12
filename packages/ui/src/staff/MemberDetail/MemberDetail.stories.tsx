import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MemberDetail, type MemberDetailData } from './MemberDetail';

const data: MemberDetailData = {
  member: {
    uuid: 'm1',
    email: 'alex@example.com',
    name: 'Alex Morgan',
    verified: false,
    blocked: false,
    staffRole: null,
    package: { uuid: 'p2', name: 'Explorer' },
    packageExpiresAt: '2027-04-01T00:00:00.000Z',
    createdAt: '2026-03-01T09:00:00.000Z',
  },
  profile: { city: 'Austin', state: 'Texas', country: 'United States', mobile: '+1 512 555 0100' },
  packageHistory: [
    {
      at: '2026-04-01T10:00:00.000Z',
      kind: 'given',
      package: 'Explorer',
      days: 30,
      by: 'owner@wellness.example',
      reason: 'Speaker at the retreat',
    },
    { at: '2026-03-02T10:00:00.000Z', kind: 'paid', package: 'Explorer', days: null, by: null, reason: null },
  ],
  payments: [
    {
      uuid: 'pay1',
      description: 'Explorer, yearly',
      amountCents: 4900,
      refundedCents: 1000,
      currency: 'usd',
      status: 'succeeded',
      createdAt: '2026-03-02T10:00:00.000Z',
      refunds: [{ at: '2026-03-05T10:00:00.000Z', amountCents: 1000, reference: 're_local_1' }],
    },
  ],
  registrations: [{ uuid: 'r1', event: 'Morning yoga', quantity: 2, active: true }],
  groups: [{ uuid: 'g1', group: 'Sleep better', status: 'member' }],
  sessions: [{ uuid: 's1', hero: 'Dr. Lee', date: '2026-05-02', time: '10:00', status: 'pending' }],
  orders: [{ id: '1042', kind: 'marketplace', status: 'shipped', totalCents: 5400 }],
  mails: [{ uuid: 'mail1', subject: 'Confirm your e-mail address', at: '2026-03-01T09:00:00.000Z' }],
};

const ALL = ['verify', 'give', 'cancel', 'refund', 'block', 'unblock', 'erase'] as const;

const meta = {
  title: 'Staff/MemberDetail',
  component: MemberDetail,
  args: { data, allowed: ALL, onAction: fn(), onRetry: fn() },
} satisfies Meta<typeof MemberDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Alex Morgan' })).toBeVisible();
    await expect(canvas.getByText('Speaker at the retreat', { exact: false })).toBeVisible();
    await expect(canvas.getByText('re_local_1', { exact: false })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refund: Explorer, yearly' }));
    await expect(args.onAction).toHaveBeenCalledWith('refund', 'pay1');
    await userEvent.click(canvas.getByRole('button', { name: 'Give or extend package' }));
    await expect(args.onAction).toHaveBeenCalledWith('give');
    await expect(canvas.getByRole('button', { name: 'Resend confirmation mail' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Unblock' })).toBeNull();
  },
};

export const Empty: Story = {
  args: {
    data: {
      ...data,
      member: { ...data.member, verified: true, package: null, packageExpiresAt: null },
      profile: {},
      packageHistory: [],
      payments: [],
      registrations: [],
      groups: [],
      sessions: [],
      orders: [],
      mails: [],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No package')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel package' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { data: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const Error: Story = {
  args: { data: undefined, error: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Oops something bad happened!')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Erase member' })).toBeDisabled();
  },
};

/** Support: reads the member, resends the mail and blocks; money and erasure are not offered. */
export const Disabled: Story = {
  args: {
    allowed: ['verify', 'block', 'unblock'],
    data: { ...data, member: { ...data.member, blocked: true } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Unblock' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: /Refund/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Erase member' })).toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Alex Morgan' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    labels: {
      profile: 'الملف',
      package: 'الباقة',
      payments: 'المدفوعات',
      activity: 'النشاط',
      mails: 'الرسائل',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'الباقة' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Payments' })).toBeVisible();
  },
};
