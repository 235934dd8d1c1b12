import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { completedOrder } from '../storyFixtures';
import { OrderDetails } from './OrderDetails';

const meta = {
  title: 'Commerce/OrderDetails',
  component: OrderDetails,
  tags: ['autodocs'],
  args: {
    order: completedOrder,
    onReview: fn(),
    formatDate: (iso) =>
      new Date(iso).toLocaleDateString('en-US', {
        month: 'short',
        day: '2-digit',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  },
} satisfies Meta<typeof OrderDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A completed order: Review per item; tracking, delivery and payment panels. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Tracking Details' })).toBeVisible();
    await expect(canvas.getByText('Nov 20, 2026')).toBeVisible();
    await expect(canvas.getByText('Completed')).toHaveAttribute('data-tone', 'info');
    await expect(canvas.getByText('Alex Morgan')).toBeVisible();
    await expect(canvas.getByText('Free')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Review: Organic chamomile tea' }));
    await expect(args.onReview).toHaveBeenCalledWith(completedOrder.line_items[1]);
  },
};

/** Not completed: a dash instead of Review (§2); an unpaid order's actions beside its tracking. */
export const Pending: Story = {
  args: {
    order: { ...completedOrder, status: 'pending' },
    actions: (
      <>
        <Button size="sm">Pay now</Button>
        <Button size="sm" variant="secondary">
          Cancel Order
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Review/ })).toBeNull();
    await expect(canvas.getByText('Pending')).toHaveAttribute('data-tone', 'warning');
  },
};

/** One item reviewed in this visit. */
export const Reviewed: Story = {
  args: { reviewedProductIds: [101] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Reviewed')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /Review:/ })).toHaveLength(1);
  },
};

export const Empty: Story = {
  args: { order: { ...completedOrder, line_items: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('There are no Ordered Item!')).toBeVisible();
  },
};

/** Still reading (a failed read stays here: §8). */
export const Loading: Story = {
  args: { order: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};
