function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** A stored record carries these (the order and its payment intent's secret and amount). */
export function isCheckoutRecord(value: unknown): value is Record<string, unknown> & {
  orderId: number;
  clientSecret: string;
  amount: number;
} {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.orderId === 'number' &&
    typeof record.clientSecret === 'string' &&
    typeof record.amount === 'number'
  );
}

/**
 * A card checkout's order in this tab's session storage under `key`, so the checkout page survives a reload
 * without the payment's client secret in the address. Never throws (private mode, quota, no window in tests).
 */
export function checkoutStorageFor<Session extends { orderId: number }>(
  key: string,
  isSession: (value: unknown) => value is Session,
) {
  return {
    save(session: Session): void {
      try {
        storage()?.setItem(key, JSON.stringify(session));
      } catch {
        // Unavailable: the checkout works until a reload.
      }
    },
    /** The stored order when it is the one asked for. */
    load(orderId: number): Session | null {
      try {
        const parsed: unknown = JSON.parse(storage()?.getItem(key) ?? 'null');
        return isSession(parsed) && parsed.orderId === orderId ? parsed : null;
      } catch {
        return null;
      }
    },
    clear(): void {
      try {
        storage()?.removeItem(key);
      } catch {
        // Nothing stored.
      }
    },
  };
}
