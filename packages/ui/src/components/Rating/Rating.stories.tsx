import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Rating, type RatingProps } from './Rating';

function Stateful(args: RatingProps) {
  const [value, setValue] = useState(args.value);
  return (
    <Rating
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Rating',
  component: Rating,
  tags: ['autodocs'],
  args: { label: 'Your rating', value: 0, name: 'rating', onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Your rating' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
  },
};

export const Keyboard: Story = {
  args: { value: 3 },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

export const Filled: Story = {
  args: { value: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toBeChecked();
  },
};

export const WithError: Story = {
  args: { required: true, errorText: 'Please choose a rating' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Your rating' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Please choose a rating');
  },
};

export const Disabled: Story = {
  args: { value: 2, disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, value: 4, label: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    await expect(canvas.queryByRole('radio')).not.toBeInTheDocument();
  },
};

/** An average shown on a product card: half a star filled. */
export const ReadOnlyAverage: Story = {
  args: { readOnly: true, value: 3.5, size: 'sm', label: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '3.5 out of 5 stars' })).toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  args: {
    label: 'تقييمك',
    value: 3,
    starLabel: (stars) => `${stars} نجوم`,
  },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '3 نجوم' })).toBeChecked();
  },
};

export const ReadOnlyRightToLeft: Story = {
  args: {
    readOnly: true,
    value: 2.5,
    label: undefined,
    valueText: (value, max) => `${value} من ${max} نجوم`,
  },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '2.5 من 5 نجوم' })).toBeInTheDocument();
  },
};

export const DarkScheme: Story = {
  args: { value: 4 },
  globals: { theme: 'dark' },
};
