import type {
  ApiClient,
  CalendarEvent,
  CalendarEventRemoved,
  CalendarFeed,
  NewCalendarEvent,
} from '@wellness/api';
import { toOutcome, type ApiOutcome } from '../../lib/apiOutcome';

/** The member's own entries with their registered events and accepted sessions (read-only). */
export async function fetchCalendar(api: ApiClient): Promise<ApiOutcome<CalendarEvent[]>> {
  return toOutcome(await api.GET('/user/calendar/events'));
}

export async function addCalendarEvent(
  api: ApiClient,
  newEvent: NewCalendarEvent,
): Promise<ApiOutcome<CalendarEvent>> {
  return toOutcome(await api.POST('/user/calendar/event/add', { body: { newEvent } }));
}

export async function updateCalendarEvent(
  api: ApiClient,
  event: NewCalendarEvent & { id: string },
): Promise<ApiOutcome<CalendarEvent>> {
  return toOutcome(await api.POST('/user/calendar/event/update', { body: { event } }));
}

export async function removeCalendarEvent(
  api: ApiClient,
  eventId: string,
): Promise<ApiOutcome<CalendarEventRemoved>> {
  return toOutcome(await api.POST('/user/calendar/event/remove', { body: { eventId } }));
}

export async function fetchCalendarFeed(api: ApiClient): Promise<ApiOutcome<CalendarFeed>> {
  return toOutcome(await api.GET('/user/calendar/feed'));
}

export async function rotateCalendarFeed(api: ApiClient): Promise<ApiOutcome<CalendarFeed>> {
  return toOutcome(await api.POST('/user/calendar/feed/rotate'));
}
