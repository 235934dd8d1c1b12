import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyProducts } from '../storyFixtures';
import { ProductSection } from './ProductSection';

const meta = {
  title: 'Marketplace/ProductSection',
  component: ProductSection,
  tags: ['autodocs'],
  args: {
    title: 'Wellness Products',
    items: storyProducts,
    hrefOf: (item) => `#/marketplace/product/${item.id}`,
    seeAllHref: '#/marketplace/products',
  },
} satisfies Meta<typeof ProductSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first 4 of 5 items and See all. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Wellness Products' })).toBeVisible();
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'See all: Wellness Products' })).toHaveAttribute(
      'href',
      '#/marketplace/products',
    );
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
  args: { error: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Oops something bad happened!')).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Arabic: Story = { globals: { locale: 'ar' } };
