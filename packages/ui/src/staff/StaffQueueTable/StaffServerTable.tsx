import type { ReactNode } from 'react';
import styled from 'styled-components';
import { DataTable } from '../../components/DataTable';
import type { DataTableColumn, DataTablePaginationLabels, DataTableSort } from '../../components/DataTable';

export interface StaffQueueColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Sorted on the server by this column id. */
  sortable?: boolean;
  align?: 'start' | 'center' | 'end';
}

/** The words every staff table shows around its rows. */
export interface StaffTableLabels {
  search: string;
  searchPlaceholder: string;
  actions: string;
  loading: string;
  empty: string;
  noMatch: string;
  error: string;
}

/** What a staff table gets from its page: one page of the server's rows, searched and sorted by the server. */
export interface StaffServerTableProps<Row> {
  caption: string;
  rows: readonly Row[];
  columns: readonly StaffQueueColumn<Row>[];
  /** The page shown, rows on all pages, rows per page. */
  page: number;
  total: number;
  pageSize?: number;
  sort?: DataTableSort;
  search: string;
  onPageChange: (page: number) => void;
  onSortChange: (sort: DataTableSort) => void;
  onSearchChange: (search: string) => void;
  loading?: boolean;
  error?: boolean;
  paginationLabels?: DataTablePaginationLabels;
}

export const StaffRowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * The frame the staff console's tables share: the server's page in a DataTable (the server sorts, searches and
 * pages; the table only reports what was asked) with the row's buttons in a last, unlabelled column.
 */
export function StaffServerTable<Row>({
  caption,
  rows,
  columns,
  getRowId,
  page,
  total,
  pageSize = 10,
  sort,
  search,
  onPageChange,
  onSortChange,
  onSearchChange,
  loading = false,
  error = false,
  labels,
  paginationLabels,
  actions,
}: StaffServerTableProps<Row> & {
  getRowId: (row: Row) => string;
  labels: StaffTableLabels;
  actions: (row: Row) => ReactNode;
}) {
  const tableColumns: DataTableColumn<Row>[] = [
    ...columns.map((column): DataTableColumn<Row> => ({
      id: column.id,
      header: column.header,
      align: column.align,
      cell: (row) => column.cell(row),
      sortValue: column.sortable ? () => null : undefined,
    })),
    { id: 'actions', header: labels.actions, hideHeader: true, cell: actions },
  ];
  return (
    <DataTable
      caption={caption}
      rows={rows}
      columns={tableColumns}
      getRowId={getRowId}
      pageSize={pageSize}
      server={{ total, page, sort, query: search }}
      searchText={() => ''}
      searchLabel={labels.search}
      searchPlaceholder={labels.searchPlaceholder}
      onSearchChange={onSearchChange}
      onSortChange={onSortChange}
      onPageChange={onPageChange}
      loading={loading}
      loadingLabel={labels.loading}
      error={error}
      errorText={labels.error}
      emptyText={labels.empty}
      noMatchText={labels.noMatch}
      paginationLabels={paginationLabels}
    />
  );
}
