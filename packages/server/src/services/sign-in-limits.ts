import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { rateLimits } from '../db/schema.js';
import { ApiError } from '../errors.js';

export interface SignInLimitOptions {
  /** Failed sign-ins per account and window. */
  accountMax: number;
  /** Failed sign-ins per client address and window: higher, as a whole network of members may share one. */
  addressMax: number;
  windowMs: number;
}

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/**
 * Password sign-in limits, counted in the database (`rate_limits`), so every process counts together. Only failures
 * count: each attempt takes a count on its account and on its address before the password is checked (concurrent
 * guesses cannot slip past the limit), and a right password gives both back. Past either limit the answer is 429
 * with Retry-After and the minutes in its message, whatever the password: one noisy network then locks out its
 * own guesses (at the address limit), not each member's account behind it.
 */
export function signInLimits(db: Database, clock: () => Date, options: SignInLimitOptions) {
  async function take(key: string) {
    const now = clock();
    const windowEnd = new Date(now.getTime() + options.windowMs);
    const expired = sql`${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz`;
    const [row] = await db
      .insert(rateLimits)
      .values({ key, hits: 1, resetAt: windowEnd })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
          resetAt: sql`case when ${expired} then ${windowEnd.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
    return {
      hits: row?.hits ?? 1,
      retryAfterMs: Math.max(0, (row?.resetAt ?? windowEnd).getTime() - now.getTime()),
    };
  }

  const giveBack = (key: string) =>
    db
      .update(rateLimits)
      .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
      .where(eq(rateLimits.key, key));

  const refused = (retryAfterMs: number, who: 'account' | 'network') => {
    const wait = minutes(retryAfterMs);
    const message = `Too many failed sign-in attempts ${who === 'account' ? 'for this account' : 'from your network'}. Please try again in ${wait} ${wait === 1 ? 'minute' : 'minutes'}.`;
    return new ApiError(429, message, 'RATE_LIMITED', undefined, {
      'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
    });
  };

  return {
    /**
     * Runs the password check `verify` within the limits. A failure that counts is a 401 (wrong address or
     * password); any other outcome (signed in, address not confirmed) gives the counts back.
     */
    async attempt<T>(email: string, address: string, verify: () => Promise<T>): Promise<T> {
      const keys = [`sign-in|account|${email.trim().toLowerCase()}`, `sign-in|address|${address}`] as const;
      const [account, network] = await Promise.all(keys.map(take));
      if (account!.hits > options.accountMax) throw refused(account!.retryAfterMs, 'account');
      if (network!.hits > options.addressMax) throw refused(network!.retryAfterMs, 'network');
      try {
        const result = await verify();
        await Promise.all(keys.map(giveBack));
        return result;
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 401)) await Promise.all(keys.map(giveBack));
        throw error;
      }
    },
  };
}
