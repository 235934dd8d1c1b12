/**
 * After a return with a payment still 'processing', the payment's status is read again every `statusPollMs`
 * within `statusWindowMs` (the webhook registers the member once it succeeds). Tests pass small values.
 */
export interface CheckoutTiming {
  statusPollMs: number;
  statusWindowMs: number;
}

export const checkoutTiming: CheckoutTiming = { statusPollMs: 2000, statusWindowMs: 30_000 };
