import { escapeText, fold, utcStamp } from './calendar.js';
import { SESSION_TIME_ZONE } from './heroes.js';

/** The programme's zone: events are held and shown in Pacific time (§9), like health hero sessions. */
export const EVENT_TIME_ZONE = SESSION_TIME_ZONE;

/**
 * America/Los_Angeles as RFC 5545 describes a zone (US rules since 2007: daylight time from the second Sunday of
 * March to the first Sunday of November), so a calendar shows the event at its local time in its zone.
 */
const PACIFIC_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${EVENT_TIME_ZONE}`,
  `X-LIC-LOCATION:${EVENT_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0800',
  'TZOFFSETTO:-0700',
  'TZNAME:PDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0700',
  'TZOFFSETTO:-0800',
  'TZNAME:PST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** The wall-clock time of an instant in the event's zone, as iCalendar writes a local time (YYYYMMDDTHHMMSS). */
function localStamp(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: EVENT_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}

/** An event registration as a one-event calendar file (`.ics`), in the event's own time zone. */
export function eventInvitation(input: {
  uid: string;
  host: string;
  now: Date;
  name: string;
  description: string;
  start: Date;
  end: Date;
  url: string;
  organisationName: string;
  cancelled?: boolean;
}): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${input.organisationName.replace(/[\r\n]/g, ' ')}//Members Portal Events//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${input.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    ...PACIFIC_VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${input.uid}@${input.host}`,
    `DTSTAMP:${utcStamp(input.now)}`,
    `DTSTART;TZID=${EVENT_TIME_ZONE}:${localStamp(input.start)}`,
    `DTEND;TZID=${EVENT_TIME_ZONE}:${localStamp(input.end)}`,
    `SUMMARY:${escapeText(input.name)}`,
    ...(input.description ? [`DESCRIPTION:${escapeText(input.description)}`] : []),
    `URL:${input.url}`,
    `STATUS:${input.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
