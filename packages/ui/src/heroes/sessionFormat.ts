import { dateTimeFormat } from '../components/intlFormats';

/**
 * §9's formats of a health hero session: shown as MM-DD-YYYY and hh:mm a; typed in the request form as
 * dd/MM/yyyy and hh:mm a. The server stores YYYY-MM-DD and 24-hour HH:mm, as wall-clock values in Pacific time.
 */
export const SESSION_TIME_ZONE = 'America/Los_Angeles';

/** '2027-01-15' → '01-15-2027' (MM-DD-YYYY); anything else as given. */
export function formatSessionDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? `${match[2]}-${match[3]}-${match[1]}` : isoDate;
}

/** '17:30' → '05:30 pm' (hh:mm a); anything else as given. */
export function formatSessionTime(time: string): string {
  const match = /^(\d{2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(hour12).padStart(2, '0')}:${match[2]} ${hours < 12 ? 'am' : 'pm'}`;
}

/** The form's 'dd/MM/yyyy' → 'YYYY-MM-DD', or null when it is not a real day. */
export function parseFormDate(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, dd, mm, yyyy] = match as unknown as [string, string, string, string];
  const day = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  if (
    day.getUTCFullYear() !== Number(yyyy) ||
    day.getUTCMonth() !== Number(mm) - 1 ||
    day.getUTCDate() !== Number(dd)
  )
    return null;
  return `${yyyy}-${mm}-${dd}`;
}

/** The form's 'hh:mm a' ('05:30 pm', '05:30 PM') → 24-hour 'HH:mm', or null. */
export function parseFormTime(text: string): string | null {
  const match = /^(\d{1,2}):(\d{2})\s*([ap])\.?m\.?$/i.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour < 1 || hour > 12 || minute > 59) return null;
  const hours24 = (hour % 12) + (match[3]!.toLowerCase() === 'p' ? 12 : 0);
  return `${String(hours24).padStart(2, '0')}:${match[2]}`;
}

/** Today's date (YYYY-MM-DD) and time (HH:mm) on the programme's wall clock. */
export function sessionWallClock(now: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    dateTimeFormat('en-CA', {
      timeZone: SESSION_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** §5: a date before today, or today with a time already passed, is in the past (as the server decides it). */
export function isSessionInPast(date: string, time: string | null, now: Date): boolean {
  const today = sessionWallClock(now);
  return date < today.date || (date === today.date && time !== null && time < today.time);
}
