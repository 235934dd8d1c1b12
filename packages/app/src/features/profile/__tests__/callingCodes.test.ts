import { describe, expect, it } from 'vitest';
import type { Country } from '@wellness/api';
import { callingCodeEntry, callingCodeOf, callingCodeOptions } from '../callingCodes';

const country = (countryCode: string, countryName: string, countryCallingCode: string): Country => ({
  countryCode,
  countryName,
  countryCallingCode,
});
// GET /country/list's order: the United States first, India second, the rest alphabetical.
const list = [
  country('US', 'United States', '+1'),
  country('IN', 'India', '+91'),
  country('AX', 'Åland', '+358'),
  country('CA', 'Canada', '+1'),
  country('FI', 'Finland', '+358'),
  country('GG', 'Guernsey', '+44'),
  country('KZ', 'Kazakhstan', '+7'),
  country('NO', 'Norway', '+47'),
  country('RU', 'Russia', '+7'),
  country('SJ', 'Svalbard and Jan Mayen', '+47'),
  country('GB', 'United Kingdom', '+44'),
];

describe('the Country Code select', () => {
  it('offers every country, also those sharing a calling code, United States first and India second', () => {
    const options = callingCodeOptions(list);
    expect(options).toHaveLength(list.length);
    expect(options.slice(0, 2).map((o) => o.label)).toEqual(['+1 (United States)', '+91 (India)']);
    expect(options.map((o) => o.label)).toEqual(
      expect.arrayContaining([
        '+1 (Canada)',
        '+44 (United Kingdom)',
        '+7 (Russia)',
        '+47 (Norway)',
        '+358 (Finland)',
      ]),
    );
    expect(new Set(options.map((o) => o.value)).size).toBe(options.length);
  });

  it("shows a UK member's +44 as the United Kingdom, not Guernsey", () => {
    expect(callingCodeEntry(list, '+44', 'United Kingdom')).toBe('GB');
    expect(callingCodeEntry(list, '+1', 'Canada')).toBe('CA');
    // A country elsewhere: the first country with the code.
    expect(callingCodeEntry(list, '+1', 'India')).toBe('US');
    expect(callingCodeEntry(list, '+999', 'Nowhere')).toBe('');
    expect(callingCodeEntry(list, null, null)).toBe('');
  });

  it('sends the calling code of the chosen country', () => {
    expect(callingCodeOf(list, 'GB')).toBe('+44');
    expect(callingCodeOf(list, 'CA')).toBe('+1');
    expect(callingCodeOf(list, '')).toBe('');
  });
});
