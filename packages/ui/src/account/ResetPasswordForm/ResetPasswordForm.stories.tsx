import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { onCard } from '../shared/storyFrame';
import { ResetPasswordForm } from './ResetPasswordForm';

const meta = {
  title: 'Account/ResetPasswordForm',
  component: ResetPasswordForm,
  tags: ['autodocs'],
  decorators: [onCard],
  args: { onSubmit: fn(), onLogin: fn() },
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/New Password/)).toBeVisible();
    await expect(canvas.getByLabelText(/Confirm Password/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  },
};

export const Valid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/New Password/), 'Calm#Sea9');
    await userEvent.type(canvas.getByLabelText(/Confirm Password/), 'Calm#Sea9');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      newPassword: 'Calm#Sea9',
      confirmPassword: 'Calm#Sea9',
    });
  },
};

export const WithErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const newPassword = canvas.getByLabelText(/New Password/);
    await userEvent.type(newPassword, 'calmsea99');
    await userEvent.tab();
    await expect(newPassword).toHaveAccessibleDescription(
      'Password must contain at least one uppercase letter',
    );
    // Tab past the show/hide toggle to the confirmation field.
    const confirm = canvas.getByLabelText(/Confirm Password/);
    await userEvent.type(confirm, 'other');
    await userEvent.tab();
    await expect(confirm).toHaveAccessibleDescription('Passwords must match');
  },
};

export const ShowHide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [showNew] = canvas.getAllByRole('button', { name: 'Show password' });
    await userEvent.click(showNew!);
    await expect(canvas.getByLabelText(/New Password/)).toHaveAttribute('type', 'text');
    await expect(canvas.getByLabelText(/Confirm Password/)).toHaveAttribute('type', 'password');
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Resetting...' })).toBeDisabled();
  },
};

export const Success: Story = {
  args: { success: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};

export const ServerError: Story = {
  args: { error: 'Session Expired! Please Retry Again' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Session Expired! Please Retry Again',
    );
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    labels: {
      title: 'إعادة تعيين كلمة المرور',
      newPassword: 'كلمة المرور الجديدة',
      confirmPassword: 'تأكيد كلمة المرور',
      showPassword: 'إظهار كلمة المرور',
      hidePassword: 'إخفاء كلمة المرور',
      submit: 'إعادة تعيين كلمة المرور',
    },
  },
};
