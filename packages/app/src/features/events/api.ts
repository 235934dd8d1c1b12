import type {
  ApiClient,
  Coupon,
  EventForViewer,
  EventPayment,
  EventRegistration,
  EventRegistrationRecord,
  OrderAmounts,
  WellnessEvent,
} from '@wellness/api';
import { toOutcome, type ApiOutcome } from '../../lib/apiOutcome';

/** Upcoming events, soonest first. */
export async function fetchUpcomingEvents(api: ApiClient): Promise<ApiOutcome<WellnessEvent[]>> {
  return toOutcome(await api.GET('/user/event/listUpcoming'));
}

export async function fetchEvent(api: ApiClient, uuid: string): Promise<ApiOutcome<EventForViewer>> {
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

/** Checks a coupon (voucher code) for the event; the answer carries it and the order's amounts with it. */
export async function checkCoupon(
  api: ApiClient,
  eventUuid: string,
  voucherCode: string,
  quantity: number,
): Promise<ApiOutcome<Coupon>> {
  return toOutcome(
    await api.POST('/user/event/coupon/check', { body: { eventUuid, voucherCode, quantity } }),
  );
}

/** The order's amounts before any coupon, as the server computes them. */
export async function quoteOrder(
  api: ApiClient,
  eventUuid: string,
  quantity: number,
): Promise<ApiOutcome<OrderAmounts>> {
  return toOutcome(await api.POST('/user/event/order/quote', { body: { eventUuid, quantity } }));
}

/**
 * Starts paying for a priced event: the server computes the total (price × quantity less the coupon), creates
 * the order, holds the seats and returns the payment intent's client secret and the order id.
 */
export async function startEventPayment(
  api: ApiClient,
  eventUuid: string,
  quantity: number,
  promoCode: string | undefined,
): Promise<ApiOutcome<EventPayment>> {
  return toOutcome(
    await api.POST('/user/event/payment', {
      body: promoCode ? { eventUuid, quantity, promoCode } : { eventUuid, quantity },
    }),
  );
}

/** Cancels an unpaid order and its payment intent; its seats are released. */
export async function cancelEventOrder(api: ApiClient, orderId: number): Promise<ApiOutcome<unknown>> {
  return toOutcome(await api.PATCH('/user/event/order/cancel', { body: { orderId } }));
}
