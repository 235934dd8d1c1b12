import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { onCard } from '../shared/storyFrame';
import { SignupForm } from './SignupForm';

const meta = {
  title: 'Account/SignupForm',
  component: SignupForm,
  tags: ['autodocs'],
  decorators: [onCard],
  args: { onSubmit: fn(), onGoogleSignIn: fn(), onLogin: fn() },
} satisfies Meta<typeof SignupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'We are keen to know about you.' })).toBeVisible();
    await expect(canvas.getByLabelText(/Enter your password again/)).toBeVisible();
    await expect(canvas.getByRole('separator', { name: 'OR' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create Account' })).toBeDisabled();
  },
};

export const Valid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Email/), 'anna@example.org');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Calm#Sea9');
    await userEvent.type(canvas.getByLabelText(/Enter your password again/), 'Calm#Sea9');
    const submit = canvas.getByRole('button', { name: 'Create Account' });
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'anna@example.org',
      password: 'Calm#Sea9',
      confirmPassword: 'Calm#Sea9',
    });
  },
};

export const WithErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText(/^Email/);
    await userEvent.type(email, 'anna');
    await userEvent.tab();
    await expect(email).toHaveAccessibleDescription('You must enter a valid email Id');

    await userEvent.type(canvas.getByLabelText(/^Password/), 'Calm#Sea9');
    const confirm = canvas.getByLabelText(/Enter your password again/);
    await userEvent.click(confirm);
    await userEvent.tab();
    await expect(confirm).toHaveAccessibleDescription('Please enter your password.');
    await userEvent.type(confirm, 'Calm#Sea8');
    await expect(confirm).toHaveAccessibleDescription('Password and Confirm Password do not match');
    await expect(canvas.getByRole('button', { name: 'Create Account' })).toBeDisabled();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Creating account...' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { error: 'An account with this email already exist!' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'An account with this email already exist!',
    );
  },
};

export const GoogleAndLogin: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up with Google' }));
    await expect(args.onGoogleSignIn).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('link', { name: 'Login' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    labels: {
      title: 'نحن حريصون على معرفتك.',
      email: 'البريد الإلكتروني',
      password: 'كلمة المرور',
      confirmPassword: 'أدخل كلمة المرور مرة أخرى',
      showPassword: 'إظهار كلمة المرور',
      hidePassword: 'إخفاء كلمة المرور',
      submit: 'إنشاء حساب',
      or: 'أو',
      google: 'التسجيل عبر Google',
      haveAccount: 'لديك حساب بالفعل؟',
      login: 'تسجيل الدخول',
    },
  },
};
