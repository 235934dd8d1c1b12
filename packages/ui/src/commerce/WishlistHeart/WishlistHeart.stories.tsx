import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WishlistHeart } from './WishlistHeart';

const meta = {
  title: 'Commerce/WishlistHeart',
  component: WishlistHeart,
  tags: ['autodocs'],
  args: { checked: false, onToggle: fn(), itemName: 'Yoga mat' },
} satisfies Meta<typeof WishlistHeart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not wished: a click asks to add it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const heart = within(canvasElement).getByRole('button', { name: 'Add to wishlist: Yoga mat' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(args.onToggle).toHaveBeenCalledWith(true);
  },
};

/** Wished: the heart is filled and a click removes it. */
export const Checked: Story = {
  args: { checked: true },
  play: async ({ canvasElement, args }) => {
    const heart = within(canvasElement).getByRole('button', { name: 'Remove from wishlist: Yoga mat' });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await expect(args.onToggle).toHaveBeenCalledWith(false);
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, checked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};
