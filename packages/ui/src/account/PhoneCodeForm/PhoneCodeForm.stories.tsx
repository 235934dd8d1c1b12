import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { onCard } from '../shared/storyFrame';
import { PhoneCodeForm } from './PhoneCodeForm';

const meta = {
  title: 'Account/PhoneCodeForm',
  component: PhoneCodeForm,
  tags: ['autodocs'],
  decorators: [onCard],
  args: { onSubmit: fn() },
} satisfies Meta<typeof PhoneCodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Code/)).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(canvas.getByRole('button', { name: 'Verify' })).toBeDisabled();
  },
};

export const Valid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Code/), '4821{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ code: '4821' });
  },
};

export const WithErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByLabelText(/Code/);
    await userEvent.type(code, '48');
    await userEvent.tab();
    await expect(code).toHaveAccessibleDescription('Enter the 4-digit code');
    await expect(canvas.getByRole('button', { name: 'Verify' })).toBeDisabled();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Verifying...' })).toBeDisabled();
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    labels: { title: 'تحقق من هاتفك', text: 'أدخل الرمز المكون من 4 أرقام.', code: 'الرمز', submit: 'تحقق' },
  },
};
