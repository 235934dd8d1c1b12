export { DataTable } from './DataTable';
export type {
  DataTableColumn,
  DataTableProps,
  DataTableSort,
  DataTablePaginationLabels,
  DataTableServerPaging,
} from './DataTable';
export { filterRows, paginate, sortRows } from './rows';
export type { Page, SortDirection, SortValue } from './rows';
