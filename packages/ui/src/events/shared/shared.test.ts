import { describe, expect, it } from 'vitest';
import {
  eventDateFormatters,
  eventZoneName,
  formatEventDate,
  formatEventDateTime,
  formatEventTime,
  memberTimeRange,
} from '../../components/eventDates';
import { filterEvents } from './eventFilters';
import { defaultRegistrationColumnLabels, registrationColumns } from './registrationColumns';

describe('event dates in Pacific Time', () => {
  // 17:30 UTC in April is 10:30 in PDT; 03:05 UTC on 1 January is the previous evening in PST.
  it('formats cards as MMM DD, YYYY', () => {
    expect(formatEventDate('2026-04-03T17:30:00Z')).toBe('Apr 03, 2026');
    expect(formatEventDate('2026-01-01T03:05:00Z')).toBe('Dec 31, 2025');
  });

  it('formats times as hh:mm a', () => {
    expect(formatEventTime('2026-04-03T17:30:00Z')).toBe('10:30 am');
    expect(formatEventTime('2026-01-01T03:05:00Z')).toBe('07:05 pm');
  });

  it('formats tables as MM-DD-YYYY hh:mm a', () => {
    expect(formatEventDateTime('2026-04-03T17:30:00Z')).toBe('04-03-2026 10:30 am');
    expect(formatEventDateTime('2026-01-01T03:05:00Z')).toBe('12-31-2025 07:05 pm');
  });

  it('leaves text that is not a date as it is', () => {
    expect(formatEventDate('soon')).toBe('soon');
  });
});

describe('filterEvents', () => {
  const events = [
    { name: 'Morning Yoga Flow', eventCategory: 'Lifestyle' as const },
    { name: 'Heart Talk', eventCategory: 'Heart Health' as const },
    { name: 'Open House', eventCategory: null },
  ];

  it('keeps everything with an empty keyword and All', () => {
    expect(filterEvents(events, { keyword: '  ', category: '' })).toEqual(events);
  });

  it('matches the name case-insensitively', () => {
    expect(filterEvents(events, { keyword: 'YOGA', category: '' }).map((e) => e.name)).toEqual([
      'Morning Yoga Flow',
    ]);
  });

  it('lets events without a category match every category', () => {
    expect(filterEvents(events, { keyword: '', category: 'Heart Health' }).map((e) => e.name)).toEqual([
      'Heart Talk',
      'Open House',
    ]);
  });
});

describe('registrationColumns', () => {
  const row = (name: string, eventMode: string) => ({
    uuid: name,
    eventUuid: name,
    isActive: true,
    event: { name, startTime: '2026-04-01T17:00:00Z', endTime: '2026-04-01T18:00:00Z', eventMode },
  });
  const typeColumn = (formatMode?: (mode: string) => string) =>
    registrationColumns(defaultRegistrationColumnLabels, (iso) => iso, formatMode).find(
      (column) => column.id === 'type',
    )!;

  it('shows and sorts the mode as the server sends it by default', () => {
    const column = typeColumn();
    expect(column.cell(row('Talk', 'In-Person'), 0)).toBe('In-Person');
    expect(column.sortValue?.(row('Talk', 'In-Person'))).toBe('In-Person');
  });

  it("shows and sorts the mode in the member's words", () => {
    const words: Record<string, string> = { Online: 'Çevrim İçi', 'In-Person': 'Yüz Yüze' };
    const column = typeColumn((mode) => words[mode] ?? mode);
    expect(column.cell(row('Talk', 'In-Person'), 0)).toBe('Yüz Yüze');
    expect(column.sortValue?.(row('Talk', 'Online'))).toBe('Çevrim İçi');
    expect(column.cell(row('Talk', 'Hybrid'), 0)).toBe('Hybrid');
  });
});

describe('event times with their zone, and the member’s own time', () => {
  // 10:00–11:30 in Los Angeles on Nov 30, 2026 (PST, UTC−8); Jun 15 is PDT (UTC−7).
  const start = '2026-11-30T18:00:00.000Z';
  const end = '2026-11-30T19:30:00.000Z';

  it('names the event zone at the instant, in the member’s language', () => {
    expect(eventZoneName(start)).toBe('PST');
    expect(eventZoneName('2026-06-15T17:00:00.000Z')).toBe('PDT');
    expect(eventZoneName(start, 'tr')).toBe('GMT-8');
  });

  it('gives the member’s own time only when their zone differs', () => {
    expect(memberTimeRange(start, end, 'America/Los_Angeles')).toBeUndefined();
    // Vancouver keeps Pacific time: nothing to add.
    expect(memberTimeRange(start, end, 'America/Vancouver')).toBeUndefined();
    expect(memberTimeRange(start, end, 'Europe/Istanbul')).toMatch(/^Mon, 9:00\s?–\s?10:30\sPM GMT\+3$/);
    expect(memberTimeRange(start, end, 'Europe/Istanbul', 'tr')).toMatch(/21:00.*22:30.*GMT\+3/);
    expect(memberTimeRange('soon', end, 'Europe/Istanbul')).toBeUndefined();
  });

  it('formats dates and times in the member’s language; English keeps §9’s formats', () => {
    const en = eventDateFormatters('en');
    expect([en.formatDate(start), en.formatTime(start), en.formatDateTime(start)]).toEqual([
      'Nov 30, 2026',
      '10:00 am',
      '11-30-2026 10:00 am',
    ]);
    const tr = eventDateFormatters('tr');
    expect([tr.formatDate(start), tr.formatTime(start)]).toEqual(['30 Kas 2026', '10:00']);
    const ar = eventDateFormatters('ar');
    expect(ar.formatTime(start)).toMatch(/ص/);
    expect(ar.formatDate(start)).not.toMatch(/Nov/);
  });
});
