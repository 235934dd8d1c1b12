import { describe, expect, it } from 'vitest';
import { mergeSuggestions } from './GlobalSearch';
import { searchText, suggest } from './searchText';

describe('global search (§2: lower-cased, accents stripped, at most 10 suggestions)', () => {
  it('lower-cases and strips accents, also the Turkish dotless i', () => {
    expect(searchText('ÚPCÓMÎNG Évents')).toBe('upcoming events');
    expect(searchText('SAĞLIK')).toBe('saglik');
  });

  it('finds titles holding every word, those starting with the query first, at most 10', () => {
    const pages = Array.from({ length: 14 }, (_, index) => ({ title: `Yoga class ${index}` }));
    const items = [{ title: 'Registered Events' }, { title: 'Upcoming Events' }, ...pages];
    expect(suggest(items, 'ÉVENTS').map((item) => item.title)).toEqual([
      'Registered Events',
      'Upcoming Events',
    ]);
    expect(suggest(items, 'upcoming ÉVENTS').map((item) => item.title)).toEqual(['Upcoming Events']);
    expect(suggest(items, 'class')).toHaveLength(10);
    expect(suggest(items, '   ')).toEqual([]);
  });
});

describe('pages and content together', () => {
  const items = (kind: string, n: number) =>
    Array.from({ length: n }, (_, i) => ({ id: `${kind}${i}`, title: `${kind} ${i}`, url: '/', kind }));

  it('keeps at most 10: pages first, content keeps at least half of the places it can fill', () => {
    expect(mergeSuggestions(items('page', 3), items('event', 10)).map((i) => i.kind)).toEqual([
      ...Array(3).fill('page'),
      ...Array(7).fill('event'),
    ]);
    expect(mergeSuggestions(items('page', 10), items('event', 2))).toHaveLength(10);
    expect(
      mergeSuggestions(items('page', 10), items('event', 2)).filter((i) => i.kind === 'event'),
    ).toHaveLength(2);
    expect(
      mergeSuggestions(items('page', 10), items('event', 10)).filter((i) => i.kind === 'page'),
    ).toHaveLength(5);
    expect(mergeSuggestions(items('page', 10), [])).toHaveLength(10);
  });
});
