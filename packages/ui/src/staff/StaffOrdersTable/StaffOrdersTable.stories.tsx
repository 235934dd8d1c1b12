import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatusBadge } from '../../components/StatusBadge';
import type { StaffQueueColumn } from '../StaffQueueTable';
import { StaffOrdersTable } from './StaffOrdersTable';

interface PaidOrder {
  id: number;
  number: string;
  status: string;
  member: string;
  items: string;
  total: string;
}

const orders: PaidOrder[] = [
  {
    id: 1042,
    number: '1042',
    status: 'processing',
    member: 'Alex Morgan',
    items: '2 × Yoga Mat',
    total: '$54.00',
  },
  {
    id: 1043,
    number: '1043',
    status: 'shipped',
    member: 'Priya Shah',
    items: '1 × Herbal Tea Set',
    total: '$22.00',
  },
  {
    id: 1044,
    number: '1044',
    status: 'completed',
    member: 'Omar Haddad',
    items: '1 × Massage',
    total: '$68.00',
  },
];

const columns: StaffQueueColumn<PaidOrder>[] = [
  { id: 'id', header: 'Order', sortable: true, cell: (row) => `#${row.number}` },
  { id: 'member', header: 'Member', sortable: true, cell: (row) => row.member },
  { id: 'items', header: 'Items', cell: (row) => row.items },
  { id: 'total', header: 'Total', sortable: true, align: 'end', cell: (row) => row.total },
  { id: 'status', header: 'Status', sortable: true, cell: (row) => <StatusBadge status={row.status} /> },
];

const meta = {
  title: 'Staff/StaffOrdersTable',
  component: StaffOrdersTable<PaidOrder>,
  tags: ['autodocs'],
  args: {
    caption: 'Orders to fulfil',
    rows: orders,
    columns,
    page: 1,
    total: 3,
    search: '',
    filter: 'waiting',
    sort: { columnId: 'id', direction: 'ascending' },
    describe: (row: PaidOrder) => `#${row.number} — ${row.member}`,
    onPageChange: fn(),
    onSortChange: fn(),
    onSearchChange: fn(),
    onFilterChange: fn(),
    onStep: fn(),
    onRefund: fn(),
  },
} satisfies Meta<typeof StaffOrdersTable<PaidOrder>>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Orders to fulfil' });
    await expect(within(table).getAllByRole('row').slice(1)).toHaveLength(3);
    // Only the steps a status allows: a shipped order cannot be shipped again, a completed one only refunded.
    await expect(canvas.queryByRole('button', { name: 'Ship: #1043 — Priya Shah' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Complete: #1044 — Omar Haddad' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Ship: #1042 — Alex Morgan' }));
    await expect(args.onStep).toHaveBeenCalledWith(orders[0], 'shipped');
    await userEvent.click(canvas.getByRole('button', { name: 'Complete: #1043 — Priya Shah' }));
    await expect(args.onStep).toHaveBeenCalledWith(orders[1], 'completed');

    await userEvent.click(canvas.getByRole('button', { name: 'Refund: #1044 — Omar Haddad' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Refund order' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await expect(within(dialog).getByText('Please give a reason.')).toBeVisible();
    await expect(args.onRefund).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Arrived damaged');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await expect(args.onRefund).toHaveBeenCalledWith(orders[2], 'Arrived damaged');

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Show' }), 'refunded');
    await expect(args.onFilterChange).toHaveBeenCalledWith('refunded');
    await userEvent.click(within(table).getByRole('button', { name: 'Total' }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ columnId: 'total', direction: 'ascending' });
  },
};

export const Refunded: Story = {
  args: { rows: [{ ...orders[0]!, status: 'refunded' }], total: 1, filter: 'refunded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: 'refunded' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Refund:/ })).toBeNull();
  },
};

export const Busy: Story = {
  args: { busyIds: [1042] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Ship: #1042 — Alex Morgan' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Refund: #1042 — Alex Morgan' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Complete: #1043 — Priya Shah' })).toBeEnabled();
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No order is waiting.')).toBeVisible();
  },
};

export const NoMatch: Story = {
  args: { rows: [], total: 0, search: 'zz' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'No order matches this search.',
    );
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const Error: Story = {
  args: { error: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Oops something bad happened!');
  },
};
