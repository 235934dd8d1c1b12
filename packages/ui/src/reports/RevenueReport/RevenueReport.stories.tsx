import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RevenueReport, type RevenueReportData, type RevenueReportLabels } from './RevenueReport';

const months = ['2026-06-01', '2026-07-01', '2026-08-01', '2026-09-01', '2026-10-01', '2026-11-01'];
const figures: [string, string, string, string][] = [
  ['1089.00', '240.00', '310.50', '0.00'],
  ['1287.00', '415.00', '198.75', '15.00'],
  ['990.00', '180.00', '402.20', '0.00'],
  ['1485.00', '520.00', '611.35', '49.99'],
  ['1683.00', '365.00', '508.10', '20.00'],
  ['1881.00', '612.50', '734.99', '25.25'],
];
const cents = (amount: string) => Math.round(Number(amount) * 100);
const dollars = (value: number) => (value / 100).toFixed(2);

function reportOf(rows: [string, string, string, string][]): RevenueReportData {
  const made = rows.map(([packages, events, marketplace, refunds], i) => ({
    period: months[i]!,
    packages,
    events,
    marketplace,
    refunds,
    net: dollars(cents(packages) + cents(events) + cents(marketplace) - cents(refunds)),
  }));
  const sum = (key: 'packages' | 'events' | 'marketplace' | 'refunds' | 'net') =>
    dollars(made.reduce((total, row) => total + cents(row[key]), 0));
  return {
    currency: 'USD',
    timeZone: 'America/Los_Angeles',
    interval: 'month',
    from: '2026-06-01',
    to: '2026-11-30',
    rows: made,
    totals: {
      packages: sum('packages'),
      events: sum('events'),
      marketplace: sum('marketplace'),
      refunds: sum('refunds'),
      net: sum('net'),
    },
  };
}

const report = reportOf(figures);
/** November with a large refund month: the refunds go below zero and net falls. */
const refundMonth = reportOf(
  figures.map((row, i) =>
    i === 5 ? ([row[0], row[1], row[2], '1450.00'] as [string, string, string, string]) : row,
  ),
);
const emptyReport = reportOf(figures.map(() => ['0.00', '0.00', '0.00', '0.00']));

const arabic: Partial<RevenueReportLabels> = {
  title: 'الإيرادات',
  period: 'الفترة',
  columns: {
    packages: 'الباقات',
    events: 'الفعاليات',
    marketplace: 'المتجر',
    refunds: 'المبالغ المستردة',
    net: 'الصافي',
  },
  total: 'المجموع',
  csv: 'تنزيل CSV',
  empty: 'لم تُدفع أو تُسترد أي مبالغ في هذه الفترة.',
  loading: 'جارٍ تحميل التقرير...',
  error: 'تعذر تحميل التقرير.',
  retry: 'حاول مرة أخرى',
  chartSummary: (title) => `${title} في رسم بياني. الجدول بجانبه يعرض الأرقام نفسها.`,
  tableRegion: (title) => `${title} في جدول`,
};

const meta = {
  title: 'Reports/RevenueReport',
  component: RevenueReport,
  tags: ['autodocs'],
  args: {
    state: { status: 'ready', report },
    onDownloadCsv: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof RevenueReport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Revenue' });
    const rows = within(table).getAllByRole('row');
    // Header, six months, total.
    await expect(rows).toHaveLength(8);
    await expect(within(rows[6]!).getByRole('rowheader')).toHaveTextContent('Nov 2026');
    await expect(within(rows[7]!).getAllByRole('cell').at(-1)).toHaveTextContent('$13,403.15');
    await expect(canvas.getByRole('img', { name: /Revenue, as a chart/ })).toBeVisible();
    // The table's scroll box is reachable by keyboard.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Revenue, as a table' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Download CSV' }));
    await expect(args.onDownloadCsv).toHaveBeenCalledTimes(1);
  },
};

export const MonthWithRefunds: Story = {
  args: { state: { status: 'ready', report: refundMonth } },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row');
    const november = within(rows[6]!).getAllByRole('cell');
    await expect(november[3]).toHaveTextContent('$1,450.00');
    await expect(november[4]).toHaveTextContent('$1,778.49');
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the report...')).toBeVisible();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

export const Empty: Story = {
  args: { state: { status: 'ready', report: emptyReport } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Nothing was paid or refunded in this period.'),
    ).toBeVisible();
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
    const table = within(canvasElement).getByRole('table', { name: 'الإيرادات' });
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
