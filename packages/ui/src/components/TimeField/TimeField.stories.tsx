import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TimeField } from './TimeField';

const meta = {
  title: 'Components/TimeField',
  component: TimeField,
  tags: ['autodocs'],
  args: { label: 'Session time', name: 'sessionTime', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Session time');
    await expect(input).toHaveAttribute('type', 'time');
    await userEvent.type(input, '14:30');
    await expect(input).toHaveValue('14:30');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: { defaultValue: '09:15', min: '08:00', max: '18:00', helperText: 'Between 8 am and 6 pm.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Session time');
    await expect(input).toHaveValue('09:15');
    await expect(input).toHaveAttribute('max', '18:00');
    await expect(input).toHaveAccessibleDescription('Between 8 am and 6 pm.');
  },
};

export const WithError: Story = {
  args: { defaultValue: '07:00', required: true, errorText: 'Date cannot be in the past' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Session time', { selector: 'input' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Date cannot be in the past');
  },
};

export const Disabled: Story = {
  args: { defaultValue: '09:15', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Session time')).toBeDisabled();
  },
};

export const RightToLeft: Story = {
  args: { label: 'وقت الجلسة', defaultValue: '09:15' },
  globals: { locale: 'ar' },
};
