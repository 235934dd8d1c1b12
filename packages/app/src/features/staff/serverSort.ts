/** A server-paged staff list's sort as the query keeps it (`sort`, `order`) and as the table shows it. */
interface QuerySort {
  sort?: string;
  order?: 'asc' | 'desc';
}

interface TableSort {
  columnId: string;
  direction: 'ascending' | 'descending';
}

/** The table's sort indicator for the query's sort (none when the server's default order applies). */
export function tableSortOf(query: QuerySort): TableSort | undefined {
  return query.sort
    ? { columnId: query.sort, direction: query.order === 'desc' ? 'descending' : 'ascending' }
    : undefined;
}

/** The query for a sort chosen in the table: back to the first page. */
export function querySortOf<S extends string = string>(sort: TableSort) {
  return {
    page: 1,
    sort: sort.columnId as S,
    order: sort.direction === 'descending' ? ('desc' as const) : ('asc' as const),
  };
}
