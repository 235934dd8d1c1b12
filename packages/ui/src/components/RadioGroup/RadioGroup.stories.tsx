import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

// Mentoring channel options of the "Become a health hero" form (members-area §5).
const channels = [
  { value: 'on-site', label: 'On-site' },
  { value: 'online', label: 'Online' },
  { value: 'both', label: 'Both' },
];

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: { legend: 'Mentoring channel', name: 'mentoringChannel', options: channels, onChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Mentoring channel' });
    await expect(group).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Online' }));
    await expect(canvas.getByRole('radio', { name: 'Online' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('online', expect.anything());
  },
};

/** Controlled, as an account form drives it; arrow keys move the choice (one tab stop). */
export const Keyboard: Story = {
  render: function KeyboardStory(args) {
    const [value, setValue] = useState('on-site');
    return (
      <RadioGroup
        {...args}
        value={value}
        onChange={(next, event) => {
          setValue(next);
          args.onChange?.(next, event);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'On-site' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Online' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Online' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Both' })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Online' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('online', expect.anything());
  },
};

export const Filled: Story = {
  args: { defaultValue: 'both', helperText: 'How you would like to meet members.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Both' })).toBeChecked();
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription(
      'How you would like to meet members.',
    );
  },
};

export const WithError: Story = {
  args: { required: true, errorText: 'This field is required' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Mentoring channel' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAccessibleDescription('This field is required');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'online' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const Horizontal: Story = {
  args: {
    legend: 'Consultation',
    name: 'consultation',
    orientation: 'horizontal',
    defaultValue: 'yes',
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
  },
};

export const WithDisabledOption: Story = {
  args: {
    legend: 'Gender',
    name: 'gender',
    options: [
      { value: 'Male', label: 'Male' },
      { value: 'Female', label: 'Female' },
      { value: 'Other', label: 'Rather Not Say', disabled: true },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Rather Not Say' })).toBeDisabled();
  },
};

export const RightToLeft: Story = {
  args: {
    legend: 'قناة الإرشاد',
    orientation: 'horizontal',
    defaultValue: 'online',
    options: [
      { value: 'on-site', label: 'في الموقع' },
      { value: 'online', label: 'عبر الإنترنت' },
      { value: 'both', label: 'كلاهما' },
    ],
  },
  globals: { locale: 'ar' },
};

export const DarkScheme: Story = {
  args: { defaultValue: 'online', errorText: 'This field is required' },
  globals: { theme: 'dark' },
};
