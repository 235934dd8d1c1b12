import type { CommerceCheckoutSession } from './slice';

const KEY = 'wellness.marketplaceCheckout';

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function isSession(value: unknown): value is CommerceCheckoutSession {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.orderId === 'number' &&
    typeof record.clientSecret === 'string' &&
    typeof record.amount === 'number'
  );
}

/**
 * The marketplace checkout's order in this tab's session storage, so /checkout survives a reload without the
 * payment's client secret in the address. Never throws (private mode, quota, no window in tests).
 */
export const commerceCheckoutStorage = {
  save(session: CommerceCheckoutSession): void {
    try {
      storage()?.setItem(KEY, JSON.stringify(session));
    } catch {
      // Unavailable: the checkout works until a reload.
    }
  },
  load(orderId: number): CommerceCheckoutSession | null {
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
