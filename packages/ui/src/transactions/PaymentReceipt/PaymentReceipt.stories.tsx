import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaymentReceipt } from './PaymentReceipt';

const meta = {
  title: 'Transactions/PaymentReceipt',
  component: PaymentReceipt,
  tags: ['autodocs'],
  args: {
    transaction: {
      uuid: 'tx-1',
      transactionId: 'pi_local_ed66b91d802e0c30e7ebbb02',
      name: 'Explorer membership (yearly)',
      remarks: 'Payment succeeded',
      transactionDate: 'Nov 24, 2026, 4:12 PM',
      total: 99,
      type: 'package',
      status: true,
    },
    organisation: 'Wellness Community',
    supportLine: 'Questions? Write to support@wellness.example.',
    typeLabel: 'Package',
    statusLabel: 'Success',
    onPrint: fn(),
  },
} satisfies Meta<typeof PaymentReceipt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Payment Receipt' })).toBeVisible();
    await expect(canvas.getByText('Explorer membership (yearly)')).toBeVisible();
    await expect(canvas.getByText('$99.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(args.onPrint).toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    organisation: 'مجتمع العافية',
    supportLine: 'لديك أسئلة؟ راسلنا على support@wellness.example.',
    typeLabel: 'باقة',
    statusLabel: 'ناجحة',
    labels: {
      title: 'إيصال الدفع',
      paidFor: 'مقابل',
      transactionId: 'رقم المعاملة',
      date: 'التاريخ والوقت',
      amount: 'المبلغ',
      type: 'نوع المعاملة',
      status: 'الحالة',
      print: 'طباعة',
    },
  },
};
