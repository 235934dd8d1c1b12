import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StockAdjustDialog } from './StockAdjustDialog';

const meta = {
  title: 'Staff/StockAdjustDialog',
  component: StockAdjustDialog,
  tags: ['autodocs'],
  args: { open: true, subject: 'Cork Yoga Mat: 2 in stock', onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof StockAdjustDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog');

export const Default: Story = {
  play: async ({ args }) => {
    const body = within(dialog());
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(body.getByText('Enter a whole number of units')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(body.getByRole('textbox', { name: /Units added/ }), '4');
    await userEvent.type(body.getByRole('textbox', { name: 'Note' }), 'Delivery 42');
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'restock', quantity: 4, note: 'Delivery 42' });
  },
};

export const Count: Story = {
  play: async ({ args }) => {
    const body = within(dialog());
    await userEvent.selectOptions(body.getByRole('combobox', { name: 'Reason' }), 'count');
    await userEvent.type(body.getByRole('textbox', { name: /Units counted/ }), '0');
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'count', quantity: 0 });
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async () => {
    await expect(within(dialog()).getByRole('button', { name: /Saving/ })).toBeDisabled();
  },
};

export const Error: Story = {
  args: { error: 'Only 2 left: the stock cannot go below 0.' },
  play: async () => {
    await expect(within(dialog()).getByRole('alert')).toHaveTextContent('cannot go below 0');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    subject: 'حصيرة يوغا من الفلين: 2 في المخزون',
    labels: {
      title: 'تغيير المخزون',
      reason: 'السبب',
      reasons: { restock: 'إعادة التخزين', count: 'جرد', damage: 'تلف' },
      quantity: { restock: 'الوحدات المضافة', count: 'الوحدات المعدودة', damage: 'الوحدات التالفة' },
      note: 'ملاحظة',
      confirm: 'حفظ',
      cancel: 'إلغاء',
    },
  },
  play: async () => {
    await expect(within(dialog()).getByRole('combobox', { name: 'السبب' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await expect(within(dialog()).getByRole('button', { name: 'Save' })).toBeVisible();
  },
};
