import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { QuantityStepper, type QuantityStepperProps } from './QuantityStepper';

/** Holds the quantity as a cart row would, and reports every change to the `onChange` spy. */
function Stateful(args: QuantityStepperProps) {
  const [value, setValue] = useState(args.value);
  return (
    <QuantityStepper
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/QuantityStepper',
  component: QuantityStepper,
  tags: ['autodocs'],
  args: { value: 1, onChange: fn(), onMinReached: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Quantity' });
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(group).toHaveTextContent('3');
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity' }));
    await expect(group).toHaveTextContent('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

/** Minus at 1 changes nothing and tells the caller, who alerts 'min limit reached'. */
export const AtMinimum: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity' }));
    await expect(canvas.getByRole('group', { name: 'Quantity' })).toHaveTextContent('1');
    await expect(args.onMinReached).toHaveBeenCalledTimes(1);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  args: { value: 2 },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('group', { name: 'Quantity' })).toHaveTextContent('2');
  },
};

export const AtMaximum: Story = {
  args: { value: 5, max: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toBeEnabled();
  },
};

export const Busy: Story = {
  args: { value: 3, busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Quantity' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { value: 3, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  },
};

export const RightToLeft: Story = {
  args: { value: 12, label: 'الكمية', decreaseLabel: 'تقليل الكمية', increaseLabel: 'زيادة الكمية' },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'الكمية' })).toHaveTextContent('12');
  },
};

export const DarkScheme: Story = {
  args: { value: 2 },
  globals: { theme: 'dark' },
};
