import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GlobalSearch, type SearchItem } from './GlobalSearch';

const pages: SearchItem[] = [
  { id: 'dashboard', title: 'Dashboard', url: '/dashboard', kind: 'Page' },
  { id: 'events-upcoming', title: 'Upcoming Events', url: '/events/upcoming', kind: 'Page' },
  { id: 'events-registered', title: 'Registered Events', url: '/events/registered', kind: 'Page' },
  { id: 'events-completed', title: 'Completed Events', url: '/events/completed', kind: 'Page' },
  { id: 'wsg-all', title: 'Explore WSGs', url: '/wsg/all', kind: 'Page' },
  { id: 'faq', title: 'FAQ', url: '/faq', kind: 'Page' },
];

const meta = {
  title: 'Shell/GlobalSearch',
  component: GlobalSearch,
  tags: ['autodocs'],
  parameters: { screenshot: { target: 'window' } },
  args: { open: true, onClose: fn(), onSelect: fn(), onQueryChange: fn(), items: pages },
} satisfies Meta<typeof GlobalSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement, args }) => {
  const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Search' }));
  const field = dialog.getByRole('combobox', { name: 'Search for an app or page' });
  await expect(field).toHaveFocus();
  await userEvent.type(field, 'ÉVENTS');
  const options = dialog.getAllByRole('option');
  await expect(options).toHaveLength(3);
  await expect(options[0]).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute('aria-activedescendant', options[0]!.id);
  await userEvent.keyboard('{ArrowDown}');
  await expect(options[1]).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{Enter}');
  await expect(args.onSelect).toHaveBeenCalledWith(pages[2]);
  await userEvent.type(field, 'éve');
};

export const Default: Story = { play };
export const Dark: Story = { globals: { theme: 'dark' }, play };
export const RTL: Story = { globals: { direction: 'rtl' }, play };
export const DarkRTL: Story = { globals: { theme: 'dark', direction: 'rtl' }, play };

const content: SearchItem[] = [
  { id: 'e1', title: 'Çamlıca Morning Yoga', url: '/events/upcoming/eventDetails?uuid=e1', kind: 'Events' },
  { id: 'e2', title: 'Yoga for Heart Health', url: '/events/upcoming/eventDetails?uuid=e2', kind: 'Events' },
  { id: 'g1', title: 'Yoga Walkers', url: '/wsg/groupDetails?id=g1', kind: 'Groups' },
  { id: '10004', title: 'Cork Yoga Mat', url: '/marketplace/product/10004', kind: 'Products' },
];

/** Pages at once, content found by the app's own search after it: grouped by kind, one list for the arrows. */
export const WithContent: Story = {
  args: { results: content },
  play: async ({ canvasElement, args }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Search' }));
    const field = dialog.getByRole('combobox', { name: 'Search for an app or page' });
    await userEvent.type(field, 'YÓGA');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('YÓGA');
    await expect(dialog.getAllByRole('group')).toHaveLength(3);
    await expect(dialog.getByRole('group', { name: 'Events' })).toBeVisible();
    const products = within(dialog.getByRole('group', { name: 'Products' }));
    await expect(products.getByRole('option')).toHaveTextContent('Cork Yoga Mat');
    await userEvent.keyboard('{ArrowUp}');
    await expect(products.getByRole('option')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(content[3]);
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('');
    await userEvent.type(field, 'events yoga');
  },
};

export const WithContentRTL: Story = {
  globals: { locale: 'ar' },
  args: {
    results: [
      {
        id: 'e1',
        title: 'يوغا تشاملجا الصباحية',
        url: '/events/upcoming/eventDetails?uuid=e1',
        kind: 'الفعاليات',
      },
      { id: '10004', title: 'Cork Yoga Mat', url: '/marketplace/product/10004', kind: 'المنتجات' },
    ],
    labels: {
      title: 'بحث',
      field: 'ابحث عن تطبيق أو صفحة',
      close: 'إغلاق',
      hint: 'اضغط / أو Ctrl+K للبحث من أي مكان.',
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await userEvent.type(dialog.getByRole('combobox'), 'يوغا');
    await expect(dialog.getAllByRole('option')).toHaveLength(2);
    await expect(dialog.getByRole('group', { name: 'المنتجات' })).toBeVisible();
  },
};

export const Searching: Story = {
  args: { searching: true },
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await userEvent.type(dialog.getByRole('combobox'), 'faq');
    await expect(dialog.getAllByRole('option')).toHaveLength(1);
    await expect(dialog.getByRole('status')).toHaveTextContent('Searching...');
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await userEvent.type(dialog.getByRole('combobox'), 'zzz');
    await expect(dialog.getByRole('status')).toHaveTextContent('No results');
  },
};
