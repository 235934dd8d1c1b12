import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { DateField } from './DateField';

// Fixed "today" so the stories and their screenshots never depend on the clock.
const today = '2021-04-15';

const meta = {
  title: 'Components/DateField',
  component: DateField,
  tags: ['autodocs'],
  args: { label: 'Session date', name: 'sessionDate', onChange: fn(), onBlur: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Session date');
    await expect(input).toHaveAttribute('type', 'date');
    await userEvent.type(input, '2021-04-20');
    await expect(input).toHaveValue('2021-04-20');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: { defaultValue: '2021-04-20', min: today, helperText: 'Pick a day from today on.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Session date');
    await expect(input).toHaveValue('2021-04-20');
    await expect(input).toHaveAttribute('min', today);
    await expect(input).toHaveAccessibleDescription('Pick a day from today on.');
  },
};

export const WithError: Story = {
  args: { defaultValue: '2021-04-01', required: true, errorText: 'Date cannot be in the past' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Session date', { selector: 'input' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Date cannot be in the past');
  },
};

/** How a form uses it: the app's rule produces the spec's message, the field shows it. */
export const ValidatedByTheForm: Story = {
  render: function ValidatedStory(args) {
    const [value, setValue] = useState('');
    const error = value && value < today ? 'Date cannot be in the past' : undefined;
    return (
      <DateField
        {...args}
        value={value}
        min={today}
        onChange={(e) => setValue(e.target.value)}
        errorText={error}
      />
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Session date', { selector: 'input' });
    await userEvent.type(input, '2021-04-10');
    await expect(input).toBeInvalid();
    await expect(canvas.getByText('Date cannot be in the past')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '2021-04-16');
    await expect(input).not.toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { defaultValue: '2021-04-20', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Session date')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { defaultValue: '2021-04-20', readOnly: true },
};

export const RightToLeft: Story = {
  args: { label: 'تاريخ الجلسة', defaultValue: '2021-04-20' },
  globals: { locale: 'ar' },
};

export const DarkScheme: Story = {
  args: { defaultValue: '2021-04-20' },
  globals: { theme: 'dark' },
};
