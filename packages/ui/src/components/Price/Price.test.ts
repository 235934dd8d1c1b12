import { describe, expect, it } from 'vitest';
import { formatPrice, parseAmount, resolvePrice } from './formatPrice';

describe('formatPrice', () => {
  it('formats dollars with cents by default', () => {
    expect(formatPrice(99)).toBe('$99.00');
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatPrice(0)).toBe('$0.00');
  });

  it('follows the currency, locale and digits asked for', () => {
    expect(formatPrice(199, { fractionDigits: 0 })).toBe('$199');
    expect(formatPrice(10.5, { currency: 'EUR', locale: 'de-DE' })).toBe('10,50\u00a0€');
  });
});

describe('parseAmount', () => {
  it('reads numbers and numeric strings', () => {
    expect(parseAmount(12)).toBe(12);
    expect(parseAmount('12.50')).toBe(12.5);
  });

  it('treats empty and invalid values as missing', () => {
    expect(parseAmount('')).toBeUndefined();
    expect(parseAmount('  ')).toBeUndefined();
    expect(parseAmount(null)).toBeUndefined();
    expect(parseAmount(undefined)).toBeUndefined();
    expect(parseAmount('abc')).toBeUndefined();
    expect(parseAmount(Number.NaN)).toBeUndefined();
  });
});

describe('resolvePrice', () => {
  it('uses the sale price and keeps the regular price as the original', () => {
    expect(resolvePrice('120', '99')).toEqual({ amount: 99, original: 120 });
  });

  it('uses the regular price when there is no sale', () => {
    expect(resolvePrice('120', '')).toEqual({ amount: 120 });
    expect(resolvePrice(45)).toEqual({ amount: 45 });
  });

  it('shows no original when the sale price equals the regular price or the regular is missing', () => {
    expect(resolvePrice(50, 50)).toEqual({ amount: 50 });
    expect(resolvePrice('', '30')).toEqual({ amount: 30 });
  });

  it('is 0 when both are empty', () => {
    expect(resolvePrice('', '')).toEqual({ amount: 0 });
    expect(resolvePrice(null, undefined)).toEqual({ amount: 0 });
  });
});
