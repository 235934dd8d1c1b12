import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShoppingBag } from 'lucide-react';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: { title: 'No Upcoming Event found!' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'No Upcoming Event found!' })).toBeVisible();
    // The drawing is decoration only.
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

const shopNow = fn();

export const WithAction: Story = {
  args: {
    title: 'Your cart is empty !',
    description: 'Browse the marketplace for wellness products and services.',
    action: (
      <Button leadingIcon={<ShoppingBag />} onClick={shopNow}>
        Shop now
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Shop now' }));
    await expect(shopNow).toHaveBeenCalledOnce();
  },
};

export const InTable: Story = {
  args: { title: 'There are no Registered Events!', titleAs: 'p', size: 'sm' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.getByText('There are no Registered Events!')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: {
    title: 'No Vouchers found!',
    description: 'Redeem Your Voucher before they get expired',
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { ...WithAction.args, title: 'Your cart is empty !' },
};
