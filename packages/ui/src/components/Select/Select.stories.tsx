import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Select } from './Select';

// The spec's address country options (members-area §9).
const countries = ['Afghanistan', 'Brazil', 'Canada', 'China', 'Congo', 'India'].map((name) => ({
  value: name,
  label: name,
}));

const meta = {
  title: 'Components/Select',
  component: Select,
  tags: ['autodocs'],
  args: {
    label: 'Country',
    name: 'country',
    options: countries,
    placeholder: 'Select a country',
    defaultValue: '',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Country' });
    await expect(select).toHaveDisplayValue('Select a country');
    await userEvent.selectOptions(select, 'Canada');
    await expect(select).toHaveValue('Canada');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Filled: Story = {
  args: { defaultValue: 'India', helperText: 'Where we send your orders.' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Country' });
    await expect(select).toHaveDisplayValue('India');
    await expect(select).toHaveAccessibleDescription('Where we send your orders.');
  },
};

export const WithError: Story = {
  args: { required: true, errorText: 'This field is required' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Country' });
    await expect(select).toBeInvalid();
    await expect(select).toBeRequired();
    await expect(select).toHaveAccessibleDescription('This field is required');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'Brazil', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toBeDisabled();
  },
};

export const WithDisabledOption: Story = {
  args: {
    label: 'Business type',
    name: 'type',
    placeholder: undefined,
    defaultValue: '0',
    options: [
      { value: '0', label: 'Product' },
      { value: '1', label: 'Service' },
      { value: '2', label: 'Both', disabled: true },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('option', { name: 'Both' })).toBeDisabled();
    await expect(canvas.queryByRole('option', { name: 'Select a country' })).not.toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  args: { label: 'البلد', defaultValue: 'Congo' },
  globals: { locale: 'ar' },
};

export const DarkScheme: Story = {
  args: { errorText: 'This field is required' },
  globals: { theme: 'dark' },
};
