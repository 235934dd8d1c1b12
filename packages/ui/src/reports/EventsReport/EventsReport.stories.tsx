import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EventsReport, type EventsReportData, type EventsReportLabels } from './EventsReport';

const row = (
  id: number,
  name: string,
  startTime: string,
  capacity: number | null,
  seats: [number, number, number],
  couponsUsed: number,
  revenue: string,
  refunds: string,
  net: string,
  cancellations: number,
): EventsReportData['rows'][number] => ({
  uuid: `20000000-0000-4000-8000-0000000000${String(id).padStart(2, '0')}`,
  id,
  name,
  startTime,
  status: 'upcoming',
  capacity,
  seatsTaken: seats[0],
  paidSeats: seats[1],
  freeSeats: seats[2],
  couponsUsed,
  revenue,
  refunds,
  net,
  cancellations,
  checkIns: 0,
});

const rows = [
  row(11, 'Morning yoga', '2026-11-03T16:00:00.000Z', 30, [24, 20, 4], 3, '360.00', '15.00', '345.00', 1),
  row(12, 'Heart health talk', '2026-11-10T02:00:00.000Z', null, [58, 0, 58], 0, '0.00', '0.00', '0.00', 4),
  row(
    13,
    'Cooking for diabetes',
    '2026-11-18T01:30:00.000Z',
    12,
    [12, 12, 0],
    5,
    '431.40',
    '72.00',
    '359.40',
    2,
  ),
];

function reportOf(list: EventsReportData['rows']): EventsReportData {
  const sum = (key: 'seatsTaken' | 'paidSeats' | 'freeSeats' | 'couponsUsed' | 'cancellations') =>
    list.reduce((total, r) => total + r[key], 0);
  const money = (key: 'revenue' | 'refunds' | 'net') =>
    (list.reduce((total, r) => total + Math.round(Number(r[key]) * 100), 0) / 100).toFixed(2);
  return {
    currency: 'USD',
    timeZone: 'America/Los_Angeles',
    from: '2026-11-01',
    to: '2026-11-30',
    checkInsRecorded: false,
    rows: list,
    totals: {
      seatsTaken: sum('seatsTaken'),
      paidSeats: sum('paidSeats'),
      freeSeats: sum('freeSeats'),
      couponsUsed: sum('couponsUsed'),
      revenue: money('revenue'),
      refunds: money('refunds'),
      net: money('net'),
      cancellations: sum('cancellations'),
      checkIns: 0,
    },
  };
}

const arabic: Partial<EventsReportLabels> = {
  title: 'الفعاليات',
  event: 'الفعالية',
  columns: {
    date: 'التاريخ',
    seats: 'المقاعد المحجوزة',
    paidSeats: 'مدفوعة',
    freeSeats: 'مجانية',
    couponsUsed: 'القسائم المستخدمة',
    revenue: 'الإيرادات',
    refunds: 'المبالغ المستردة',
    net: 'الصافي',
    cancellations: 'الإلغاءات',
    checkIns: 'تسجيلات الحضور',
  },
  seatsOf: (taken, capacity) => (capacity === null ? `${taken} (بلا حد)` : `${taken} من ${capacity}`),
  capacity: 'السعة',
  total: 'المجموع',
  checkInsNotRecorded: 'لا يُسجَّل الحضور بعد، لذلك يظهر 0.',
  csv: 'تنزيل CSV',
  chartSummary: (title) => `${title} في رسم بياني. الجدول بجانبه يعرض الأرقام نفسها.`,
  tableRegion: (title) => `${title} في جدول`,
};

const meta = {
  title: 'Reports/EventsReport',
  component: EventsReport,
  tags: ['autodocs'],
  args: { state: { status: 'ready', report: reportOf(rows) }, onDownloadCsv: fn(), onRetry: fn() },
} satisfies Meta<typeof EventsReport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Events' });
    const lines = within(table).getAllByRole('row');
    // Header, three events, total.
    await expect(lines).toHaveLength(5);
    await expect(within(lines[1]!).getAllByRole('cell')[1]).toHaveTextContent('24 of 30');
    await expect(within(lines[2]!).getAllByRole('cell')[1]).toHaveTextContent('58 (no limit)');
    await expect(within(lines[4]!).getAllByRole('cell')[7]).toHaveTextContent('$704.40');
    await expect(canvas.getByText('Check-ins are not recorded yet, so they show as 0.')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Events, as a table' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Download CSV' }));
    await expect(args.onDownloadCsv).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the report...')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { state: { status: 'ready', report: reportOf([]) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No event takes place in this period.')).toBeVisible();
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
    const table = within(canvasElement).getByRole('table', { name: 'الفعاليات' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
