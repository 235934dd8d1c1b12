import { checkoutStorageFor, isCheckoutRecord } from '../payments/checkoutStorage';
import type { CheckoutSession } from './slice';

/** The event checkout's order, so /payment/checkout survives a reload. */
export const checkoutStorage = checkoutStorageFor(
  'wellness.eventCheckout',
  (value): value is CheckoutSession =>
    isCheckoutRecord(value) &&
    typeof value.eventUuid === 'string' &&
    typeof value.eventName === 'string' &&
    typeof value.quantity === 'number',
);
