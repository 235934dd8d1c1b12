import { describe, expect, it } from 'vitest';
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
