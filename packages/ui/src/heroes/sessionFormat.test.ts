import { describe, expect, it } from 'vitest';
import {
  formatSessionDate,
  formatSessionTime,
  isSessionInPast,
  parseFormDate,
  parseFormTime,
} from './sessionFormat';

describe('session formats (§9)', () => {
  it('shows the date as MM-DD-YYYY and the time as hh:mm a', () => {
    expect(formatSessionDate('2027-01-15')).toBe('01-15-2027');
    expect(formatSessionTime('17:30')).toBe('05:30 pm');
    expect(formatSessionTime('00:05')).toBe('12:05 am');
    expect(formatSessionTime('12:00')).toBe('12:00 pm');
  });

  it('reads the form as dd/MM/yyyy and hh:mm a', () => {
    expect(parseFormDate('15/01/2027')).toBe('2027-01-15');
    expect(parseFormDate('31/02/2027')).toBeNull();
    expect(parseFormDate('2027-01-15')).toBeNull();
    expect(parseFormTime('05:30 PM')).toBe('17:30');
    expect(parseFormTime('12:15 am')).toBe('00:15');
    expect(parseFormTime('13:00 pm')).toBeNull();
    expect(parseFormTime('17:30')).toBeNull();
  });

  it('is in the past before today or earlier today, on the Pacific wall clock', () => {
    // 24 Nov 2026 17:30 UTC is 09:30 in Los Angeles.
    const now = new Date(Date.UTC(2026, 10, 24, 17, 30));
    expect(isSessionInPast('2026-11-23', '23:00', now)).toBe(true);
    expect(isSessionInPast('2026-11-24', '09:00', now)).toBe(true);
    expect(isSessionInPast('2026-11-24', '10:00', now)).toBe(false);
    expect(isSessionInPast('2026-11-24', null, now)).toBe(false);
  });
});
