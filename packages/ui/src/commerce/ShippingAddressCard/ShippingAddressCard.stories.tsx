import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { shippingAddress } from '../storyFixtures';
import { ShippingAddressCard, isAddressEmpty } from './ShippingAddressCard';

const meta = {
  title: 'Commerce/ShippingAddressCard',
  component: ShippingAddressCard,
  tags: ['autodocs'],
  args: { address: shippingAddress },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShippingAddressCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Shipping Address' })).toBeVisible();
    await expect(canvas.getByText('12 Willow Lane')).toBeVisible();
    await expect(canvas.getByText('Austin, Texas, 73301')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit Address' })).toHaveAttribute(
      'href',
      '/changeaddress',
    );
  },
};

/** No address yet: the checkout gate's words, and Edit Address. */
export const Empty: Story = {
  args: { address: { name: 'Alex Morgan', mobile: '+1 5125550147' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please complete your shipping address before checkout')).toBeVisible();
    await expect(isAddressEmpty({ city: ' ' })).toBe(true);
    await expect(isAddressEmpty({ city: 'Austin' })).toBe(false);
  },
};
