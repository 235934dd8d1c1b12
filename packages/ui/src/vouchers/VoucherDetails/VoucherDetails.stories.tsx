import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { firstVoucher } from '../storyFixtures';
import { VoucherDetails } from './VoucherDetails';

const meta = {
  title: 'Vouchers/VoucherDetails',
  component: VoucherDetails,
  tags: ['autodocs'],
  args: { voucher: firstVoucher, onBack: fn(), onRedeem: fn() },
} satisfies Meta<typeof VoucherDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '20% off herbal teas' })).toBeVisible();
    await expect(canvas.getByText('Expiry Date : Dec 31, 2026')).toBeVisible();
    await expect(canvas.getByText('LEAF20')).toBeVisible();
    await expect(canvas.getByText('Explorer')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Redeem Voucher' }));
    await expect(args.onRedeem).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Vouchers' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const Busy: Story = {
  args: { redeeming: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Processing/ })).toBeDisabled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
};

/** Redeemed by the member: the date instead of the Redeem button. */
export const Redeemed: Story = {
  args: { voucher: { ...firstVoucher, redeemedAt: '2026-05-02T17:15:00Z' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Redeemed on May 02, 2026');
    await expect(canvas.queryByRole('button', { name: 'Redeem Voucher' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Back to Vouchers' })).toBeEnabled();
  },
};
