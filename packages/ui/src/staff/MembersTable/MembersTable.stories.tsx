import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../../components/Badge';
import type { StaffQueueColumn } from '../StaffQueueTable';
import { MembersTable, noMemberFilters } from './MembersTable';

interface Row {
  uuid: string;
  name: string;
  email: string;
  package: string;
  blocked: boolean;
}

const rows: Row[] = [
  { uuid: 'm1', name: 'Alex Morgan', email: 'alex@example.com', package: 'Explorer', blocked: false },
  { uuid: 'm2', name: 'Priya Shah', email: 'priya@example.com', package: 'Starter', blocked: true },
  { uuid: 'm3', name: 'Omar Haddad', email: 'omar@example.com', package: '—', blocked: false },
];

const columns: StaffQueueColumn<Row>[] = [
  { id: 'name', header: 'Name', sortable: true, cell: (row) => row.name },
  { id: 'email', header: 'E-mail', sortable: true, cell: (row) => row.email },
  { id: 'package', header: 'Package', cell: (row) => row.package },
  {
    id: 'blocked',
    header: 'Status',
    cell: (row) => (row.blocked ? <Badge tone="error">Blocked</Badge> : <Badge tone="success">Active</Badge>),
  },
];

const meta = {
  title: 'Staff/MembersTable',
  component: MembersTable<Row>,
  tags: ['autodocs'],
  args: {
    caption: 'Members',
    rows,
    columns,
    page: 1,
    total: 3,
    search: '',
    sort: { columnId: 'name', direction: 'ascending' },
    filters: noMemberFilters,
    packages: [
      { uuid: 'p1', name: 'Starter' },
      { uuid: 'p2', name: 'Explorer' },
    ],
    describe: (row: Row) => row.name,
    onPageChange: fn(),
    onSortChange: fn(),
    onSearchChange: fn(),
    onFiltersChange: fn(),
    onOpen: fn(),
    onExport: fn(),
  },
} satisfies Meta<typeof MembersTable<Row>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Members' });
    await expect(within(table).getAllByRole('row').slice(1)).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Open Priya Shah' }));
    await expect(args.onOpen).toHaveBeenCalledWith(rows[1]);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Blocked' }), 'true');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ ...noMemberFilters, blocked: 'true' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Package' }), 'none');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ ...noMemberFilters, package: 'none' });
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalled();
    await userEvent.click(within(table).getByRole('button', { name: 'E-mail' }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ columnId: 'email', direction: 'ascending' });
  },
};

/** Support reads members but may not export them: no export button. */
export const WithoutExport: Story = {
  args: { onExport: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Export CSV' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No member yet.')).toBeVisible();
  },
};

export const NoMatch: Story = {
  args: { rows: [], total: 0, search: 'zz' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'No member matches this search.',
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

export const Busy: Story = {
  args: { exporting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Export CSV/ })).toBeDisabled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Members' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    caption: 'الأعضاء',
    labels: { search: 'بحث', package: 'الباقة', blocked: 'محظور', open: 'فتح', exportCsv: 'تصدير CSV' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'الأعضاء' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Open Alex Morgan' })).toBeVisible();
  },
};
