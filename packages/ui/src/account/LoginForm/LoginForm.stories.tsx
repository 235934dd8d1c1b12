import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { onCard } from '../shared/storyFrame';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Account/LoginForm',
  component: LoginForm,
  tags: ['autodocs'],
  decorators: [onCard],
  args: { onSubmit: fn(), onForgotPassword: fn(), onCreateAccount: fn(), onGoogleSignIn: fn() },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Login' })).toBeVisible();
    // Not changed yet: Login stays disabled.
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeDisabled();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const login = canvas.getByRole('button', { name: 'Login' });
    await userEvent.type(canvas.getByLabelText(/Email/), 'anna@example.org');
    await expect(login).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Calm#Sea9');
    await expect(login).toBeEnabled();
    // Enter in a field submits, like a click.
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'anna@example.org', password: 'Calm#Sea9' });
  },
};

/** The app's callback dispatches and returns an action; a wrong password must leave Login usable for a retry. */
export const SubmitAgain: Story = {
  args: { onSubmit: fn(() => ({ type: 'login/loginRequested' }) as unknown as void) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const login = canvas.getByRole('button', { name: 'Login' });
    await userEvent.type(canvas.getByLabelText(/Email/), 'anna@example.org');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Wrong#Pass1');
    await userEvent.click(login);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(login).toBeEnabled();
    await userEvent.clear(canvas.getByLabelText(/^Password/));
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Calm#Sea9');
    await userEvent.click(login);
    await expect(args.onSubmit).toHaveBeenLastCalledWith({
      email: 'anna@example.org',
      password: 'Calm#Sea9',
    });
  },
};

export const WithErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText(/Email/);
    await userEvent.type(email, 'anna@');
    await expect(canvas.queryByText('You must enter a valid email')).toBeNull();
    await userEvent.tab();
    await expect(email).toHaveAccessibleDescription('You must enter a valid email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    const password = canvas.getByLabelText(/^Password/);
    await userEvent.click(password);
    await userEvent.tab();
    await expect(password).toHaveAccessibleDescription('Please enter your password');
    await userEvent.type(password, 'calm');
    await expect(password).toHaveAccessibleDescription('Password must be at least 8 characters long');
    await userEvent.type(password, 'sea#99');
    await expect(password).toHaveAccessibleDescription('Password must contain at least one uppercase letter');
    await userEvent.clear(email);
    await expect(email).toHaveAccessibleDescription('You must enter an email');
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeDisabled();
  },
};

export const PasswordShowHide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText(/^Password/);
    await userEvent.type(password, 'Calm#Sea9');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(password).toHaveAttribute('type', 'password');
  },
};

export const Links: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Forgot Password' }));
    await expect(args.onForgotPassword).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('link', { name: 'Create an account' }));
    await expect(args.onCreateAccount).toHaveBeenCalledOnce();
    const google = canvas.getByRole('button', { name: 'Sign in with Google' });
    google.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onGoogleSignIn).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute(
      'href',
      '/forgetPassword',
    );
  },
};

/**
 * Phones and tablets of a deployment with a companion app: 'Login with App' opens the app, where the member signs
 * in, so there is nothing to type here and the button is ready at once; 'Continue in the browser' beside it asks
 * the page for the web form.
 */
export const PhoneOpensApp: Story = {
  args: { onOpenApp: fn(), onContinueInBrowser: fn() },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const openApp = canvas.getByRole('button', { name: 'Login with App' });
    await expect(canvas.queryByRole('button', { name: 'Login' })).toBeNull();
    await expect(canvas.queryByLabelText(/Email/)).toBeNull();
    await expect(openApp).toBeEnabled();
    await userEvent.click(openApp);
    await expect(args.onOpenApp).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Continue in the browser' }));
    await expect(args.onContinueInBrowser).toHaveBeenCalledOnce();
    await expect(args.onOpenApp).toHaveBeenCalledOnce();
  },
};

/** The same on a phone in Arabic: both buttons, right to left. */
export const PhoneOpensAppArabic: Story = {
  args: {
    onOpenApp: fn(),
    onContinueInBrowser: fn(),
    labels: {
      title: 'تسجيل الدخول',
      openApp: 'تسجيل الدخول عبر التطبيق',
      continueInBrowser: 'المتابعة في المتصفح',
      forgotPassword: 'نسيت كلمة المرور',
      or: 'أو',
      google: 'تسجيل الدخول باستخدام Google',
      noAccount: 'ليس لديك حساب؟',
      createAccount: 'إنشاء حساب',
    },
  },
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'تسجيل الدخول عبر التطبيق' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'المتابعة في المتصفح' })).toBeEnabled();
  },
};

/**
 * A phone without a companion app (or after 'Continue in the browser'): the web form, exactly as on a computer.
 */
export const PhoneSignsInOnTheWeb: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Login with App' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Continue in the browser' })).toBeNull();
    await userEvent.type(canvas.getByLabelText(/Email/), 'anna@example.org');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Calm#Sea9');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'anna@example.org', password: 'Calm#Sea9' });
  },
};

export const Busy: Story = {
  args: { busy: true, initialValues: { email: 'anna@example.org', password: 'Calm#Sea9' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Logging in...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerError: Story = {
  args: { error: 'Invalid Email ID or Password' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Invalid Email ID or Password');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    labels: {
      title: 'تسجيل الدخول',
      email: 'البريد الإلكتروني',
      password: 'كلمة المرور',
      showPassword: 'إظهار كلمة المرور',
      hidePassword: 'إخفاء كلمة المرور',
      forgotPassword: 'نسيت كلمة المرور',
      submit: 'تسجيل الدخول',
      openApp: 'تسجيل الدخول عبر التطبيق',
      or: 'أو',
      google: 'تسجيل الدخول عبر Google',
      noAccount: 'ليس لديك حساب؟',
      createAccount: 'إنشاء حساب',
    },
  },
};
