import { safeStorage } from '../../lib/storage';

export const TOKEN_STORAGE_KEY = 'wellness.access_token';
/** Per-session keys other than the token ("saved state"); removed on logout. */
const SESSION_KEY_PREFIX = 'wellness.session.';

export const tokenStorage = {
  read: (): string | null => safeStorage.get(TOKEN_STORAGE_KEY),
  write: (token: string): void => safeStorage.set(TOKEN_STORAGE_KEY, token),
  /** Removes the token and every saved per-session value. */
  clear(): void {
    safeStorage.remove(TOKEN_STORAGE_KEY);
    try {
      const storage = globalThis.localStorage;
      if (!storage) return;
      const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
        (key): key is string => key !== null && key.startsWith(SESSION_KEY_PREFIX),
      );
      keys.forEach((key) => storage.removeItem(key));
    } catch {
      // Storage unavailable: nothing was saved.
    }
  },
};
