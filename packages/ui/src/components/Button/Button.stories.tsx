import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, CalendarPlus, Trash2 } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Book a session', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'tertiary', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    leadingIcon: { control: false },
    trailingIcon: { control: false },
    as: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Book a session' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'View details' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View details' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Tertiary: Story = {
  args: { variant: 'tertiary', children: 'Cancel' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Danger: Story = {
  args: { variant: 'danger', children: 'Delete address', leadingIcon: <Trash2 /> },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete address' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** All variants side by side, for comparing weights. Only one primary belongs in a real view. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="tertiary">
        Tertiary
      </Button>
      <Button {...args} variant="danger">
        Danger
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = ['Small', 'Medium', 'Large'].map(
      (name) => canvas.getByRole('button', { name }).getBoundingClientRect().height,
    );
    const [small = 0, medium = 0, large = 0] = heights;
    await expect(small).toBeLessThan(medium);
    await expect(medium).toBeLessThan(large);
    // The default size is a 44 px touch target.
    await expect(medium).toBeGreaterThanOrEqual(44);
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Continue to payment' },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Button {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Continue to payment' });
    await expect(button.getBoundingClientRect().width).toBe(360);
  },
};

export const WithIcons: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <Button {...args} leadingIcon={<CalendarPlus />}>
        Add to calendar
      </Button>
      <Button {...args} variant="secondary" trailingIcon={<ArrowRight />} mirrorIconsInRtl>
        Next step
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    // Icons are decorative: the accessible name is the label alone.
    await expect(canvas.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next step' })).toBeVisible();
  },
};

/** Arabic: the layout mirrors, the arrow points the reading way, the Arabic font is used. */
export const RightToLeft: Story = {
  ...WithIcons,
  globals: { locale: 'ar' },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <Button {...args} leadingIcon={<CalendarPlus />}>
        أضف إلى التقويم
      </Button>
      <Button {...args} variant="secondary" trailingIcon={<ArrowRight />} mirrorIconsInRtl>
        الخطوة التالية
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'الخطوة التالية' });
    await expect(getComputedStyle(button).direction).toBe('rtl');
    const icon = button.querySelector('[data-mirror="true"]');
    await expect(icon && getComputedStyle(icon).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Book a session' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Book a session' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true, children: 'Pay now' },
  play: async ({ args, canvas }) => {
    // While busy the button is named by the busy label only.
    const button = canvas.getByRole('button', { name: 'Processing...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** The usual flow: pressing the button starts work; the label changes, the width does not. */
export const BusyAfterClick: Story = {
  args: { children: 'Pay' },
  render: function PayButton(args) {
    const [busy, setBusy] = useState(false);
    return (
      <Button
        {...args}
        busy={busy}
        onClick={(event: MouseEvent<HTMLButtonElement>) => {
          args.onClick?.(event);
          setBusy(true);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Pay' });
    const widthBefore = button.getBoundingClientRect().width;
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Processing...' })).toBe(button);
    await expect(button.getBoundingClientRect().width).toBe(widthBefore);
  },
};

export const AsLink: Story = {
  args: { as: 'a', href: '#membership', children: 'See memberships', trailingIcon: <ArrowRight /> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'See memberships' });
    await expect(link).toHaveAttribute('href', '#membership');
    await expect(link).not.toHaveAttribute('type');
  },
};

export const DisabledLink: Story = {
  args: { as: 'a', href: '#membership', children: 'See memberships', disabled: true },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'See memberships' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(window.location.hash).not.toBe('#membership');
  },
};

export const DarkTheme: Story = {
  ...Variants,
  globals: { theme: 'dark' },
};

export const Phone: Story = {
  args: { size: 'sm', children: 'Register' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    // On phones even the small size is a 44 px touch target.
    const button = canvas.getByRole('button', { name: 'Register' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
