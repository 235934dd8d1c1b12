import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { firstEvent } from '../storyFixtures';
import { ReviewOrder } from './ReviewOrder';

const meta = {
  title: 'Events/ReviewOrder',
  component: ReviewOrder,
  tags: ['autodocs'],
  args: {
    event: firstEvent,
    quantity: 3,
    amounts: { subtotal: 75, discount: 0, total: 75 },
    onApplyCoupon: fn(),
    onProceed: fn(),
  },
} satisfies Meta<typeof ReviewOrder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value shown for a payment figure. */
function figure(canvasElement: HTMLElement, term: string) {
  const dt = within(canvasElement).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling;
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Event' });
    const cells = within(table).getAllByRole('cell');
    await expect(cells[0]).toHaveTextContent('Heart Health Talk');
    await expect(cells[1]).toHaveTextContent('Apr 03, 2026');
    await expect(cells[2]).toHaveTextContent('10:30 am - 12:00 pm');
    await expect(cells[3]).toHaveTextContent('3');
    await expect(cells[4]).toHaveTextContent('$25.00');
    await expect(cells[5]).toHaveTextContent('Online');
    await expect(figure(canvasElement, 'Subtotal')).toHaveTextContent('$75.00');
    await expect(figure(canvasElement, 'Discounted Amount')).toHaveTextContent('$0.00');
    await expect(figure(canvasElement, 'Total')).toHaveTextContent('$75.00');

    await userEvent.type(canvas.getByRole('textbox', { name: 'Coupon Code' }), 'WELL10');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onApplyCoupon).toHaveBeenCalledWith('WELL10');
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed to Pay' }));
    await expect(args.onProceed).toHaveBeenCalledOnce();
  },
};

export const FlatCoupon: Story = {
  // The server's answer for a Flat coupon (taken once, whatever the quantity): shown as it is.
  args: { amounts: { subtotal: 75, discount: 10, total: 65 }, couponStatus: 'applied' },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'Discounted Amount')).toHaveTextContent('- $10.00');
    await expect(figure(canvasElement, 'Total')).toHaveTextContent('$65.00');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Coupon code applied successfully',
    );
  },
};

export const PercentCoupon: Story = {
  // The server's answer for a Percent coupon ($5 a seat, §9): shown as it is.
  args: { amounts: { subtotal: 75, discount: 15, total: 60 }, couponStatus: 'applied' },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'Discounted Amount')).toHaveTextContent('- $15.00');
    await expect(figure(canvasElement, 'Total')).toHaveTextContent('$60.00');
  },
};

export const InvalidCoupon: Story = {
  args: { couponStatus: 'invalid' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Invalid Coupon Code')).toBeVisible();
  },
};

export const Busy: Story = {
  args: { proceeding: true, couponBusy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Processing/ })).toBeDisabled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};
