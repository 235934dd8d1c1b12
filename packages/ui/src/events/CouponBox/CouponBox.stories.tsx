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

/** The input's box (the bordered control around the textbox) and the Apply button, as laid out. */
function boxes(canvasElement: HTMLElement, field: string, button: RegExp) {
  const canvas = within(canvasElement);
  const input = canvas.getByRole('textbox', { name: field }).parentElement!.getBoundingClientRect();
  const apply = canvas.getByRole('button', { name: button }).getBoundingClientRect();
  return { input, apply };
}

/** In Arabic, Apply sits beside the field exactly as tall as it, its busy words never wrapping. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    status: 'invalid',
    defaultCode: 'NOPE',
    label: 'رمز القسيمة',
    placeholder: 'أدخل رمز القسيمة',
    applyLabel: 'تطبيق',
    busyLabel: 'جارٍ التطبيق...',
    messages: { invalid: 'رمز القسيمة غير صالح' },
  },
  decorators: [(Story) => <div style={{ inlineSize: 320 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const { input, apply } = boxes(canvasElement, 'رمز القسيمة', /تطبيق/);
    await expect(Math.abs(apply.top - input.top)).toBeLessThan(1);
    await expect(Math.abs(apply.height - input.height)).toBeLessThan(1);
    // Right to left: the field comes first, on the right.
    await expect(input.left).toBeGreaterThan(apply.right);
  },
};

/** As narrow as the payment details on a phone: the field takes the whole width and Apply goes under it. */
export const Narrow: Story = {
  args: { defaultCode: 'WELL10' },
  decorators: [(Story) => <div style={{ inlineSize: 300 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const { input, apply } = boxes(canvasElement, 'Coupon Code', /Apply/);
    await expect(Math.round(input.width)).toBe(300);
    await expect(Math.round(apply.width)).toBe(300);
    await expect(apply.top).toBeGreaterThanOrEqual(input.bottom);
    await expect(Math.abs(apply.height - input.height)).toBeLessThan(1);
  },
};
