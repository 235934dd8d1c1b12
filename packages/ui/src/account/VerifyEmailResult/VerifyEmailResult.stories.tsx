import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { onCard } from '../shared/storyFrame';
import { VerifyEmailResult } from './VerifyEmailResult';

const meta = {
  title: 'Account/VerifyEmailResult',
  component: VerifyEmailResult,
  tags: ['autodocs'],
  decorators: [onCard],
  args: { outcome: 'completed', onLogin: fn(), onRegister: fn() },
} satisfies Meta<typeof VerifyEmailResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Completed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Email Verification completed' })).toBeVisible();
    await expect(canvas.getByText('Your account is verified. Kindly login.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};

export const AlreadyVerified: Story = {
  args: { outcome: 'alreadyVerified' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Email Already Verified' })).toBeVisible();
    await expect(canvas.getByText('Go to Login page')).toBeVisible();
  },
};

export const Expired: Story = {
  args: { outcome: 'expired' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Link Expired' })).toBeVisible();
    await expect(canvas.getByText('Please Register Again')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create an account' }));
    await expect(args.onRegister).toHaveBeenCalledOnce();
  },
};

export const Verifying: Story = {
  args: { outcome: 'verifying' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Verifying your email...' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Login' })).toBeNull();
  },
};

export const LoginWithApp: Story = {
  args: { labels: { login: 'Login with App' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Login with App' })).toBeVisible();
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    labels: {
      completedTitle: 'اكتمل التحقق من البريد الإلكتروني',
      completedText: 'تم التحقق من حسابك. يرجى تسجيل الدخول.',
      login: 'تسجيل الدخول',
    },
  },
};
