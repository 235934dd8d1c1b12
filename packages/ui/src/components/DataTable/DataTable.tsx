import { useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { LoadingIndicator } from '../LoadingIndicator';
import { Pagination } from '../Pagination';
import type { PaginationProps } from '../Pagination';
import { filterRows, paginate, sortRows } from './rows';
import type { SortDirection, SortValue } from './rows';
import {
  Root,
  Scroller,
  SortButton,
  Stack,
  StatusText,
  Table,
  Toolbar,
  VisuallyHidden,
} from './DataTable.styles';

export interface DataTableColumn<Row> {
  id: string;
  /** Column header; also labels the value in the phone card layout. */
  header: string;
  /** The cell content; `index` is the row's position in the filtered, sorted list (0-based). */
  cell: (row: Row, index: number) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: Row) => SortValue;
  /** 'end' for amounts. */
  align?: 'start' | 'center' | 'end';
  /** Hide the header text visually (an actions column); it still names the column for screen readers. */
  hideHeader?: boolean;
}

export interface DataTableSort {
  columnId: string;
  direction: SortDirection;
}

/**
 * Server-side paging: `rows` are already the searched, sorted page `page` of `total` rows. The table shows them as
 * given and reports sort, page and search changes through its callbacks (the caller fetches the next rows).
 */
export interface DataTableServerPaging {
  total: number;
  page: number;
  sort?: DataTableSort;
  /** The search the rows answer (tells "no match" from "empty"). */
  query: string;
}

export type DataTablePaginationLabels = Partial<
  Pick<PaginationProps, 'label' | 'previousLabel' | 'nextLabel' | 'pageLabel' | 'summary'>
>;

export interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  /** A stable key per row; the position is used when absent. */
  getRowId?: (row: Row, index: number) => string | number;
  /** Visible title of the table (a `<caption>`). */
  caption?: string;
  /** Keep the caption for screen readers only. */
  captionHidden?: boolean;
  /** Accessible name when there is no caption. */
  'aria-label'?: string;
  /** Rows per page (spec: 10 by default). */
  pageSize?: number;
  /** Turns on the search box; rows whose text contains the query (any case) stay. */
  searchText?: (row: Row) => string;
  searchLabel?: string;
  searchPlaceholder?: string;
  defaultSort?: DataTableSort;
  onSortChange?: (sort: DataTableSort) => void;
  onPageChange?: (page: number) => void;
  onSearchChange?: (query: string) => void;
  loading?: boolean;
  loadingLabel?: string;
  /** `true` shows `errorText`; a string is shown as the message. */
  error?: boolean | string;
  errorText?: string;
  /** Shown when there are no rows at all. */
  emptyText?: string;
  /** Shown when the search leaves no rows; defaults to `emptyText`. */
  noMatchText?: string;
  paginationLabels?: DataTablePaginationLabels;
  /** Server-side paging, sorting and search (see DataTableServerPaging). */
  server?: DataTableServerPaging;
  className?: string;
}

const sortIcon = { ascending: ArrowUp, descending: ArrowDown } as const;

/**
 * A table with per-column sorting, paging, an optional search box and the loading, error and empty
 * states. Sorting, paging and searching happen on the rows given (or on the server, with `server`); on phones
 * rows become cards.
 */
export function DataTable<Row>({
  rows,
  columns,
  getRowId = (_row, index) => index,
  caption,
  captionHidden = false,
  'aria-label': ariaLabel,
  pageSize = 10,
  searchText,
  searchLabel = 'Search',
  searchPlaceholder,
  defaultSort,
  onSortChange,
  onPageChange,
  onSearchChange,
  loading = false,
  loadingLabel = 'Loading...',
  error = false,
  errorText = 'Oops something bad happened!',
  emptyText = 'No data found!',
  noMatchText,
  paginationLabels,
  server,
  className,
}: DataTableProps<Row>) {
  const searchId = useId();
  const [localSort, setSort] = useState<DataTableSort | undefined>(defaultSort);
  const [localPage, setPage] = useState(1);
  const [query, setQuery] = useState(server?.query ?? '');
  const sort = server ? server.sort : localSort;

  const visibleRows = useMemo(() => {
    if (server) return [...rows];
    const filtered = searchText ? filterRows(rows, query, searchText) : [...rows];
    if (!sort) return filtered;
    const sortColumn = columns.find((column) => column.id === sort.columnId);
    return sortColumn?.sortValue ? sortRows(filtered, sortColumn.sortValue, sort.direction) : filtered;
  }, [rows, query, searchText, sort, columns, server]);

  const current = server
    ? {
        items: visibleRows,
        page: server.page,
        pageCount: Math.max(1, Math.ceil(server.total / Math.max(1, pageSize))),
        start: (server.page - 1) * pageSize,
      }
    : paginate(visibleRows, localPage, pageSize);
  const noRowsAtAll = server ? rows.length === 0 && server.query.trim() === '' : rows.length === 0;

  const changeSort = (columnId: string) => {
    const direction: SortDirection =
      sort?.columnId === columnId && sort.direction === 'ascending' ? 'descending' : 'ascending';
    const next = { columnId, direction };
    setSort(next);
    setPage(1);
    onSortChange?.(next);
  };

  const changePage = (next: number) => {
    setPage(next);
    onPageChange?.(next);
  };

  const changeQuery = (next: string) => {
    setQuery(next);
    setPage(1);
    onSearchChange?.(next);
  };

  const errorMessage = typeof error === 'string' ? error : error ? errorText : undefined;
  let message: ReactNode = null;
  if (loading) {
    message = <LoadingIndicator label={loadingLabel} />;
  } else if (errorMessage !== undefined) {
    message = (
      <StatusText role="alert" data-tone="error">
        {errorMessage}
      </StatusText>
    );
  } else if (noRowsAtAll) {
    message = <StatusText>{emptyText}</StatusText>;
  } else if (visibleRows.length === 0) {
    message = <StatusText role="status">{noMatchText ?? emptyText}</StatusText>;
  }

  return (
    <Root className={className}>
      {searchText && (
        <Toolbar>
          <label htmlFor={searchId}>{searchLabel}</label>
          <input
            id={searchId}
            type="search"
            value={query}
            placeholder={searchPlaceholder}
            autoComplete="off"
            onChange={(event) => changeQuery(event.target.value)}
          />
        </Toolbar>
      )}
      <Stack>
        <Scroller>
          <Table aria-label={caption ? undefined : ariaLabel} aria-busy={loading || undefined}>
            {caption && <caption data-hidden={captionHidden}>{caption}</caption>}
            <thead>
              <tr>
                {columns.map((column) => {
                  const sortable = Boolean(column.sortValue);
                  const active = sort?.columnId === column.id ? sort.direction : undefined;
                  const Icon = active ? sortIcon[active] : ArrowUpDown;
                  return (
                    <th
                      key={column.id}
                      scope="col"
                      data-align={column.align ?? 'start'}
                      data-sortable={sortable}
                      aria-sort={sortable ? (active ?? 'none') : undefined}
                    >
                      {sortable ? (
                        <SortButton
                          type="button"
                          data-active={Boolean(active)}
                          onClick={() => changeSort(column.id)}
                        >
                          {column.header}
                          <Icon aria-hidden="true" />
                        </SortButton>
                      ) : column.hideHeader ? (
                        <VisuallyHidden>{column.header}</VisuallyHidden>
                      ) : (
                        column.header
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {message ? (
                <tr>
                  <td colSpan={columns.length} data-full="true">
                    {message}
                  </td>
                </tr>
              ) : (
                current.items.map((row, i) => {
                  const index = current.start + i;
                  return (
                    <tr key={getRowId(row, index)}>
                      {columns.map((column) => (
                        <td key={column.id} data-align={column.align ?? 'start'}>
                          {/* Phones only: the header is out of sight there, so each value carries it. */}
                          <span data-cell-label="" aria-hidden="true">
                            {column.header}
                          </span>
                          <div>{column.cell(row, index)}</div>
                        </td>
                      ))}
                    </tr>
                  );
                })
              )}
            </tbody>
          </Table>
        </Scroller>
      </Stack>
      {!message && current.pageCount > 1 && (
        <Pagination
          {...paginationLabels}
          page={current.page}
          pageCount={current.pageCount}
          onPageChange={changePage}
        />
      )}
    </Root>
  );
}
