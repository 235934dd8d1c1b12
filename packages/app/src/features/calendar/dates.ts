import type { CalendarEvent, NewCalendarEvent } from '@wellness/api';

/**
 * Between the contract and the board and form. openapi.yaml keeps an all-day entry as midnight UTC of its first
 * day and of the day after its last (end exclusive); the board wants `YYYY-MM-DD` days; the form shows wall-clock
 * `YYYY-MM-DDTHH:mm` values, and an all-day entry's last day (inclusive).
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar day of a date, `YYYY-MM-DD`. */
export const localDay = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The local wall-clock minute of a date, `YYYY-MM-DDTHH:mm` (a datetime-local input's value). */
export const localMinute = (date: Date) =>
  `${localDay(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** `YYYY-MM-DD` as midnight UTC (how the contract carries a day). */
const dayToIso = (day: string) => `${day}T00:00:00.000Z`;

/** `YYYY-MM-DD` plus or minus whole days. */
export function addDays(day: string, days: number) {
  const date = new Date(dayToIso(day));
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A range picked on the board (Dates in local time; all-day ends exclusive) as the contract's fields. */
export function rangeToFields(range: { start: Date; end: Date; allDay: boolean }) {
  if (range.allDay) {
    const start = localDay(range.start);
    const end = range.end > range.start ? localDay(range.end) : addDays(start, 1);
    return { allDay: true, start: dayToIso(start), end: dayToIso(end) };
  }
  return { allDay: false, start: range.start.toISOString(), end: range.end.toISOString() };
}

/** An entry's dates for the board: days for all-day entries, instants otherwise. */
export function toBoardDates(event: Pick<CalendarEvent, 'allDay' | 'start' | 'end'>) {
  return event.allDay
    ? { start: event.start.slice(0, 10), end: event.end.slice(0, 10) }
    : { start: event.start, end: event.end };
}

export interface FormValues {
  title: string;
  allDay: boolean;
  start: string;
  end: string;
  desc: string;
}

/** Contract fields (with title and desc) as the form's values. */
export function toFormValues(
  event: Pick<CalendarEvent, 'title' | 'allDay' | 'start' | 'end' | 'extendedProps'>,
): FormValues {
  if (event.allDay) {
    const start = event.start.slice(0, 10);
    const endExclusive = event.end.slice(0, 10);
    return {
      title: event.title,
      allDay: true,
      start,
      end: endExclusive > start ? addDays(endExclusive, -1) : start,
      desc: event.extendedProps?.desc ?? '',
    };
  }
  return {
    title: event.title,
    allDay: false,
    start: localMinute(new Date(event.start)),
    end: localMinute(new Date(event.end)),
    desc: event.extendedProps?.desc ?? '',
  };
}

/** The form's values as the contract's fields (the wall-clock values are read in the member's time zone). */
export function fromFormValues(values: FormValues): NewCalendarEvent {
  const desc = values.desc.trim();
  const base = values.allDay
    ? { allDay: true, start: dayToIso(values.start), end: dayToIso(addDays(values.end, 1)) }
    : { allDay: false, start: new Date(values.start).toISOString(), end: new Date(values.end).toISOString() };
  return { title: values.title.trim(), ...base, ...(desc ? { extendedProps: { desc } } : {}) };
}
