import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyCategories } from '../storyFixtures';
import { CategoryLinks } from './CategoryLinks';

const meta = {
  title: 'Marketplace/CategoryLinks',
  component: CategoryLinks,
  tags: ['autodocs'],
  args: {
    title: 'Shop by category',
    categories: storyCategories.slice(1),
    hrefOf: (category) => `#/marketplace/products?category=${category.id}`,
  },
} satisfies Meta<typeof CategoryLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Aromatherapy/ })).toHaveAttribute(
      'href',
      '#/marketplace/products?category=20',
    );
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const Empty: Story = {
  args: { categories: [] },
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

export const Arabic: Story = { globals: { locale: 'ar' } };
export const Dark: Story = { globals: { theme: 'dark' } };
