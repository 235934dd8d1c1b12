import type { ApiClient, EventRegistration, EventRegistrationRecord, WellnessEvent } from '@wellness/api';
import { toOutcome, type ApiOutcome } from '../../lib/apiOutcome';

/** Upcoming events, soonest first. */
export async function fetchUpcomingEvents(api: ApiClient): Promise<ApiOutcome<WellnessEvent[]>> {
  return toOutcome(await api.GET('/user/event/listUpcoming'));
}

export async function fetchEvent(api: ApiClient, uuid: string): Promise<ApiOutcome<WellnessEvent>> {
  return toOutcome(await api.GET('/user/event/view', { params: { query: { uuid } } }));
}

/** The member's registrations (active, cancelled and completed) with their events. */
export async function fetchRegistrations(api: ApiClient): Promise<ApiOutcome<EventRegistration[]>> {
  return toOutcome(await api.GET('/user/register/event/list'));
}

/** Free registration; paid events go through the payment flow instead. */
export async function registerForEvent(
  api: ApiClient,
  eventUuid: string,
  quantity: number,
): Promise<ApiOutcome<EventRegistrationRecord>> {
  return toOutcome(await api.POST('/user/event/register', { body: { eventUuid, quantity } }));
}

/** Cancels the member's active registration for the event. */
export async function cancelRegistration(api: ApiClient, eventUuid: string): Promise<ApiOutcome<unknown>> {
  return toOutcome(await api.PATCH('/user/event/register/cancel', { body: { eventUuid } }));
}
