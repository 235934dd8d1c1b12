import { describe, expect, it } from 'vitest';
import { filterRows, paginate, sortRows } from './rows';

interface Event {
  name: string;
  start: Date | null;
  seats?: number;
}

const events: Event[] = [
  { name: 'Yoga 10', start: new Date('2026-03-02T10:00:00Z'), seats: 3 },
  { name: 'yoga 2', start: new Date('2026-01-15T09:00:00Z'), seats: 12 },
  { name: 'Breathing', start: null, seats: 3 },
  { name: 'Meditation', start: new Date('2026-02-01T08:00:00Z') },
];

describe('sortRows', () => {
  it('sorts strings naturally and without regard to case', () => {
    expect(sortRows(events, (e) => e.name, 'ascending').map((e) => e.name)).toEqual([
      'Breathing',
      'Meditation',
      'yoga 2',
      'Yoga 10',
    ]);
    expect(sortRows(events, (e) => e.name, 'descending').map((e) => e.name)).toEqual([
      'Yoga 10',
      'yoga 2',
      'Meditation',
      'Breathing',
    ]);
  });

  it('sorts dates and puts missing values last in both directions', () => {
    expect(sortRows(events, (e) => e.start, 'ascending').map((e) => e.name)).toEqual([
      'yoga 2',
      'Meditation',
      'Yoga 10',
      'Breathing',
    ]);
    expect(sortRows(events, (e) => e.start, 'descending').map((e) => e.name)).toEqual([
      'Yoga 10',
      'Meditation',
      'yoga 2',
      'Breathing',
    ]);
  });

  it('keeps the original order of equal values', () => {
    expect(sortRows(events, (e) => e.seats, 'ascending').map((e) => e.name)).toEqual([
      'Yoga 10',
      'Breathing',
      'yoga 2',
      'Meditation',
    ]);
    expect(sortRows(events, (e) => e.seats, 'descending').map((e) => e.name)).toEqual([
      'yoga 2',
      'Yoga 10',
      'Breathing',
      'Meditation',
    ]);
  });

  it('does not change the input', () => {
    const copy = [...events];
    sortRows(events, (e) => e.name, 'descending');
    expect(events).toEqual(copy);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 23 }, (_, i) => i + 1);

  it('cuts pages of the given size', () => {
    expect(paginate(items, 1, 10)).toEqual({
      items: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      page: 1,
      pageCount: 3,
      start: 0,
    });
    expect(paginate(items, 3, 10)).toEqual({ items: [21, 22, 23], page: 3, pageCount: 3, start: 20 });
  });

  it('clamps pages outside the range', () => {
    expect(paginate(items, 9, 10).page).toBe(3);
    expect(paginate(items, 0, 10).items[0]).toBe(1);
  });

  it('has one empty page for no items', () => {
    expect(paginate([], 1, 10)).toEqual({ items: [], page: 1, pageCount: 1, start: 0 });
  });

  it('counts exact multiples without an empty last page', () => {
    expect(paginate(items.slice(0, 20), 2, 10).pageCount).toBe(2);
  });
});

describe('filterRows', () => {
  it('keeps rows containing the query in any case', () => {
    expect(filterRows(events, 'YOGA', (e) => e.name).map((e) => e.name)).toEqual(['Yoga 10', 'yoga 2']);
    expect(filterRows(events, 'ditat', (e) => e.name).map((e) => e.name)).toEqual(['Meditation']);
  });

  it('keeps every row for an empty or blank query', () => {
    expect(filterRows(events, '', (e) => e.name)).toHaveLength(4);
    expect(filterRows(events, '   ', (e) => e.name)).toHaveLength(4);
  });

  it('ignores spaces around the query', () => {
    expect(filterRows(events, '  breath ', (e) => e.name).map((e) => e.name)).toEqual(['Breathing']);
  });

  it('returns nothing when no row matches', () => {
    expect(filterRows(events, 'pilates', (e) => e.name)).toEqual([]);
  });
});
