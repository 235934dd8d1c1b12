import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StockPanel } from './StockPanel';

const item = {
  stock_quantity: 2,
  stock_held: 1,
  low_stock_threshold: 5,
  stock_history: [
    {
      uuid: 'a1',
      at: '2026-11-27T09:30:00.000Z',
      reason: 'damage' as const,
      change: -1,
      quantity_after: 2,
      note: 'Crushed box',
      staff: 'editor@wellness.example',
    },
    {
      uuid: 'a2',
      at: '2026-11-20T10:00:00.000Z',
      reason: 'count' as const,
      change: 3,
      quantity_after: 3,
      note: null,
      staff: 'editor@wellness.example',
    },
  ],
};

const meta = {
  title: 'Staff/StockPanel',
  component: StockPanel,
  tags: ['autodocs'],
  args: { item, onChange: fn() },
} satisfies Meta<typeof StockPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Held by unpaid orders')).toBeVisible();
    await expect(canvas.getByText('Low stock')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Change stock' }));
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const OutOfStock: Story = {
  args: { item: { ...item, stock_quantity: 0, stock_held: 2 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Out of stock')).toBeVisible();
  },
};

export const Uncounted: Story = {
  args: { item: { ...item, stock_quantity: null, stock_held: 0, stock_history: [] }, onChange: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not counted')).toBeVisible();
    await expect(canvas.getByText('No change yet.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    locale: 'ar',
    labels: {
      title: 'المخزون',
      inStock: 'في المخزون',
      held: 'محجوز لطلبات غير مدفوعة',
      heldHint: 'يعود إلى الرف إذا انتهت صلاحية تلك الطلبات أو أُلغيت.',
      threshold: 'حد انخفاض المخزون',
      low: 'مخزون منخفض',
      change: 'تغيير المخزون',
      history: 'التغييرات الأخيرة',
      reasons: { restock: 'إعادة التخزين', count: 'جرد', damage: 'تلف' },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'تغيير المخزون' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Change stock' })).toBeVisible();
  },
};
