import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MembersReport, type MembersReportData, type MembersReportLabels } from './MembersReport';

const packages = [
  { uuid: '00000000-0000-4000-8000-000000000001', name: 'Starter', colour: '#2E9E6B', paid: false },
  { uuid: '00000000-0000-4000-8000-000000000002', name: 'Explorer', colour: '#2F6FDB', paid: true },
  { uuid: '00000000-0000-4000-8000-000000000003', name: 'Champion', colour: '#C98A0B', paid: true },
];
const months = ['2026-06-01', '2026-07-01', '2026-08-01', '2026-09-01', '2026-10-01', '2026-11-01'];
const held: [number, number, number][] = [
  [120, 40, 12],
  [131, 44, 13],
  [138, 47, 15],
  [150, 52, 15],
  [161, 58, 18],
  [170, 63, 21],
];

function reportOf(counts: [number, number, number][], renewals = true): MembersReportData {
  return {
    timeZone: 'America/Los_Angeles',
    interval: 'month',
    from: '2026-06-01',
    to: '2026-11-30',
    packages,
    rows: counts.map((c, i) => ({
      period: months[i]!,
      total: c[0] + c[1] + c[2],
      byPackage: packages.map((p, j) => ({ uuid: p.uuid, count: c[j]! })),
      signUps: c[0] ? 14 + i : 0,
      verified: c[0] ? 12 + i : 0,
      bought: c[0] ? 5 + (i % 3) : 0,
      upgraded: c[0] ? i % 2 : 0,
      renewed: c[0] ? 2 : 0,
      cancelled: c[0] ? (i === 3 ? 2 : 0) : 0,
      lapsed: c[0] ? (i === 4 ? 1 : 0) : 0,
    })),
    renewals: renewals
      ? {
          count: 2,
          members: [
            {
              uuid: '10000000-0000-4000-8000-000000000001',
              name: 'Amira Haddad',
              email: 'amira@example.com',
              package: 'Explorer',
              renewsAt: '2026-12-04T18:00:00.000Z',
            },
            {
              uuid: '10000000-0000-4000-8000-000000000002',
              name: null,
              email: 'lee@example.com',
              package: 'Champion',
              renewsAt: '2026-12-19T09:30:00.000Z',
            },
          ],
        }
      : { count: 0, members: [] },
  };
}

const arabic: Partial<MembersReportLabels> = {
  title: 'الأعضاء',
  period: 'الفترة',
  total: 'الأعضاء',
  counts: {
    signUps: 'التسجيلات',
    verified: 'المؤكَّدون',
    bought: 'المشتريات',
    upgraded: 'الترقيات',
    renewed: 'التجديدات',
    cancelled: 'الإلغاءات',
    lapsed: 'المنتهية',
  },
  renewals: (count) => `يتجدد خلال 30 يومًا: ${count}`,
  renewalColumns: { member: 'العضو', package: 'الباقة', renewsAt: 'يتجدد في' },
  noRenewals: 'لا تتجدد أي باقة خلال الثلاثين يومًا القادمة.',
  csv: 'تنزيل CSV',
  chartSummary: (title) => `${title} في رسم بياني. الجدول بجانبه يعرض الأرقام نفسها.`,
  tableRegion: (title) => `${title} في جدول`,
};

const meta = {
  title: 'Reports/MembersReport',
  component: MembersReport,
  tags: ['autodocs'],
  args: { state: { status: 'ready', report: reportOf(held) }, onDownloadCsv: fn(), onRetry: fn() },
} satisfies Meta<typeof MembersReport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Members' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(7);
    // November: 170 + 63 + 21 members.
    await expect(within(rows[6]!).getAllByRole('cell')[3]).toHaveTextContent('254');
    await expect(canvas.getByRole('table', { name: 'Renewing in the next 30 days: 2' })).toBeVisible();
    await expect(canvas.getByText('lee@example.com')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Members, as a table' })).toHaveFocus();
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
  args: {
    state: {
      status: 'ready',
      report: reportOf(
        held.map(() => [0, 0, 0]),
        false,
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No member held a package in this period.')).toBeVisible();
    await expect(canvas.getByText('No package renews in the next 30 days.')).toBeVisible();
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
    const table = within(canvasElement).getByRole('table', { name: 'الأعضاء' });
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
