import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cartItems } from '../storyFixtures';
import { CartTable } from './CartTable';

const page = (element: HTMLElement) => within(element.ownerDocument.body);

const meta = {
  title: 'Commerce/CartTable',
  component: CartTable,
  tags: ['autodocs'],
  args: { items: cartItems, onQuantityChange: fn(), onRemove: fn(), onMinReached: fn(), onMaxReached: fn() },
} satisfies Meta<typeof CartTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three items; the sale price with the regular one struck through; totals per row; remove asks first. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'My Cart' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(3);
    await expect(within(rows[0]!).getByText('$39.00')).toBeVisible();
    await expect(within(rows[0]!).getByText('Fitness')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity: Organic chamomile tea' }));
    // The last unit in stock: the plus says so instead of asking for more.
    await expect(args.onMaxReached).toHaveBeenCalledWith(cartItems[1]);
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Increase quantity: Guided meditation session' }),
    );
    await expect(args.onQuantityChange).toHaveBeenCalledWith(cartItems[2], 2);
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity: Organic chamomile tea' }));
    await expect(args.onMinReached).toHaveBeenCalledWith(cartItems[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove: Guided meditation session' }));
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Remove item' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await expect(args.onRemove).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove: Guided meditation session' }));
    const again = await page(canvasElement).findByRole('alertdialog', { name: 'Remove item' });
    await userEvent.click(within(again).getByRole('button', { name: 'Yes' }));
    await expect(args.onRemove).toHaveBeenCalledWith(cartItems[2]);
  },
};

/** Payment Summary's cart: quantities as numbers, no Actions column. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Remove/ })).toBeNull();
  },
};

/** One row's quantity is being saved. */
export const Busy: Story = {
  args: { busyUuids: [cartItems[0]!.uuid] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Increase quantity: Eco-friendly yoga mat with carrying strap' }),
    ).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: 'Increase quantity: Organic chamomile tea' }),
    ).toBeEnabled();
  },
};

/** An order is being placed: nothing changes meanwhile. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const button of canvas.getAllByRole('button', { name: /quantity|Remove/ })) {
      await expect(button).toBeDisabled();
    }
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your cart is empty !')).toBeVisible();
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
