import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { groups } from '../storyFixtures';
import { WsgList } from './WsgList';

const meta = {
  title: 'Groups/WsgList',
  component: WsgList,
  tags: ['autodocs'],
  args: {
    groups,
    onOpen: fn(),
    category: '',
    onKeywordChange: fn(),
    onCategoryChange: fn(),
    debounceMs: 0,
  },
} satisfies Meta<typeof WsgList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Explore WSGs' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Explore WSGs' });
    await expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(3);
    // Twelve categories and the empty choice; no 'All' (§2).
    const select = canvas.getByRole('combobox', { name: 'Category' });
    await expect(within(select).getAllByRole('option')).toHaveLength(13);
    await expect(within(select).queryByRole('option', { name: 'All' })).toBeNull();
    await userEvent.selectOptions(select, 'Diet');
    await expect(args.onCategoryChange).toHaveBeenCalledWith('Diet');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search for a Group' }), 'mind{Enter}');
    await expect(args.onKeywordChange).toHaveBeenLastCalledWith('mind');
    await userEvent.click(canvas.getByRole('button', { name: 'Know More: Active Living' }));
    await expect(args.onOpen).toHaveBeenCalledWith(groups[2]);
  },
};

export const Empty: Story = {
  args: { groups: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No WSGs Group found!')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const Error: Story = {
  args: { error: true, onRetry: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Oops something bad happened!');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};
