import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CouponBox } from './CouponBox';

const meta = {
  title: 'Events/CouponBox',
  component: CouponBox,
  tags: ['autodocs'],
  args: { onApply: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof CouponBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const apply = canvas.getByRole('button', { name: 'Apply' });
    await expect(apply).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Coupon Code' }), '  WELL10 ');
    await userEvent.click(apply);
    await expect(args.onApply).toHaveBeenCalledWith('WELL10');
    // Enter applies too.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Coupon Code' }), '{Enter}');
    await expect(args.onApply).toHaveBeenCalledTimes(2);
  },
};

export const Busy: Story = {
  args: { busy: true, defaultCode: 'WELL10' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Applying/ })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Coupon Code' }), '{Enter}');
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

export const Applied: Story = {
  args: { status: 'applied', defaultCode: 'WELL10' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Coupon code applied successfully',
    );
  },
};

export const Invalid: Story = {
  args: { status: 'invalid', defaultCode: 'NOPE' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Coupon Code' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Invalid Coupon Code');
  },
};

export const Expired: Story = {
  args: { status: 'expired', defaultCode: 'SPRING24' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Coupon Code' }),
    ).toHaveAccessibleDescription('Coupon code is expired');
  },
};
