/** §3: the category shown is the second one when there are several, else the first. */
export function categoryName(categories: readonly { name: string }[]): string {
  return (categories[1] ?? categories[0])?.name ?? '—';
}
