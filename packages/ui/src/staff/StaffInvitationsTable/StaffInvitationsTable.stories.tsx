import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { StaffInvitation } from '../StaffTeamTable/staffRoles';
import { StaffInvitationsTable } from './StaffInvitationsTable';

const rows: StaffInvitation[] = [
  {
    uuid: '00000000-0000-4000-8000-000000000011',
    email: 'new.editor@example.com',
    role: 'editor',
    invitedBy: 'dana.owner@example.com',
    createdAt: '2026-11-27T10:00:00Z',
    expiresAt: '2026-12-04T10:00:00Z',
  },
  {
    uuid: '00000000-0000-4000-8000-000000000012',
    email: 'helper@example.com',
    role: 'support',
    invitedBy: null,
    createdAt: '2026-11-25T16:30:00Z',
    expiresAt: '2026-12-02T16:30:00Z',
  },
];

const formatAt = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(iso),
  );

const meta = {
  title: 'Staff/StaffInvitationsTable',
  component: StaffInvitationsTable,
  tags: ['autodocs'],
  args: { caption: 'Open invitations', rows, formatAt, onRevoke: fn() },
} satisfies Meta<typeof StaffInvitationsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Open invitations' });
    await expect(within(table).getAllByRole('row').slice(1)).toHaveLength(2);
    await expect(within(table).getByText('Dec 4, 2026, 10:00 AM')).toBeVisible();
    await expect(within(table).getByText('Editor')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Revoke the invitation of helper@example.com' }),
    );
    await expect(args.onRevoke).toHaveBeenCalledWith(rows[1]);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No open invitation.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true, rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const Error: Story = {
  args: { error: true, rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Oops something bad happened!');
  },
};

/** An action is on its way: the revoke buttons wait. */
export const Busy: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Revoke the invitation of helper@example.com' }),
    ).toBeDisabled();
  },
};

/** Without `onRevoke` the list is read only. */
export const Disabled: Story = {
  args: { onRevoke: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Revoke/ })).toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Open invitations' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    caption: 'الدعوات المفتوحة',
    formatAt: (iso: string) =>
      new Intl.DateTimeFormat('ar', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
        new Date(iso),
      ),
    labels: {
      email: 'البريد الإلكتروني',
      role: 'الدور',
      invitedBy: 'دعاه',
      expires: 'تنتهي في',
      actions: 'الإجراءات',
      revoke: 'إلغاء',
      revokeRow: (email) => `إلغاء دعوة ${email}`,
      roles: { owner: 'مالك', admin: 'مسؤول', editor: 'محرر', support: 'دعم' },
    },
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'الدعوات المفتوحة' });
    await expect(within(table).getByText('محرر')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('new.editor@example.com')).toBeVisible();
  },
};
