import { DataTable } from '../../components/DataTable';
import type { DataTableColumn, DataTableProps } from '../../components/DataTable';
import { formatPrice } from '../../components/Price';
import { StatusBadge } from '../../components/StatusBadge';
import { Button } from '../../components/Button';
import styled from 'styled-components';

const PaidFor = styled.bdi`
  display: block;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Remark = styled.bdi`
  display: block;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The fields of the API's `Transaction` the table shows; a `Transaction` fits as it is. */
export interface TransactionRow {
  uuid: string;
  /** The payment provider's id. */
  transactionId: string;
  /** What was paid for (the package or event name), shown above the remark when given. */
  name?: string;
  remarks: string;
  /** ISO date-time, or text already formatted by the app. */
  transactionDate: string;
  /** Dollars. */
  total: number;
  type: string;
  /** false is shown as Failed, true as Success. */
  status: boolean;
}

export interface TransactionHistoryColumnLabels {
  number: string;
  transactionId: string;
  remarks: string;
  date: string;
  amount: string;
  type: string;
  status: string;
}

export const defaultTransactionColumnLabels: TransactionHistoryColumnLabels = {
  number: 'S.No',
  transactionId: 'Transaction ID',
  remarks: 'Remarks',
  date: 'Date & Time',
  amount: 'Amount',
  type: 'Transaction Type',
  status: 'Status',
};

/** What the table hands to DataTable as it is (the states, the search box, paging, the caption). */
type TableProps = Pick<
  DataTableProps<TransactionRow>,
  | 'caption'
  | 'captionHidden'
  | 'pageSize'
  | 'defaultSort'
  | 'searchLabel'
  | 'searchPlaceholder'
  | 'loading'
  | 'loadingLabel'
  | 'error'
  | 'errorText'
  | 'emptyText'
  | 'noMatchText'
  | 'paginationLabels'
>;

/** Newest first, and the spec's words (§2), unless given. */
export interface TransactionHistoryTableProps extends TableProps {
  transactions: readonly TransactionRow[];
  /** Turns `transactionDate` into the shown text; the value is shown as given when absent. */
  formatDate?: (transactionDate: string) => string;
  /** Dollars → text; '$99.00' by default. */
  formatAmount?: (total: number) => string;
  /** Words for the types ('package', 'event', 'marketplace'); the raw type is shown otherwise. */
  typeLabels?: Readonly<Record<string, string>>;
  successLabel?: string;
  failedLabel?: string;
  columnLabels?: Partial<TransactionHistoryColumnLabels>;
  /** Opens the printable receipt of a successful payment; a Receipt column appears when given. */
  onReceipt?: (row: TransactionRow) => void;
  receiptLabel?: string;
}

const defaultTypeLabels: Readonly<Record<string, string>> = {
  package: 'Package',
  event: 'Event',
  marketplace: 'Marketplace',
  refund: 'Refund',
};

/**
 * The member's payments: sortable columns, 10 rows a page, a search over the visible text, and
 * the loading, error and empty states of the spec.
 */
export function TransactionHistoryTable({
  transactions,
  formatDate = (value) => value,
  formatAmount = (total) => formatPrice(total),
  typeLabels = defaultTypeLabels,
  successLabel = 'Success',
  failedLabel = 'Failed',
  columnLabels,
  onReceipt,
  receiptLabel = 'Receipt',
  caption = 'Transaction History',
  defaultSort = { columnId: 'date', direction: 'descending' },
  searchPlaceholder = 'Search transactions',
  errorText = 'Opps something bad happened!',
  emptyText = 'There are no Transaction History !',
  noMatchText = 'No matching transactions found',
  ...table
}: TransactionHistoryTableProps) {
  const labels = { ...defaultTransactionColumnLabels, ...columnLabels };
  const typeText = (type: string) => typeLabels[type] ?? type;
  const statusText = (status: boolean) => (status ? successLabel : failedLabel);

  const columns: DataTableColumn<TransactionRow>[] = [
    { id: 'number', header: labels.number, cell: (_row, index) => index + 1 },
    {
      id: 'transactionId',
      header: labels.transactionId,
      cell: (row) => <span style={{ overflowWrap: 'anywhere' }}>{row.transactionId}</span>,
      sortValue: (row) => row.transactionId,
    },
    {
      id: 'remarks',
      header: labels.remarks,
      // What the payment was for, then the gateway's remark; names may be in another script: isolated.
      cell: (row) =>
        row.name ? (
          <>
            <PaidFor dir="auto">{row.name}</PaidFor>
            <Remark dir="auto">{row.remarks}</Remark>
          </>
        ) : (
          row.remarks
        ),
      sortValue: (row) => `${row.name ?? ''} ${row.remarks}`,
    },
    {
      id: 'date',
      header: labels.date,
      cell: (row) => formatDate(row.transactionDate),
      // ISO strings sort in time order as text.
      sortValue: (row) => row.transactionDate,
    },
    {
      id: 'amount',
      header: labels.amount,
      align: 'end',
      cell: (row) => formatAmount(row.total),
      sortValue: (row) => row.total,
    },
    {
      id: 'type',
      header: labels.type,
      cell: (row) => typeText(row.type),
      sortValue: (row) => typeText(row.type),
    },
    {
      id: 'status',
      header: labels.status,
      cell: (row) => (
        <StatusBadge status={row.status ? 'success' : 'failed'} label={statusText(row.status)} />
      ),
      sortValue: (row) => statusText(row.status),
    },
  ];
  if (onReceipt) {
    columns.push({
      id: 'receipt',
      header: receiptLabel,
      cell: (row) =>
        row.status ? (
          <Button
            variant="tertiary"
            size="sm"
            aria-label={`${receiptLabel}: ${row.transactionId}`}
            onClick={() => onReceipt(row)}
          >
            {receiptLabel}
          </Button>
        ) : null,
    });
  }

  return (
    <DataTable
      {...table}
      rows={transactions}
      columns={columns}
      getRowId={(row) => row.uuid}
      caption={caption}
      defaultSort={defaultSort}
      searchPlaceholder={searchPlaceholder}
      errorText={errorText}
      emptyText={emptyText}
      noMatchText={noMatchText}
      searchText={(row) =>
        [
          row.transactionId,
          row.name ?? '',
          row.remarks,
          formatDate(row.transactionDate),
          formatAmount(row.total),
          typeText(row.type),
          statusText(row.status),
        ].join(' ')
      }
    />
  );
}
