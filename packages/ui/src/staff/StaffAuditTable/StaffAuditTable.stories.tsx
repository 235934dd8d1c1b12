import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StaffAuditTable, noStaffAuditFilters, type StaffAuditEntry } from './StaffAuditTable';

const owner = {
  uuid: '00000000-0000-4000-8000-000000000001',
  email: 'owner@example.com',
  name: 'Dana Owner',
};
const support = { uuid: '00000000-0000-4000-8000-000000000002', email: 'sam@example.com', name: null };

const rows: StaffAuditEntry[] = [
  {
    uuid: 'a1',
    at: '2026-11-20T15:04:00Z',
    staff: owner,
    kind: 'member-package-given',
    target: { type: 'users', id: '4f1c2d5e-9a7b-4c3d-8e2f-1a2b3c4d5e6f' },
    details: { package: 'Explorer', days: 30 },
    reason: 'Goodwill after the outage',
  },
  {
    uuid: 'a2',
    at: '2026-11-19T09:30:00Z',
    staff: support,
    kind: 'wsg-join',
    target: { type: 'wsg_join_requests', id: '7d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a' },
    details: { decision: 'accepted' },
    reason: null,
  },
  {
    uuid: 'a3',
    at: '2026-11-18T18:12:00Z',
    staff: owner,
    kind: 'order-shipped',
    target: { type: 'marketplace_orders', id: '1042' },
    details: { status: 'shipped' },
    reason: null,
  },
  {
    uuid: 'a4',
    at: '2026-11-01T08:00:00Z',
    staff: null,
    kind: 'owner-created',
    target: { type: 'users', id: 'owner@example.com' },
    details: {},
    reason: null,
  },
];

const formatAt = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(iso),
  );

const meta = {
  title: 'Staff/StaffAuditTable',
  component: StaffAuditTable,
  tags: ['autodocs'],
  args: {
    caption: 'Audit log',
    rows,
    page: 1,
    total: 4,
    filters: noStaffAuditFilters,
    staffOptions: [
      { uuid: owner.uuid, name: owner.name },
      { uuid: support.uuid, name: support.email },
    ],
    formatAt,
    onFiltersChange: fn(),
    onPageChange: fn(),
  },
} satisfies Meta<typeof StaffAuditTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Audit log' });
    await expect(within(table).getAllByRole('row').slice(1)).toHaveLength(4);
    await expect(within(table).getByText('Package given')).toBeVisible();
    await expect(within(table).getByText('Goodwill after the outage')).toBeVisible();
    await expect(within(table).getByText('Command line')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Staff member' }), owner.uuid);
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ ...noStaffAuditFilters, staff: owner.uuid });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Action' }), 'order-refunded');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      ...noStaffAuditFilters,
      kind: 'order-refunded',
    });
  },
};

/** The dates narrow the log; a day typed in is reported as the native input gives it. */
export const ByDate: Story = {
  args: { filters: { ...noStaffAuditFilters, from: '2026-11-18', to: '2026-11-20' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('From')).toHaveValue('2026-11-18');
    await expect(canvas.getByLabelText('To')).toHaveValue('2026-11-20');
    await userEvent.clear(canvas.getByLabelText('To'));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      ...noStaffAuditFilters,
      from: '2026-11-18',
      to: '',
    });
  },
};

/** Several pages: the next page is asked of the server. */
export const Paged: Story = {
  args: { total: 34 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /next/i }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No staff action yet.')).toBeVisible();
  },
};

export const NoMatch: Story = {
  args: { rows: [], total: 0, filters: { ...noStaffAuditFilters, kind: 'member-erased' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'No staff action matches these filters.',
    );
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

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Audit log' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    caption: 'سجل التدقيق',
    formatAt: (iso: string) =>
      new Intl.DateTimeFormat('ar', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
        new Date(iso),
      ),
    labels: {
      staff: 'الموظف',
      anyStaff: 'أي شخص',
      kind: 'الإجراء',
      anyKind: 'أي إجراء',
      from: 'من',
      to: 'إلى',
      at: 'الوقت',
      target: 'على',
      details: 'التفاصيل',
      reason: 'السبب',
      commandLine: 'سطر الأوامر',
      kinds: {
        'member-package-given': 'منح باقة',
        'wsg-join': 'البت في طلب انضمام إلى مجموعة',
        'order-shipped': 'شحن الطلب',
        'owner-created': 'إنشاء مالك',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'سجل التدقيق' });
    await expect(within(table).getByText('منح باقة')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Goodwill after the outage')).toBeVisible();
  },
};
