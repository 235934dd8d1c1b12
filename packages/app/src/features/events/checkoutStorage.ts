import type { CheckoutSession } from './slice';

const KEY = 'wellness.eventCheckout';

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function isSession(value: unknown): value is CheckoutSession {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.orderId === 'number' &&
    typeof record.clientSecret === 'string' &&
    typeof record.eventUuid === 'string' &&
    typeof record.eventName === 'string' &&
    typeof record.quantity === 'number' &&
    typeof record.amount === 'number'
  );
}

/**
 * The checkout's order in this tab's session storage, so /payment/checkout survives a reload without putting
 * the payment's client secret in the address. Never throws (private mode, quota, no window in tests).
 */
export const checkoutStorage = {
  save(session: CheckoutSession): void {
    try {
      storage()?.setItem(KEY, JSON.stringify(session));
    } catch {
      // Unavailable: the checkout works until a reload.
    }
  },
  /** The stored order when it is the one asked for. */
  load(orderId: number): CheckoutSession | null {
    try {
      const parsed: unknown = JSON.parse(storage()?.getItem(KEY) ?? 'null');
      return isSession(parsed) && parsed.orderId === orderId ? parsed : null;
    } catch {
      return null;
    }
  },
  clear(): void {
    try {
      storage()?.removeItem(KEY);
    } catch {
      // Nothing stored.
    }
  },
};
