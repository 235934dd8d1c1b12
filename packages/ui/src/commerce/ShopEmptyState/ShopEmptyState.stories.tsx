import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ShopEmptyState } from './ShopEmptyState';

const meta = {
  title: 'Commerce/ShopEmptyState',
  component: ShopEmptyState,
  tags: ['autodocs'],
  args: {
    title: 'Your cart is empty !',
    description: 'Explore and buy your favourite items.',
  },
} satisfies Meta<typeof ShopEmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty cart (§2). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your cart is empty !' })).toBeVisible();
    await expect(canvas.getByText('Explore and buy your favourite items.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', '/marketplace');
  },
};

/** The empty wishlist (§2). */
export const Wishlist: Story = {
  args: {
    title: 'Your wishlist is empty !',
    description:
      'Save items that you like in your wishlist. Review them anytime and easily move them to bag.',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Your wishlist is empty !' }),
    ).toBeVisible();
  },
};
