import { checkoutStorageFor, isCheckoutRecord } from '../payments/checkoutStorage';
import type { CommerceCheckoutSession } from './slice';

/** The marketplace checkout's order, so /checkout survives a reload. */
export const commerceCheckoutStorage = checkoutStorageFor(
  'wellness.marketplaceCheckout',
  (value): value is CommerceCheckoutSession => isCheckoutRecord(value),
);
