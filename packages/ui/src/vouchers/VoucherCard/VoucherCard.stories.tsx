import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { firstVoucher, vouchers } from '../storyFixtures';
import { VoucherCard } from './VoucherCard';

const meta = {
  title: 'Vouchers/VoucherCard',
  component: VoucherCard,
  tags: ['autodocs'],
  args: { voucher: firstVoucher, onOpen: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: 340 }}>{Story()}</div>],
} satisfies Meta<typeof VoucherCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Green Leaf Tea Co.')).toBeVisible();
    await expect(canvas.getByText('Expiry Date : Dec 31, 2026')).toBeVisible();
    await expect(canvas.getByText('LEAF20')).toBeVisible();
    // The card opens the details, by pointer or keyboard.
    await userEvent.click(canvas.getByRole('button', { name: '20% off herbal teas' }));
    await expect(args.onOpen).toHaveBeenCalledWith(firstVoucher);
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
  },
};

/** No cover image: the bundled illustration stands in. */
export const WithoutCover: Story = {
  args: { voucher: vouchers[2]! },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
};

export const Redeemed: Story = {
  args: { voucher: { ...firstVoucher, redeemedAt: '2026-05-02T17:15:00Z' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Redeemed')).toBeVisible();
  },
};
