import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShopReport, type ShopReportData, type ShopReportLabels } from './ShopReport';

const months = ['2026-06-01', '2026-07-01', '2026-08-01', '2026-09-01', '2026-10-01', '2026-11-01'];
const cents = (amount: string) => Math.round(Number(amount) * 100);
const dollars = (value: number) => (value / 100).toFixed(2);

function reportOf(figures: [number, number, string, string][], stock = true): ShopReportData {
  const rows = figures.map(([orders, units, revenue, refunds], i) => ({
    period: months[i]!,
    orders,
    units,
    revenue,
    refunds,
    net: dollars(cents(revenue) - cents(refunds)),
  }));
  const sum = (key: 'revenue' | 'refunds' | 'net') => dollars(rows.reduce((t, r) => t + cents(r[key]), 0));
  const any = rows.some((r) => r.orders > 0);
  return {
    currency: 'USD',
    timeZone: 'America/Los_Angeles',
    interval: 'month',
    from: '2026-06-01',
    to: '2026-11-30',
    rows,
    totals: {
      orders: rows.reduce((t, r) => t + r.orders, 0),
      units: rows.reduce((t, r) => t + r.units, 0),
      revenue: sum('revenue'),
      refunds: sum('refunds'),
      net: sum('net'),
    },
    topByUnits: any
      ? [
          { id: 10001, name: 'Herbal tea', units: 42, revenue: '1071.00' },
          { id: 10002, name: 'Yoga mat', units: 17, revenue: '849.83' },
          { id: 10003, name: 'Water bottle', units: 9, revenue: '134.91' },
        ]
      : [],
    topByRevenue: any
      ? [
          { id: 10001, name: 'Herbal tea', units: 42, revenue: '1071.00' },
          { id: 10002, name: 'Yoga mat', units: 17, revenue: '849.83' },
          { id: 10003, name: 'Water bottle', units: 9, revenue: '134.91' },
        ]
      : [],
    lowStockAt: 5,
    lowStock: stock
      ? [
          { id: 10002, name: 'Yoga mat', stock: 0 },
          { id: 10004, name: 'Resistance band', stock: 3 },
        ]
      : [],
  };
}

const figures: [number, number, string, string][] = [
  [8, 14, '310.50', '0.00'],
  [6, 9, '198.75', '15.00'],
  [11, 19, '402.20', '0.00'],
  [14, 22, '611.35', '49.99'],
  [12, 20, '508.10', '20.00'],
  [17, 31, '734.99', '25.25'],
];

const arabic: Partial<ShopReportLabels> = {
  title: 'المتجر',
  period: 'الفترة',
  columns: {
    orders: 'الطلبات',
    units: 'الوحدات',
    revenue: 'الإيرادات',
    refunds: 'المبالغ المستردة',
    net: 'الصافي',
  },
  total: 'المجموع',
  item: 'المنتج',
  topByUnits: 'الأكثر مبيعًا بالوحدات',
  topByRevenue: 'الأكثر مبيعًا بالإيرادات',
  lowStock: (atMost) => `مخزون منخفض (${atMost} أو أقل)`,
  stock: 'المتبقي',
  noLowStock: 'لا يوجد منتج منخفض المخزون.',
  csv: 'تنزيل CSV',
  chartSummary: (title) => `${title} في رسم بياني. الجدول بجانبه يعرض الأرقام نفسها.`,
  tableRegion: (title) => `${title} في جدول`,
};

const meta = {
  title: 'Reports/ShopReport',
  component: ShopReport,
  tags: ['autodocs'],
  args: { state: { status: 'ready', report: reportOf(figures) }, onDownloadCsv: fn(), onRetry: fn() },
} satisfies Meta<typeof ShopReport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Shop' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(8);
    await expect(within(rows[7]!).getAllByRole('cell').at(-1)).toHaveTextContent('$2,655.65');
    await expect(canvas.getByRole('table', { name: 'Top items by units' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Low stock (5 or fewer left)' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Shop, as a table' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Download CSV' }));
    await expect(args.onDownloadCsv).toHaveBeenCalledTimes(1);
  },
};

/** November with a large refund: the refunds go below zero and the net line falls. */
export const MonthWithRefunds: Story = {
  args: {
    state: {
      status: 'ready',
      report: reportOf(figures.map((f, i) => (i === 5 ? [f[0], f[1], f[2], '650.00'] : f))),
    },
  },
  play: async ({ canvasElement }) => {
    const rows = within(within(canvasElement).getByRole('table', { name: 'Shop' })).getAllByRole('row');
    const november = within(rows[6]!).getAllByRole('cell');
    await expect(november[3]).toHaveTextContent('$650.00');
    await expect(november[4]).toHaveTextContent('$84.99');
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the report...')).toBeVisible();
  },
};

export const Empty: Story = {
  args: {
    state: {
      status: 'ready',
      report: reportOf(
        figures.map(() => [0, 0, '0.00', '0.00']),
        false,
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No order was paid in this period.')).toBeVisible();
    await expect(canvas.getByText('No item is low in stock.')).toBeVisible();
  },
};

export const Error: Story = {
  args: { state: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The report could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { locale: 'ar', dir: 'rtl', labels: arabic },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'المتجر' });
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
