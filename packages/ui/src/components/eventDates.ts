import { dateTimeFormat } from './intlFormats';

/**
 * Event times are shown in Pacific Time (§9). Intl does the zone maths, so the text depends only on
 * the ISO instant given, not on the viewer's clock or zone.
 */
export const EVENT_TIME_ZONE = 'America/Los_Angeles';

const parts = (iso: string, options: Intl.DateTimeFormatOptions) => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  const found: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of dateTimeFormat('en-US', { timeZone: EVENT_TIME_ZONE, ...options }).formatToParts(date))
    found[part.type] = part.value;
  return found;
};

/** 'Apr 03, 2026' (MMM DD, YYYY) in PT; the input as given when it is not a date. */
export function formatEventDate(iso: string): string {
  const p = parts(iso, { year: 'numeric', month: 'short', day: '2-digit' });
  return p ? `${p.month} ${p.day}, ${p.year}` : iso;
}

/** '09:30 am' (hh:mm a) in PT. */
export function formatEventTime(iso: string): string {
  const p = parts(iso, { hour: '2-digit', minute: '2-digit', hour12: true });
  return p ? `${p.hour}:${p.minute} ${(p.dayPeriod ?? '').toLowerCase()}` : iso;
}

/** '04-03-2026 09:30 am' (MM-DD-YYYY hh:mm a) in PT, for the tables. */
export function formatEventDateTime(iso: string): string {
  const p = parts(iso, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  });
  return p ? `${p.month}-${p.day}-${p.year} ${p.hour}:${p.minute} ${(p.dayPeriod ?? '').toLowerCase()}` : iso;
}

/** The zone's offset at an instant, as Intl names it ('GMT-08:00'), to compare two zones. */
function offsetAt(date: Date, timeZone: string): string {
  return (
    dateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(date)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}

/**
 * The event's time zone as the member's language names it at that instant: 'PST' or 'PDT' in English, 'GMT-8'
 * in Turkish, and so on. Shown beside every event time so no time is read in the wrong zone.
 */
export function eventZoneName(iso: string, locale = 'en-US'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (
    dateTimeFormat(locale, { timeZone: EVENT_TIME_ZONE, timeZoneName: 'short' })
      .formatToParts(date)
      .find((part) => part.type === 'timeZoneName')?.value ?? ''
  );
}

/**
 * The event's start and end in the member's own zone ('7:00 PM – 8:30 PM GMT+1', in the member's language),
 * or undefined when that zone keeps the event's time (same offset at both instants) or a value is not a date.
 */
export function memberTimeRange(
  startIso: string,
  endIso: string,
  memberTimeZone: string,
  locale = 'en-US',
): string | undefined {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return undefined;
  let same: boolean;
  try {
    same =
      offsetAt(start, memberTimeZone) === offsetAt(start, EVENT_TIME_ZONE) &&
      offsetAt(end, memberTimeZone) === offsetAt(end, EVENT_TIME_ZONE);
  } catch {
    return undefined; // a zone the browser does not know
  }
  if (same) return undefined;
  const format = dateTimeFormat(locale, {
    timeZone: memberTimeZone,
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  return format.formatRange(start, end);
}

/**
 * Date and time texts for events in the member's language, in the event's zone: English keeps §9's formats
 * ('Apr 03, 2026', '09:30 am', '04-03-2026 09:30 am'); other languages use their own order, month names,
 * digits and 12/24-hour clock.
 */
export function eventDateFormatters(locale: string) {
  if (locale === 'en' || locale.startsWith('en-')) {
    return { formatDate: formatEventDate, formatTime: formatEventTime, formatDateTime: formatEventDateTime };
  }
  const formatter = (options: Intl.DateTimeFormatOptions) => {
    const format = dateTimeFormat(locale, { timeZone: EVENT_TIME_ZONE, ...options });
    return (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : format.format(date);
    };
  };
  return {
    formatDate: formatter({ year: 'numeric', month: 'short', day: '2-digit' }),
    formatTime: formatter({ hour: '2-digit', minute: '2-digit' }),
    formatDateTime: formatter({
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }),
  };
}
