import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyProducts } from '../storyFixtures';
import { CatalogGrid } from './CatalogGrid';

const meta = {
  title: 'Marketplace/CatalogGrid',
  component: CatalogGrid,
  tags: ['autodocs'],
  args: {
    items: storyProducts,
    listLabel: 'Wellness Products',
    hrefOf: (item) => `#/marketplace/product/${item.id}`,
    page: 1,
    pageCount: 3,
    onPageChange: fn(),
  },
} satisfies Meta<typeof CatalogGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('list', { name: 'Wellness Products' })).getAllByRole('heading'),
    ).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** One page: no pager. */
export const OnePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No match found')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const Error: Story = {
  args: { error: true, onRetry: fn(), retryLabel: 'Try again' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Oops something bad happened!')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Arabic: Story = { globals: { locale: 'ar' } };
export const Dark: Story = { globals: { theme: 'dark' } };
