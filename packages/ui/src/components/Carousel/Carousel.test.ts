import { describe, expect, it } from 'vitest';
import { itemsPerView, stepStart } from './perView';

describe('itemsPerView', () => {
  it('shows 4 on desktop widths, 3 on tablet widths and 1 on phones', () => {
    expect(itemsPerView(1248)).toBe(4);
    expect(itemsPerView(880)).toBe(4);
    expect(itemsPerView(788)).toBe(3);
    expect(itemsPerView(560)).toBe(3);
    expect(itemsPerView(358)).toBe(1);
    expect(itemsPerView(0)).toBe(1);
  });
});

describe('stepStart', () => {
  it('moves one item forward and wraps to the start after the last full view', () => {
    expect(stepStart(0, 1, 10, 4)).toBe(1);
    expect(stepStart(5, 1, 10, 4)).toBe(6);
    expect(stepStart(6, 1, 10, 4)).toBe(0);
  });

  it('moves back and wraps to the last full view', () => {
    expect(stepStart(3, -1, 10, 4)).toBe(2);
    expect(stepStart(0, -1, 10, 4)).toBe(6);
  });

  it('stays at 0 when everything fits in one view', () => {
    expect(stepStart(0, 1, 3, 4)).toBe(0);
    expect(stepStart(0, -1, 3, 4)).toBe(0);
  });
});
