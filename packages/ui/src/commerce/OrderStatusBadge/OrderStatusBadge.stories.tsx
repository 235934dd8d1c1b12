import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderStatusBadge, orderStatusTone } from './OrderStatusBadge';

const statuses = ['processing', 'cancelled', 'pending', 'completed', 'on-hold', 'refunded', 'failed'];

const meta = {
  title: 'Commerce/OrderStatusBadge',
  component: OrderStatusBadge,
  tags: ['autodocs'],
  args: { status: 'processing' },
} satisfies Meta<typeof OrderStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Processing')).toBeVisible();
  },
};

/** Every status: teal, red, amber, then light blue for the rest (§4). */
export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {statuses.map((status) => (
        <OrderStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('On-hold')).toHaveAttribute('data-tone', 'info');
    await expect(canvas.getByText('Cancelled')).toHaveAttribute('data-tone', 'error');
    await expect(canvas.getByText('Pending')).toHaveAttribute('data-tone', 'warning');
    await expect(canvas.getByText('Processing')).toHaveAttribute('data-tone', 'primary');
    await expect(orderStatusTone('completed')).toBe('info');
  },
};

export const Translated: Story = {
  args: { status: 'cancelled', label: 'ملغى' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ملغى')).toHaveAttribute('data-tone', 'error');
  },
};
