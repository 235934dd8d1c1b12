import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { wishlistItems } from '../storyFixtures';
import { WishlistTable } from './WishlistTable';

const page = (element: HTMLElement) => within(element.ownerDocument.body);

const meta = {
  title: 'Commerce/WishlistTable',
  component: WishlistTable,
  tags: ['autodocs'],
  args: { items: wishlistItems, onMoveToCart: fn(), onRemove: fn() },
} satisfies Meta<typeof WishlistTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Moving to the cart and removing each ask first (§2). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'My Wishlist' });
    await expect(within(table).getAllByRole('row').slice(1)).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart: Organic chamomile tea' }));
    const move = await page(canvasElement).findByRole('alertdialog', { name: 'Move to cart' });
    await expect(
      within(move).getByText('Do you want to move Organic chamomile tea to your cart?'),
    ).toBeVisible();
    await userEvent.click(within(move).getByRole('button', { name: 'Yes' }));
    await expect(args.onMoveToCart).toHaveBeenCalledWith(wishlistItems[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove: Guided meditation session' }));
    const remove = await page(canvasElement).findByRole('alertdialog', { name: 'Remove item' });
    await userEvent.click(within(remove).getByRole('button', { name: 'Yes' }));
    await expect(args.onRemove).toHaveBeenCalledWith(wishlistItems[2]);
  },
};

export const Busy: Story = {
  args: { busyUuids: [wishlistItems[0]!.uuid] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', {
        name: 'Add to cart: Eco-friendly yoga mat with carrying strap',
      }),
    ).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button', { name: /Add to cart|Remove/ })) {
      await expect(button).toBeDisabled();
    }
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your wishlist is empty !')).toBeVisible();
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
