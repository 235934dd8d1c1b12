import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intlFormats';

describe('Intl formatters made once', () => {
  it('the same locale and options give the same formatter, other options another', () => {
    const a = dateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', hour: '2-digit' });
    expect(dateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', hour: '2-digit' })).toBe(a);
    expect(dateTimeFormat('tr', { timeZone: 'America/Los_Angeles', hour: '2-digit' })).not.toBe(a);
    expect(numberFormat('en-US', { style: 'currency', currency: 'USD' }).format(99)).toBe('$99.00');
  });

  it('an unknown zone throws every time, as Intl does, and is never kept', () => {
    expect(() => dateTimeFormat('en-US', { timeZone: 'Nowhere/Atlantis' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en-US', { timeZone: 'Nowhere/Atlantis' })).toThrow(RangeError);
  });
});
