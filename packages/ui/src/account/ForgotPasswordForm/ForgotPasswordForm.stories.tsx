import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { onCard } from '../shared/storyFrame';
import { ForgotPasswordForm } from './ForgotPasswordForm';

const meta = {
  title: 'Account/ForgotPasswordForm',
  component: ForgotPasswordForm,
  tags: ['autodocs'],
  decorators: [onCard],
  args: { onSubmit: fn(), onBackToLogin: fn() },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  },
};

export const Valid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email/), 'anna@example.org{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'anna@example.org' });
  },
};

export const WithErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText(/Email/);
    await userEvent.click(email);
    await userEvent.tab();
    await expect(email).toHaveAccessibleDescription('You must enter an email id');
    await userEvent.type(email, 'anna@example');
    await expect(email).toHaveAccessibleDescription('You must enter a valid email id');
  },
};

export const Busy: Story = {
  args: { busy: true, initialValues: { email: 'anna@example.org' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};

export const Sent: Story = {
  args: { sent: true, initialValues: { email: 'anna@example.org' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'A reset link has been sent to your registered email.',
    );
    await expect(canvas.getByLabelText(/Email/)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to Login' }));
    await expect(args.onBackToLogin).toHaveBeenCalledOnce();
  },
};

export const ServerError: Story = {
  args: { error: 'Account with this Email does not exist. Please create an account first' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Account with this Email does not exist.',
    );
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    labels: {
      title: 'إعادة تعيين كلمة المرور',
      text: 'أدخل البريد الإلكتروني لحسابك وسنرسل لك رابطًا لإعادة تعيين كلمة المرور.',
      email: 'البريد الإلكتروني',
      submit: 'إعادة تعيين كلمة المرور',
      backToLogin: 'العودة إلى تسجيل الدخول',
    },
  },
};
