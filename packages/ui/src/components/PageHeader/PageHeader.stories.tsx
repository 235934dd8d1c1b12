import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { placeholderImages } from '../../assets';
import { Button } from '../Button';
import { PageHeader } from './PageHeader';

const onViewCart = fn();

const meta = {
  title: 'Components/PageHeader',
  component: PageHeader,
  tags: ['autodocs'],
  args: { title: 'List of Registered Events' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'List of Registered Events' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithSubtitle: Story = {
  args: { title: 'Vouchers', subtitle: 'Redeem Your Voucher before they get expired' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Vouchers' })).toBeVisible();
    await expect(canvas.getByText('Redeem Your Voucher before they get expired')).toBeVisible();
  },
};

export const WithAction: Story = {
  args: { title: 'My Wishlist', action: <Button onClick={onViewCart}>View Cart</Button> },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'View Cart' }));
    await expect(onViewCart).toHaveBeenCalledOnce();
  },
};

export const Banner: Story = {
  args: {
    title: 'Upcoming Events',
    subtitle: 'Be the part of our Wellness Sessions, Register Now!',
    bannerSrc: placeholderImages.wellnessBanner.src,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeVisible();
    // The picture is decorative: no image in the accessibility tree.
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('img')).toBeVisible();
  },
};

export const BannerOnPhone: Story = {
  ...Banner,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvasElement.querySelector('img')).not.toBeVisible();
  },
};

export const RightToLeft: Story = {
  args: { ...WithAction.args, subtitle: 'Save items that you like in your wishlist.' },
  globals: { direction: 'rtl' },
};

export const DarkScheme: Story = {
  args: { ...Banner.args, action: <Button>Register Now</Button> },
  globals: { theme: 'dark' },
};
