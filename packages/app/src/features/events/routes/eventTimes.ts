import type { IntlShape } from 'react-intl';
import { eventDateFormatters, eventZoneName, memberTimeRange } from '@wellness/ui/events';

let zone: string | undefined;
/** The zone this browser is in (where the member is), as Intl knows it: read once, it costs a formatter. */
const browserTimeZone = () => (zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);

/**
 * Event dates and times in the member's language, each with the event's zone named, and the member's own time
 * ('Your time: …') when their zone differs from the event's.
 */
export function eventTimeProps(intl: IntlShape, memberTimeZone: string = browserTimeZone()) {
  const { formatDate, formatTime, formatDateTime } = eventDateFormatters(intl.locale);
  return {
    formatDate,
    formatTime,
    formatDateTime,
    formatZone: (iso: string) => eventZoneName(iso, intl.locale),
    memberTime: (start: string, end: string) => {
      const range = memberTimeRange(start, end, memberTimeZone, intl.locale);
      return range && intl.formatMessage({ id: 'app.events.time.yours' }, { time: range });
    },
  };
}
