import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  args: { status: 'upcoming', label: 'Upcoming' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const row = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' } as const;

export const EventStatuses: Story = {
  render: () => (
    <div style={row}>
      <StatusBadge status="upcoming" label="Upcoming" />
      <StatusBadge status="cancelled" label="Cancelled" />
      <StatusBadge status="completed" label="Completed" />
      <StatusBadge status="draft" label="Draft" />
    </div>
  ),
};

export const OrderStatuses: Story = {
  render: () => (
    <div style={row}>
      <StatusBadge status="processing" label="Processing" />
      <StatusBadge status="cancelled" label="Cancelled" />
      <StatusBadge status="pending" label="Pending" />
      <StatusBadge status="shipped" label="Shipped" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // An order status the spec does not name is light blue ("other"), not the pending amber.
    const other = getComputedStyle(canvas.getByText('Shipped')).backgroundColor;
    const pending = getComputedStyle(canvas.getByText('Pending')).backgroundColor;
    await expect(other).not.toBe(pending);
  },
};

export const RegistrationAndPayment: Story = {
  render: () => (
    <div style={row}>
      <StatusBadge status="Registered" />
      <StatusBadge status="Canceled" />
      <StatusBadge status="Completed" />
      <StatusBadge status="Failed" />
      <StatusBadge status="Success" />
      <StatusBadge status="Accepted" />
      <StatusBadge status="Pending" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Canceled and Failed share the error tone; Completed and Success share the success tone.
    const bg = (text: string) => getComputedStyle(canvas.getByText(text)).backgroundColor;
    await expect(bg('Canceled')).toBe(bg('Failed'));
    await expect(bg('Completed')).toBe(bg('Success'));
    await expect(bg('Canceled')).not.toBe(bg('Completed'));
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <div style={row}>
      {['Upcoming', 'Cancelled', 'Completed', 'Draft', 'Processing', 'Pending', 'Shipped', 'Registered'].map(
        (status) => (
          <StatusBadge key={status} status={status} />
        ),
      )}
    </div>
  ),
};
