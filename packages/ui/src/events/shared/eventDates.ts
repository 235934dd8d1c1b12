/**
 * Event times are shown in Pacific Time (§9). Intl does the zone maths, so the text depends only on
 * the ISO instant given, not on the viewer's clock or zone.
 */
export const EVENT_TIME_ZONE = 'America/Los_Angeles';

const parts = (iso: string, options: Intl.DateTimeFormatOptions) => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  const found: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of new Intl.DateTimeFormat('en-US', {
    timeZone: EVENT_TIME_ZONE,
    ...options,
  }).formatToParts(date))
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
