export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

/**
 * The page buttons to show: the first and last page, the current page with `siblings` neighbours
 * on each side, and an ellipsis for each gap. The number of items stays constant (2 × siblings + 5)
 * so the buttons do not jump around while paging; a gap of a single page shows that page instead.
 */
export function pageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  const count = Math.max(1, Math.floor(pageCount));
  const current = Math.min(count, Math.max(1, Math.floor(page)));
  const slots = 2 * siblings + 5;
  if (count <= slots) return range(1, count);

  const edgeRun = 2 * siblings + 3;
  if (current - siblings <= 3) return [...range(1, edgeRun), 'ellipsis-end', count];
  if (current + siblings >= count - 2) return [1, 'ellipsis-start', ...range(count - edgeRun + 1, count)];
  return [1, 'ellipsis-start', ...range(current - siblings, current + siblings), 'ellipsis-end', count];
}
