import { describe, expect, it } from 'vitest';
import {
  formatCardNumber,
  formatExpiry,
  isExpired,
  parseExpiry,
  passesLuhn,
  toCardDetails,
  validateCard,
} from './cardRules';

const today = { month: 11, year: 2026 };
const good = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Jane Doe' };

describe('formatCardNumber', () => {
  it('groups digits by four and drops anything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 0000 0077')).toBe('4000 0000 0000 0077');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242 ')).toBe('4242');
  });
  it('stops at 19 digits', () => {
    expect(formatCardNumber('1'.repeat(25))).toBe('1111 1111 1111 1111 111');
  });
});

describe('formatExpiry', () => {
  it('adds the slash once the year starts', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/30')).toBe('12/30');
    expect(formatExpiry('123099')).toBe('12/30');
  });
});

describe('passesLuhn', () => {
  it('accepts the gateway test cards and rejects a changed digit', () => {
    for (const number of ['4242424242424242', '4000000000000002', '4000000000009995', '4000000000000077']) {
      expect(passesLuhn(number)).toBe(true);
    }
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('1234567812345678')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });
});

describe('expiry', () => {
  it('parses MM/YY into a four-digit year and refuses month 13', () => {
    expect(parseExpiry('04/27')).toEqual({ month: 4, year: 2027 });
    expect(parseExpiry('13/27')).toBeUndefined();
    expect(parseExpiry('00/27')).toBeUndefined();
    expect(parseExpiry('4/27')).toBeUndefined();
  });
  it('keeps a card good until the end of its month', () => {
    expect(isExpired({ month: 11, year: 2026 }, today)).toBe(false);
    expect(isExpired({ month: 10, year: 2026 }, today)).toBe(true);
    expect(isExpired({ month: 1, year: 2027 }, today)).toBe(false);
    expect(isExpired({ month: 12, year: 2025 }, today)).toBe(true);
  });
});

describe('validateCard', () => {
  it('finds nothing wrong with a good card', () => {
    expect(validateCard(good, today)).toEqual({});
  });
  it('names each problem', () => {
    expect(validateCard({ number: '', expiry: '', cvc: '', name: ' ' }, today)).toEqual({
      number: 'required',
      expiry: 'required',
      cvc: 'required',
      name: 'required',
    });
    expect(validateCard({ ...good, number: '4242 4242 4242 4241' }, today)).toEqual({ number: 'invalid' });
    expect(validateCard({ ...good, number: '4242 42' }, today)).toEqual({ number: 'invalid' });
    expect(validateCard({ ...good, expiry: '10/26' }, today)).toEqual({ expiry: 'expired' });
    expect(validateCard({ ...good, expiry: '14/30' }, today)).toEqual({ expiry: 'invalid' });
    expect(validateCard({ ...good, cvc: '12' }, today)).toEqual({ cvc: 'invalid' });
  });
});

describe('toCardDetails', () => {
  it("gives the gateway's shape for a good card only", () => {
    expect(toCardDetails(good, today)).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
      name: 'Jane Doe',
    });
    expect(toCardDetails({ ...good, cvc: '' }, today)).toBeUndefined();
  });
});
