import { toFormData, type ApiClient, type Schema } from '@wellness/api';
import type { StaffEventFilters } from '@wellness/ui/staff';
import { toOutcome, type ApiOutcome } from '../../lib/apiOutcome';

export type StaffEvent = Schema<'StaffEvent'>;
export type StaffEventRequest = Schema<'StaffEventRequest'>;
export type StaffRegistrant = Schema<'StaffRegistrant'>;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface EventsQuery {
  page: number;
  search: string;
  filters: StaffEventFilters;
}

export const EVENTS_PAGE_SIZE = 10;
/** Events are shown and written in Pacific Time (§9). */
const EVENT_TIME_ZONE = 'America/Los_Angeles';

/** The start of a Pacific day (the events' zone) as an instant, for the list's date filters. */
export function pacificDayStart(day: string) {
  const noonUtc = new Date(`${day}T12:00:00Z`);
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: EVENT_TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(noonUtc)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(offset ?? '');
  const minutes = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  return new Date(Date.parse(`${day}T00:00:00Z`) - minutes * 60_000).toISOString();
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export function eventsQueryOf(query: EventsQuery) {
  const search = query.search.trim().slice(0, 100);
  const { status, from, to } = query.filters;
  return {
    page: query.page,
    pageSize: EVENTS_PAGE_SIZE,
    ...(search ? { search } : {}),
    ...(status ? { status } : {}),
    ...(from ? { from: pacificDayStart(from) } : {}),
    // "Starting before" includes the day chosen.
    ...(to ? { to: pacificDayStart(nextDay(to)) } : {}),
  };
}

export async function fetchEvents(api: ApiClient, query: EventsQuery): Promise<ApiOutcome<Page<StaffEvent>>> {
  return toOutcome(await api.GET('/staff/events', { params: { query: eventsQueryOf(query) } }));
}

export async function fetchEvent(api: ApiClient, uuid: string): Promise<ApiOutcome<StaffEvent>> {
  return toOutcome(await api.GET('/staff/events/{uuid}', { params: { path: { uuid } } }));
}

/** A new event (no uuid) or the whole form saved over an existing one. */
export async function saveEvent(
  api: ApiClient,
  uuid: string | null,
  body: StaffEventRequest,
): Promise<ApiOutcome<StaffEvent>> {
  if (!uuid) return toOutcome(await api.POST('/staff/events', { body }));
  return toOutcome(await api.PATCH('/staff/events/{uuid}', { params: { path: { uuid } }, body }));
}

export async function cancelEvent(
  api: ApiClient,
  uuid: string,
  reason: string,
): Promise<ApiOutcome<StaffEvent>> {
  return toOutcome(
    await api.POST('/staff/events/{uuid}/cancel', { params: { path: { uuid } }, body: { reason } }),
  );
}

export async function uploadEventImage(api: ApiClient, file: File): Promise<ApiOutcome<{ image: string }>> {
  return toOutcome(
    await api.POST('/staff/events/images', {
      body: { image: file },
      bodySerializer: toFormData,
    }),
  );
}

export async function fetchRegistrants(
  api: ApiClient,
  uuid: string,
  page: number,
  search: string,
): Promise<ApiOutcome<Page<StaffRegistrant>>> {
  const text = search.trim().slice(0, 100);
  return toOutcome(
    await api.GET('/staff/events/{uuid}/registrants', {
      params: {
        path: { uuid },
        query: { page, pageSize: EVENTS_PAGE_SIZE, ...(text ? { search: text } : {}) },
      },
    }),
  );
}

export async function markAttended(
  api: ApiClient,
  registration: string,
  attended: boolean,
): Promise<ApiOutcome<StaffRegistrant>> {
  return toOutcome(
    await api.POST('/staff/events/registrations/{uuid}/attended', {
      params: { path: { uuid: registration } },
      body: { attended },
    }),
  );
}

/** The registrants' CSV, fetched with the session's token (a plain link could not carry it). */
export const registrantsCsvUrl = (uuid: string) => `/v1/staff/events/${uuid}/registrants?format=csv`;

/** The packages an event may require. */
export async function fetchPackageList(api: ApiClient) {
  return toOutcome(await api.GET('/user/package/list'));
}
