import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { StaffCatalogItem } from '@wellness/api';
import { Badge } from '../../components/Badge';
import { storyItemCategories, storyStaffItems } from '../catalogStoryFixtures';
import type { StaffQueueColumn } from '../StaffQueueTable';
import { CatalogItemsTable, noCatalogItemFilters } from './CatalogItemsTable';

const columns: StaffQueueColumn<StaffCatalogItem>[] = [
  { id: 'name', header: 'Name', sortable: true, cell: (item) => <bdi>{item.name}</bdi> },
  { id: 'kind', header: 'Kind', cell: (item) => item.kind },
  { id: 'status', header: 'Status', cell: (item) => <Badge>{item.status}</Badge> },
  {
    id: 'price',
    header: 'Price',
    sortable: true,
    cell: (item) => `$${item.sale_price || item.regular_price}`,
  },
  { id: 'stock', header: 'Stock', sortable: true, cell: (item) => item.stock_quantity ?? '—' },
];

const meta = {
  title: 'Staff/CatalogItemsTable',
  component: CatalogItemsTable<StaffCatalogItem>,
  tags: ['autodocs'],
  args: {
    caption: 'Catalogue',
    rows: storyStaffItems,
    columns,
    page: 1,
    total: 3,
    search: '',
    sort: { columnId: 'name', direction: 'ascending' },
    filters: noCatalogItemFilters,
    categories: storyItemCategories,
    getRowId: (item: StaffCatalogItem) => String(item.id),
    describe: (item: StaffCatalogItem) => item.name,
    onPageChange: fn(),
    onSortChange: fn(),
    onSearchChange: fn(),
    onFiltersChange: fn(),
    onOpen: fn(),
    onAdd: fn(),
  },
} satisfies Meta<typeof CatalogItemsTable<StaffCatalogItem>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Catalogue' });
    await expect(within(table).getAllByRole('row').slice(1)).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Lavender Sleep Mist' }));
    await expect(args.onOpen).toHaveBeenCalledWith(storyStaffItems[2]);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Stock' }), 'low');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ ...noCatalogItemFilters, stock: 'low' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Kind' }), 'service');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ ...noCatalogItemFilters, kind: 'service' });
    await userEvent.click(canvas.getByRole('button', { name: 'Add item' }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/** Support reads the catalogue but may not write it: no Add button. */
export const ReadOnly: Story = {
  args: { onAdd: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Add item' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No item yet.')).toBeVisible();
  },
};

export const NoMatch: Story = {
  args: { rows: [], total: 0, search: 'zz' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No item matches this search.');
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

export const Dark: Story = { globals: { theme: 'dark' } };

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    caption: 'الكتالوج',
    labels: {
      search: 'بحث',
      kind: 'النوع',
      category: 'الفئة',
      stock: 'المخزون',
      status: 'الحالة',
      any: 'الكل',
      add: 'إضافة عنصر',
      open: 'تعديل',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'الكتالوج' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Edit Cork Yoga Mat' })).toBeVisible();
  },
};
