import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StaffTeamTable } from './StaffTeamTable';
import type { StaffAccount } from './staffRoles';

const rows: StaffAccount[] = [
  {
    uuid: '00000000-0000-4000-8000-000000000001',
    email: 'dana.owner@example.com',
    name: 'Dana Owner',
    role: 'owner',
    active: true,
    createdAt: '2026-10-01T08:00:00Z',
  },
  {
    uuid: '00000000-0000-4000-8000-000000000002',
    email: 'ali.admin@example.com',
    name: 'Ali Kaya',
    role: 'admin',
    active: true,
    createdAt: '2026-10-12T09:30:00Z',
  },
  {
    uuid: '00000000-0000-4000-8000-000000000003',
    email: 'sam@example.com',
    name: null,
    role: 'support',
    active: true,
    createdAt: '2026-11-02T14:00:00Z',
  },
  {
    uuid: '00000000-0000-4000-8000-000000000004',
    email: 'eda.editor@example.com',
    name: 'Eda Demir',
    role: 'editor',
    active: false,
    createdAt: '2026-11-10T10:15:00Z',
  },
];

const formatDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

const meta = {
  title: 'Staff/StaffTeamTable',
  component: StaffTeamTable,
  tags: ['autodocs'],
  args: {
    caption: 'Team',
    rows,
    page: 1,
    total: 4,
    search: '',
    role: '',
    formatDate,
    onSearchChange: fn(),
    onRoleChange: fn(),
    onPageChange: fn(),
    onAction: fn(),
    onInvite: fn(),
  },
} satisfies Meta<typeof StaffTeamTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Team' });
    await expect(within(table).getAllByRole('row').slice(1)).toHaveLength(4);
    await expect(within(table).getByText('dana.owner@example.com')).toBeVisible();
    await expect(within(table).getByText('Deactivated')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Change role: Ali Kaya' }));
    await expect(args.onAction).toHaveBeenCalledWith(rows[1], 'role');
    await userEvent.click(canvas.getByRole('button', { name: 'Deactivate: sam@example.com' }));
    await expect(args.onAction).toHaveBeenCalledWith(rows[2], 'deactivate');
    // A deactivated account is reactivated; its role is changed once it is active again.
    await expect(canvas.queryByRole('button', { name: 'Change role: Eda Demir' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Reactivate: Eda Demir' }));
    await expect(args.onAction).toHaveBeenCalledWith(rows[3], 'reactivate');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Role' }), 'editor');
    await expect(args.onRoleChange).toHaveBeenCalledWith('editor');
    await userEvent.click(canvas.getByRole('button', { name: 'Invite staff' }));
    await expect(args.onInvite).toHaveBeenCalledOnce();
  },
};

/** Several pages: the next page is asked of the server. */
export const Paged: Story = {
  args: { total: 24 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /next/i }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No staff member yet.')).toBeVisible();
  },
};

export const NoMatch: Story = {
  args: { rows: [], total: 0, role: 'editor' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No staff member matches this search.')).toBeVisible();
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

/** An action is on its way: the buttons wait. */
export const Busy: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Change role: Ali Kaya' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Invite staff' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Deactivate: Ali Kaya' }), {
      pointerEventsCheck: 0,
    });
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** Without `onInvite` (a page that does not offer it) no invitation button is drawn. */
export const Disabled: Story = {
  args: { onInvite: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Invite staff' })).toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Team' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    caption: 'الفريق',
    formatDate: (iso: string) =>
      new Intl.DateTimeFormat('ar', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso)),
    labels: {
      search: 'بحث',
      searchPlaceholder: 'الاسم أو البريد الإلكتروني',
      actions: 'الإجراءات',
      name: 'الاسم',
      email: 'البريد الإلكتروني',
      role: 'الدور',
      status: 'الحالة',
      since: 'عضو في الفريق منذ',
      anyRole: 'أي دور',
      active: 'نشط',
      deactivated: 'معطّل',
      invite: 'دعوة موظف',
      changeRole: 'تغيير الدور',
      deactivate: 'تعطيل',
      reactivate: 'إعادة التفعيل',
      rowAction: (action, name) => `${action}: ${name}`,
      roles: { owner: 'مالك', admin: 'مسؤول', editor: 'محرر', support: 'دعم' },
    },
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'الفريق' });
    await expect(within(table).getByText('مالك')).toBeVisible();
    await expect(within(table).getByText('معطّل')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('dana.owner@example.com')).toBeVisible();
  },
};
