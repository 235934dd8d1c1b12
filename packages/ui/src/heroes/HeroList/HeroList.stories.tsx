import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { heroes } from '../storyFixtures';
import { HeroList } from './HeroList';

const meta = {
  title: 'Heroes/HeroList',
  component: HeroList,
  tags: ['autodocs'],
  args: {
    heroes,
    onOpen: fn(),
    category: '',
    onKeywordChange: fn(),
    onCategoryChange: fn(),
    debounceMs: 0,
  },
} satisfies Meta<typeof HeroList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Explore Health Heroes' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Explore Health Heroes' });
    await expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(3);
    // §9's four categories and the empty choice.
    const select = canvas.getByRole('combobox', { name: 'Category' });
    await expect(within(select).getAllByRole('option')).toHaveLength(5);
    await userEvent.selectOptions(select, 'Doctor');
    await expect(args.onCategoryChange).toHaveBeenCalledWith('Doctor');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search for a Health Hero' }), 'priya{Enter}');
    await expect(args.onKeywordChange).toHaveBeenLastCalledWith('priya');
    await userEvent.click(canvas.getByRole('button', { name: 'Know More: Marcus Bell' }));
    await expect(args.onOpen).toHaveBeenCalledWith(heroes[1]);
  },
};

export const Empty: Story = {
  args: { heroes: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Health Hero found!')).toBeVisible();
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
