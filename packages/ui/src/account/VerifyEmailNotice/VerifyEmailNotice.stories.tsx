import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { onCard } from '../shared/storyFrame';
import { VerifyEmailNotice } from './VerifyEmailNotice';

const meta = {
  title: 'Account/VerifyEmailNotice',
  component: VerifyEmailNotice,
  tags: ['autodocs'],
  decorators: [onCard],
  args: { onLogin: fn() },
} satisfies Meta<typeof VerifyEmailNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Please Conform Your Email' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to Login page' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};

export const WithEmail: Story = {
  args: { email: 'anna@example.org' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('anna@example.org')).toBeVisible();
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    labels: {
      title: 'يرجى تأكيد بريدك الإلكتروني',
      text: 'تم إنشاء حسابك. أرسلنا رابط التحقق إلى بريدك الإلكتروني.',
      login: 'الذهاب إلى صفحة تسجيل الدخول',
    },
  },
};
