import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChevronRight, Heart, ShoppingCart, Trash2, X } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton } from './IconButton';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { label: 'Add to wishlist', icon: <Heart />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'tertiary', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to wishlist' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <IconButton {...args} variant="primary" label="Add to cart" icon={<ShoppingCart />} />
      <IconButton {...args} variant="secondary" label="Close" icon={<X />} />
      <IconButton {...args} variant="tertiary" label="Add to wishlist" icon={<Heart />} />
      <IconButton {...args} variant="danger" label="Remove item" icon={<Trash2 />} />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Add to cart', 'Close', 'Add to wishlist', 'Remove item']) {
      await expect(canvas.getByRole('button', { name })).toBeEnabled();
    }
  },
};

export const Sizes: Story = {
  args: { variant: 'secondary' },
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <IconButton {...args} size="sm" label="Small" />
      <IconButton {...args} size="md" label="Medium" />
      <IconButton {...args} size="lg" label="Large" />
    </div>
  ),
  play: async ({ canvas }) => {
    const [small, medium, large] = ['Small', 'Medium', 'Large'].map((name) =>
      canvas.getByRole('button', { name }).getBoundingClientRect(),
    );
    await expect(small?.width).toBe(36);
    await expect(medium?.width).toBe(44);
    await expect(medium?.height).toBe(44);
    await expect(large?.width).toBe(52);
  },
};

/** The toolbar's cart and wishlist: the count is visible and part of the accessible name. */
export const WithBadge: Story = {
  args: { label: 'Cart', icon: <ShoppingCart />, badgeCount: 3, badgeLabel: (shown) => `${shown} items` },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Cart, 3 items' });
    await expect(button).toHaveTextContent('3');
  },
};

export const BadgeOverflow: Story = {
  args: { label: 'Wishlist', icon: <Heart />, badgeCount: 120 },
  play: async ({ canvas }) => {
    // The badge caps at 99+; the name says what is shown (WCAG 2.5.3, label in name).
    const button = canvas.getByRole('button', { name: 'Wishlist, 99+' });
    await expect(button).toHaveTextContent('99+');
  },
};

export const NoBadgeAtZero: Story = {
  args: { label: 'Cart', icon: <ShoppingCart />, badgeCount: 0 },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Cart' });
    await expect(button).toHaveTextContent('');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add to wishlist' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add to wishlist' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Arabic: the badge moves to the top-left corner and the pointing icon is mirrored. */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <IconButton {...args} label="السلة" icon={<ShoppingCart />} badgeCount={2} />
      <IconButton {...args} variant="secondary" label="التالي" icon={<ChevronRight />} mirrorInRtl />
    </div>
  ),
  play: async ({ canvas }) => {
    const cart = canvas.getByRole('button', { name: 'السلة, 2' });
    const badge = cart.querySelector('span');
    const cartBox = cart.getBoundingClientRect();
    // inset-inline-end is the left edge in right-to-left.
    await expect(badge && badge.getBoundingClientRect().left).toBeLessThan(cartBox.left);
    const next = canvas.getByRole('button', { name: 'التالي' }).querySelector('svg');
    await expect(next && getComputedStyle(next).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  },
};

export const DarkTheme: Story = {
  ...Variants,
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <IconButton {...args} variant="primary" label="Add to cart" icon={<ShoppingCart />} />
      <IconButton {...args} variant="secondary" label="Close" icon={<X />} />
      <IconButton {...args} label="Cart" icon={<ShoppingCart />} badgeCount={4} />
      <IconButton {...args} variant="danger" label="Remove item" icon={<Trash2 />} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cart, 4' })).toBeVisible();
  },
};

export const Phone: Story = {
  args: { size: 'sm' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    // On phones even the small size is a 44 px touch target.
    const box = canvas.getByRole('button', { name: 'Add to wishlist' }).getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
  },
};
