import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent } from 'storybook/test';
import { Slider, type SliderProps } from './Slider';

const percent = (value: number) => `${Math.round(value * 100)}%`;

function Stateful(args: SliderProps) {
  const [value, setValue] = useState(args.value);
  return (
    <Slider
      {...args}
      value={value}
      onChange={(next, event) => {
        setValue(next);
        args.onChange(next, event);
      }}
    />
  );
}

// The shell's font-size setting (members-area §9): 0.7 to 1.3 in steps of 0.1.
const meta = {
  title: 'Components/Slider',
  component: Slider,
  tags: ['autodocs'],
  args: { label: 'Font size', value: 1, min: 0.7, max: 1.3, step: 0.1, formatValue: percent, onChange: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

// The range input's arrow keys, Home and End are the browser's own; user-event cannot press them on a
// range, so the plays set the value as the browser does and check what the member sees and hears.
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'Font size' });
    await expect(slider).toHaveAttribute('aria-valuetext', '100%');
    await expect(canvas.getByText('100%')).toBeInTheDocument();
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    fireEvent.change(slider, { target: { value: '1.1' } });
    await expect(args.onChange).toHaveBeenLastCalledWith(1.1, expect.anything());
    await expect(slider).toHaveAttribute('aria-valuetext', '110%');
    await expect(canvas.getByText('110%')).toBeInTheDocument();
  },
};

export const Limits: Story = {
  args: { value: 0.8 },
  play: async ({ args, canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'Font size' });
    await expect(slider).toHaveAttribute('min', '0.7');
    await expect(slider).toHaveAttribute('max', '1.3');
    await expect(slider).toHaveAttribute('step', '0.1');
    // The browser clamps a value beyond the range to its end.
    fireEvent.change(slider, { target: { value: '2' } });
    await expect(args.onChange).toHaveBeenLastCalledWith(1.3, expect.anything());
    await expect(slider).toHaveAttribute('aria-valuetext', '130%');
  },
};

export const WithHelper: Story = {
  args: { value: 1.2, helperText: 'Changes the size of all text.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Font size' })).toHaveAccessibleDescription(
      'Changes the size of all text.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Font size' })).toBeDisabled();
  },
};

export const RightToLeft: Story = {
  args: { label: 'حجم الخط', value: 0.9 },
  globals: { locale: 'ar' },
};

export const DarkScheme: Story = {
  args: { value: 1.1 },
  globals: { theme: 'dark' },
};
