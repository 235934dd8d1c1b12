/** §2 global search: lower-cased, accents stripped ('ÉVÉNEMENT' and 'evenement' meet). */
export function searchText(value: string): string {
  return value
    .toLocaleLowerCase('en')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ı/g, 'i')
    .trim();
}

export const MAX_SUGGESTIONS = 10;

/** At most 10 items whose title holds every word of the query, titles starting with it first. */
export function suggest<T extends { title: string }>(items: readonly T[], query: string): T[] {
  const words = searchText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const matches = items.filter((item) => {
    const title = searchText(item.title);
    return words.every((word) => title.includes(word));
  });
  const first = words[0] ?? '';
  return matches
    .map((item, index) => ({ item, index, starts: searchText(item.title).startsWith(first) ? 0 : 1 }))
    .sort((a, b) => a.starts - b.starts || a.index - b.index)
    .slice(0, MAX_SUGGESTIONS)
    .map(({ item }) => item);
}
