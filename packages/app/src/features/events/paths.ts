/** The details screen takes the event's uuid in the address, so a reload or a shared link still works. */
export const eventDetailsPath = (uuid: string) =>
  `/events/upcoming/eventDetails?${new URLSearchParams({ uuid })}`;

/** 'Heart Health' → 'heartHealth' (catalog ids are alphanumeric). */
function messageKey(value: string): string {
  const key = value.replace(/[^A-Za-z0-9]/g, '');
  return `${key.charAt(0).toLowerCase()}${key.slice(1)}`;
}

/** 'Heart Health' → 'app.events.category.heartHealth'. */
export const categoryMessageId = (category: string) => `app.events.category.${messageKey(category)}`;

/** 'In-Person' → 'app.events.mode.inPerson'. */
export const modeMessageId = (mode: string) => `app.events.mode.${messageKey(mode)}`;

export const UPCOMING_PATH = '/events/upcoming';
const PAY_PATH = '/pay';
export const CHECKOUT_PATH = '/payment/checkout';
export const REGISTERED_PATH = '/events/registered';

/** Review Order: the order page of an event and quantity (also where 'Cancel Order and Go Back' returns). */
export const payPath = (eventUuid: string, quantity: number) =>
  `${PAY_PATH}?${new URLSearchParams({ eventUuid, quantity: String(quantity) })}`;

/** The checkout of one order; its client secret stays out of the address (see checkoutStorage). */
export const checkoutPath = (order: { orderId: number; eventUuid: string; quantity: number }) =>
  `${CHECKOUT_PATH}?${new URLSearchParams({
    orderId: String(order.orderId),
    eventUuid: order.eventUuid,
    quantity: String(order.quantity),
  })}`;

/** The address the card provider returns to (Stripe's own parameter names), used by both gateways. */
export const PAYMENT_RETURN_SECRET = 'payment_intent_client_secret';
const PAYMENT_RETURN_STATUS = 'redirect_status';
/** Ours: the paid event, so the registered list can wait for the webhook to register it. */
export const PAYMENT_RETURN_EVENT = 'eventUuid';
export const paymentReturnPath = (clientSecret: string, status: string, eventUuid: string) =>
  `${REGISTERED_PATH}?${new URLSearchParams({
    [PAYMENT_RETURN_SECRET]: clientSecret,
    [PAYMENT_RETURN_STATUS]: status,
    [PAYMENT_RETURN_EVENT]: eventUuid,
  })}`;
