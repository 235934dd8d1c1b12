import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { shippingAddress } from '../storyFixtures';
import { ShippingAddressCard, isAddressIncomplete } from './ShippingAddressCard';

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

/** No address yet: the checkout gate's words, as a link to /changeaddress. */
export const Empty: Story = {
  args: { address: { name: 'Alex Morgan', mobile: '+1 5125550147' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: 'Please complete your shipping address before checkout' }),
    ).toHaveAttribute('href', '/changeaddress');
    await expect(isAddressIncomplete({ city: ' ' })).toBe(true);
  },
};

/** City, state, zip and country (what profile completion fills) but no street: still incomplete. */
export const NoStreet: Story = {
  args: { address: { ...shippingAddress, addressLine1: '', addressLine2: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: 'Please complete your shipping address before checkout' }),
    ).toHaveAttribute('href', '/changeaddress');
    await expect(canvas.getByText('Austin, Texas, 73301')).toBeVisible();
    await expect(isAddressIncomplete(shippingAddress)).toBe(false);
  },
};
export const NoStreetDark: Story = { ...NoStreet, globals: { theme: 'dark' } };
export const NoStreetRtl: Story = { ...NoStreet, globals: { direction: 'rtl' } };
export const NoStreetPhone: Story = {
  ...NoStreet,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
