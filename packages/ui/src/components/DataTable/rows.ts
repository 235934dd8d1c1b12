export type SortDirection = 'ascending' | 'descending';
export type SortValue = string | number | boolean | Date | null | undefined;

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function isMissing(value: SortValue): value is null | undefined {
  return (
    value === null ||
    value === undefined ||
    value === '' ||
    (typeof value === 'number' && Number.isNaN(value)) ||
    (value instanceof Date && Number.isNaN(value.getTime()))
  );
}

function compareValues(
  a: Exclude<SortValue, null | undefined>,
  b: Exclude<SortValue, null | undefined>,
): number {
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  const x = a instanceof Date ? a.getTime() : Number(a);
  const y = b instanceof Date ? b.getTime() : Number(b);
  if (Number.isNaN(x) || Number.isNaN(y)) return collator.compare(String(a), String(b));
  return x - y;
}

/**
 * A sorted copy of `rows` by `sortValue`. Strings compare naturally ('Event 2' before 'Event 10')
 * and case-insensitively; equal values keep their order; missing values go last in both directions.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  sortValue: (row: Row) => SortValue,
  direction: SortDirection,
): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row) => ({ row, value: sortValue(row) }))
    .sort((a, b) => {
      const aMissing = isMissing(a.value);
      const bMissing = isMissing(b.value);
      if (aMissing || bMissing) return Number(aMissing) - Number(bMissing);
      return sign * compareValues(a.value as NonNullable<SortValue>, b.value as NonNullable<SortValue>);
    })
    .map(({ row }) => row);
}

export interface Page<T> {
  items: T[];
  /** The page actually shown, clamped to 1…pageCount. */
  page: number;
  /** At least 1, even for no items. */
  pageCount: number;
  /** Index of the first item of the page in the whole list. */
  start: number;
}

/** One page of `items` (1-based `page`); a page past the end shows the last page. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const size = Math.max(1, Math.floor(pageSize));
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(pageCount, Math.max(1, Math.floor(page)));
  const start = (current - 1) * size;
  return { items: items.slice(start, start + size), page: current, pageCount, start };
}

/** Rows whose `searchText` contains `query`, ignoring case; an empty or blank query keeps every row. */
export function filterRows<Row>(
  rows: readonly Row[],
  query: string,
  searchText: (row: Row) => string,
): Row[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...rows];
  return rows.filter((row) => searchText(row).toLocaleLowerCase().includes(needle));
}
