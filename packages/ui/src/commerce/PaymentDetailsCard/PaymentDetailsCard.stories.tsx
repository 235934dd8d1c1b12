import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaymentDetailsCard } from './PaymentDetailsCard';

const meta = {
  title: 'Commerce/PaymentDetailsCard',
  component: PaymentDetailsCard,
  tags: ['autodocs'],
  args: { subtotal: 91, total: 91 },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentDetailsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shipping is always Free and no fees are shown (§1). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Shipping Charges')).toBeVisible();
    await expect(canvas.getByText('Free')).toBeVisible();
    await expect(canvas.getByText('TOTAL AMOUNT')).toBeVisible();
    await expect(canvas.getAllByText('$91.00')).toHaveLength(2);
    await expect(canvas.queryByText('Coupon Offer')).toBeNull();
  },
};

export const WithCoupon: Story = {
  args: { couponDiscount: 9.1, total: 81.9 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Coupon Offer')).toBeVisible();
    await expect(canvas.getByText('$81.90')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Payment Details' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
