import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LoginForm } from '../LoginForm';
import { ResetPasswordForm, resetPasswordSideText } from '../ResetPasswordForm';
import { AuthLayout } from './AuthLayout';

const meta = {
  title: 'Account/AuthLayout',
  component: AuthLayout,
  tags: ['autodocs'],
  parameters: { frame: 'bleed' },
  args: {
    brand: 'Wellness Community',
    sideTitle: 'Welcome back',
    sideText: 'Log in to join events, support groups and health hero sessions.',
    children: <LoginForm onSubmit={fn()} onGoogleSignIn={fn()} />,
  },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Open routes: the page's own content only, no navigation, toolbar or footer.
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('heading', { name: 'Login' }));
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
  },
};

export const ResetPassword: Story = {
  args: {
    sideTitle: resetPasswordSideText.title,
    sideText: resetPasswordSideText.text,
    children: <ResetPasswordForm onSubmit={fn()} onLogin={fn()} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Just One Step Away')).toBeVisible();
    await expect(canvas.getByText('reset your password and restore your activities')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
};
