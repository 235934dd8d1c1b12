import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TransactionHistoryTable } from './TransactionHistoryTable';
import type { TransactionRow } from './TransactionHistoryTable';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-04-03T14:05:00Z' → 'Apr 03, 2026 02:05 PM', by string maths so every run gives the same text. */
function formatIso(iso: string): string {
  const [date = '', time = ''] = iso.split('T');
  const [year, month, day] = date.split('-');
  const [hours = '0', minutes = '00'] = time.split(':');
  const hour = Number(hours);
  const clock = `${String(((hour + 11) % 12) + 1).padStart(2, '0')}:${minutes} ${hour < 12 ? 'AM' : 'PM'}`;
  return `${months[Number(month) - 1] ?? ''} ${day}, ${year} ${clock}`;
}

const pad = (n: number) => String(n).padStart(2, '0');
const kinds = [
  { type: 'package', remarks: 'Explorer membership', total: 99 },
  { type: 'event', remarks: 'Morning Yoga Flow', total: 25 },
  { type: 'marketplace', remarks: 'Order #1042', total: 48.5 },
  { type: 'package', remarks: 'Champion membership upgrade', total: 100 },
  { type: 'event', remarks: 'Healthy Cooking Class', total: 15 },
] as const;

/** 23 payments on fixed dates from March to May 2026; every seventh one failed. */
const transactions: TransactionRow[] = Array.from({ length: 23 }, (_, i) => {
  const kind = kinds[i % kinds.length]!;
  const month = 3 + Math.floor(i / 9);
  const day = ((i * 3) % 27) + 1;
  return {
    uuid: `tx-${i + 1}`,
    transactionId: `pi_3Nw${String(1000 + i * 37)}TestPay`,
    remarks: kind.remarks,
    transactionDate: `2026-${pad(month)}-${pad(day)}T${pad(8 + (i % 10))}:${pad((i * 7) % 60)}:00Z`,
    total: kind.total,
    type: kind.type,
    status: i % 7 !== 3,
  };
});

const meta = {
  title: 'Transactions/TransactionHistoryTable',
  component: TransactionHistoryTable,
  tags: ['autodocs'],
  args: { transactions, formatDate: formatIso },
} satisfies Meta<typeof TransactionHistoryTable>;

export default meta;
type Story = StoryObj<typeof meta>;

function bodyRows(canvasElement: HTMLElement): HTMLElement[] {
  const [, body] = within(canvasElement).getAllByRole('rowgroup');
  return body ? within(body).getAllByRole('row') : [];
}

const cellsOf = (row: HTMLElement | undefined) => (row ? within(row).getAllByRole('cell') : []);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Transaction History' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual([
      'S.No',
      'Transaction ID',
      'Remarks',
      'Date & Time',
      'Amount',
      'Transaction Type',
      'Status',
    ]);
    // 10 a page, newest first.
    const rows = bodyRows(canvasElement);
    await expect(rows).toHaveLength(10);
    await expect(canvas.getByRole('columnheader', { name: 'Date & Time' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const first = cellsOf(rows[0]);
    await expect(first[0]).toHaveTextContent('1');
    await expect(first[3]).toHaveTextContent('May 13, 2026 10:34 AM');
    await expect(first[4]).toHaveTextContent('$48.50');
    await expect(first[5]).toHaveTextContent('Marketplace');
    // status false is Failed, true is Success.
    const failed = transactions.find((tx) => !tx.status)!;
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), failed.transactionId);
    await expect(bodyRows(canvasElement)).toHaveLength(1);
    await expect(cellsOf(bodyRows(canvasElement)[0])[6]).toHaveTextContent('Failed');
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search' }));
    await expect(cellsOf(bodyRows(canvasElement)[0])[6]).toHaveTextContent('Success');
  },
};

export const SortedAndPaged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Amount' }));
    await expect(cellsOf(bodyRows(canvasElement)[0])[4]).toHaveTextContent('$15.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Amount' }));
    await expect(cellsOf(bodyRows(canvasElement)[0])[4]).toHaveTextContent('$100.00');

    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    const rows = bodyRows(canvasElement);
    await expect(rows).toHaveLength(3);
    await expect(cellsOf(rows[2])[0]).toHaveTextContent('23');
  },
};

export const Searching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'yoga');
    const rows = bodyRows(canvasElement);
    await expect(rows).toHaveLength(5);
    for (const row of rows) await expect(cellsOf(row)[2]).toHaveTextContent('Morning Yoga Flow');
    await userEvent.clear(search);
    await userEvent.type(search, 'marketplace');
    await expect(bodyRows(canvasElement)).toHaveLength(5);
    await userEvent.type(search, ' nothing');
    await expect(canvas.getByRole('status')).toHaveTextContent('No matching transactions found');
  },
};

export const Empty: Story = {
  args: { transactions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('There are no Transaction History !')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { transactions: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.queryByText('There are no Transaction History !')).toBeNull();
  },
};

export const Error: Story = {
  args: { transactions: [], error: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Opps something bad happened!');
  },
};

export const PreformattedDates: Story = {
  args: {
    transactions: transactions
      .slice(0, 3)
      .map((tx) => ({ ...tx, transactionDate: formatIso(tx.transactionDate) })),
    formatDate: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Mar 04, 2026 09:07 AM')).toBeVisible();
  },
};

export const Phone: Story = {
  args: { transactions: transactions.slice(0, 3) },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const [first] = bodyRows(canvasElement);
    // Stacked on phones: each value carries its column name.
    await expect(within(first!).getByText('Transaction ID')).toBeVisible();
    await expect(within(first!).getByText('Transaction Type')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  args: { transactions: transactions.slice(0, 4) },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByRole('columnheader', { name: 'S.No' });
    const status = canvas.getByRole('columnheader', { name: 'Status' });
    await expect(number.getBoundingClientRect().left).toBeGreaterThan(status.getBoundingClientRect().left);
  },
};

/** As the server sends them: what each payment was for, above the gateway's remark. */
export const PaidFor: Story = {
  args: {
    transactions: [
      {
        ...transactions[0]!,
        name: 'Explorer membership (yearly)',
        remarks: 'Payment succeeded',
      },
      {
        ...transactions[1]!,
        name: 'The Plant-Based Kitchen',
        remarks: 'Your card was declined.',
        status: false,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Explorer membership (yearly)')).toBeVisible();
    await expect(canvas.getByText('Payment succeeded')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox'), 'plant');
    await expect(bodyRows(canvasElement)).toHaveLength(1);
    await expect(canvas.getByText('The Plant-Based Kitchen')).toBeVisible();
  },
};

/** A Receipt button for each successful payment (a failed one has none). */
export const WithReceipts: Story = {
  args: { transactions: transactions.slice(2, 5), onReceipt: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const failed = transactions[3]!;
    expect(canvas.queryByRole('button', { name: `Receipt: ${failed.transactionId}` })).toBeNull();
    const paid = transactions[2]!;
    await userEvent.click(canvas.getByRole('button', { name: `Receipt: ${paid.transactionId}` }));
    await expect(args.onReceipt).toHaveBeenCalledWith(paid);
  },
};
