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
  args: { open: true, onClose: fn(), onSelect: fn(), items: pages },
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

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await userEvent.type(dialog.getByRole('combobox'), 'zzz');
    await expect(dialog.getByRole('status')).toHaveTextContent('No results');
  },
};
