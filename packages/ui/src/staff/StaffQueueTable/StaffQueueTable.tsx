import { useState } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Check, X } from 'lucide-react';
import { Button } from '../../components/Button';
import { DataTable } from '../../components/DataTable';
import type { DataTableColumn, DataTablePaginationLabels, DataTableSort } from '../../components/DataTable';
import { RejectDialog, type RejectDialogLabels } from '../RejectDialog';

export interface StaffQueueColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Sorted on the server by this column id. */
  sortable?: boolean;
  align?: 'start' | 'center' | 'end';
}

export interface StaffQueueLabels {
  search: string;
  searchPlaceholder: string;
  actions: string;
  accept: string;
  reject: string;
  /** Accessible names of a row's buttons, naming the row. */
  acceptRow: (description: string) => string;
  rejectRow: (description: string) => string;
  loading: string;
  empty: string;
  noMatch: string;
  error: string;
}

export const defaultStaffQueueLabels: StaffQueueLabels = {
  search: 'Search',
  searchPlaceholder: 'Member, e-mail or subject',
  actions: 'Decision',
  accept: 'Accept',
  reject: 'Reject',
  acceptRow: (description) => `Accept: ${description}`,
  rejectRow: (description) => `Reject: ${description}`,
  loading: 'Loading...',
  empty: 'Nothing is waiting for a decision.',
  noMatch: 'No request matches this search.',
  error: 'Oops something bad happened!',
};

export interface StaffQueueTableProps<Row extends { uuid: string }> {
  caption: string;
  rows: readonly Row[];
  columns: readonly StaffQueueColumn<Row>[];
  /** One page of the server's rows: the page shown, rows on all pages, rows per page. */
  page: number;
  total: number;
  pageSize?: number;
  sort?: DataTableSort;
  search: string;
  onPageChange: (page: number) => void;
  onSortChange: (sort: DataTableSort) => void;
  onSearchChange: (search: string) => void;
  onAccept: (row: Row) => void;
  onReject: (row: Row, reason: string) => void;
  /** Names a row in its buttons and in the reject dialog ("Alex Morgan — Mindful Minds"). */
  describe: (row: Row) => string;
  /** Rows whose decision is being sent (their buttons are busy). */
  decidingUuids?: readonly string[];
  loading?: boolean;
  error?: boolean;
  labels?: Partial<StaffQueueLabels>;
  rejectLabels?: Partial<RejectDialogLabels>;
  paginationLabels?: DataTablePaginationLabels;
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * A staff review queue: a server-paged, sortable, searchable table of pending requests with Accept and Reject
 * (which asks for a reason) on every row.
 */
export function StaffQueueTable<Row extends { uuid: string }>({
  caption,
  rows,
  columns,
  page,
  total,
  pageSize = 10,
  sort,
  search,
  onPageChange,
  onSortChange,
  onSearchChange,
  onAccept,
  onReject,
  describe,
  decidingUuids = [],
  loading = false,
  error = false,
  labels,
  rejectLabels,
  paginationLabels,
}: StaffQueueTableProps<Row>) {
  const text = { ...defaultStaffQueueLabels, ...labels };
  const [rejecting, setRejecting] = useState<Row | null>(null);
  const tableColumns: DataTableColumn<Row>[] = [
    ...columns.map((column): DataTableColumn<Row> => ({
      id: column.id,
      header: column.header,
      align: column.align,
      cell: (row) => column.cell(row),
      sortValue: column.sortable ? () => null : undefined,
    })),
    {
      id: 'actions',
      header: text.actions,
      hideHeader: true,
      cell: (row) => {
        const busy = decidingUuids.includes(row.uuid);
        const description = describe(row);
        return (
          <Actions>
            <Button
              size="sm"
              variant="secondary"
              leadingIcon={<Check aria-hidden="true" />}
              aria-label={text.acceptRow(description)}
              disabled={busy}
              onClick={() => onAccept(row)}
            >
              {text.accept}
            </Button>
            <Button
              size="sm"
              variant="tertiary"
              leadingIcon={<X aria-hidden="true" />}
              aria-label={text.rejectRow(description)}
              disabled={busy}
              onClick={() => setRejecting(row)}
            >
              {text.reject}
            </Button>
          </Actions>
        );
      },
    },
  ];
  return (
    <>
      <DataTable
        caption={caption}
        rows={rows}
        columns={tableColumns}
        getRowId={(row) => row.uuid}
        pageSize={pageSize}
        server={{ total, page, sort, query: search }}
        searchText={() => ''}
        searchLabel={text.search}
        searchPlaceholder={text.searchPlaceholder}
        onSearchChange={onSearchChange}
        onSortChange={onSortChange}
        onPageChange={onPageChange}
        loading={loading}
        loadingLabel={text.loading}
        error={error}
        errorText={text.error}
        emptyText={text.empty}
        noMatchText={text.noMatch}
        paginationLabels={paginationLabels}
      />
      <RejectDialog
        key={rejecting?.uuid ?? 'none'}
        open={rejecting !== null}
        subject={rejecting ? describe(rejecting) : undefined}
        labels={rejectLabels}
        onCancel={() => setRejecting(null)}
        onReject={(reason) => {
          if (!rejecting) return;
          onReject(rejecting, reason);
          setRejecting(null);
        }}
      />
    </>
  );
}
