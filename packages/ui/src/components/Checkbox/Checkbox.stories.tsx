import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';

const termsLabel = (
  <>
    I accept the <a href="#pricing-policy">pricing policy</a> terms and conditions
  </>
);

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: 'Keep me signed in', name: 'remember', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Keep me signed in' });
    await expect(box).not.toBeChecked();
    // Clicking the label text toggles the box too.
    await userEvent.click(canvas.getByText('Keep me signed in'));
    await expect(box).toBeChecked();
    // Keyboard: Space toggles back.
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Filled: Story = {
  args: { defaultChecked: true, helperText: 'On this device only.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Keep me signed in' });
    await expect(box).toBeChecked();
    await expect(box).toHaveAccessibleDescription('On this device only.');
  },
};

export const WithError: Story = {
  args: {
    name: 'terms',
    label: termsLabel,
    required: true,
    errorText: 'You must accept the pricing policy terms and conditions',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'I accept the pricing policy terms and conditions' });
    await expect(box).toBeInvalid();
    await expect(box).toBeRequired();
    await expect(box).toHaveAccessibleDescription('You must accept the pricing policy terms and conditions');
    await expect(canvas.getByRole('link', { name: 'pricing policy' })).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Keep me signed in' });
    await expect(box).toBeDisabled();
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

export const LongLabelRightToLeft: Story = {
  args: {
    label: 'أوافق على شروط وأحكام سياسة التسعير، وأفهم أن الاشتراك يتجدد سنويًا ما لم ألغه قبل تاريخ التجديد',
    errorText: 'يجب قبول الشروط والأحكام',
  },
  globals: { locale: 'ar' },
};

export const DarkScheme: Story = {
  args: { name: 'terms', label: termsLabel, defaultChecked: true },
  globals: { theme: 'dark' },
};
