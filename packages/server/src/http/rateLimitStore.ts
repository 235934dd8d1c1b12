import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { rateLimits } from '../db/schema.js';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, counted?: Counted) => void;
type RouteInfo = { method?: unknown; url?: string };
/** At run time the plugin passes its merged options with `routeInfo`; its typings say a route's options. */
type RouteOptions = RouteInfo & { routeInfo?: RouteInfo; timeWindow?: unknown };

/** What @fastify/rate-limit asks of a store (its `store` option takes the class). */
interface RateLimitStore {
  incr(key: string, callback: Callback, timeWindow?: number): void;
  child(routeOptions: RouteOptions): RateLimitStore;
}

/**
 * Rate-limit counters in the database instead of each process's memory: with several server processes behind one
 * load balancer, a client's attempts count together wherever they land. One atomic upsert per limited request
 * (the sign-in, sign-up and reset calls): a window starts at the first hit and ends `timeWindow` later.
 */
export function databaseRateLimitStore(db: Database, clock: () => Date) {
  class DatabaseRateLimitStore implements RateLimitStore {
    /** @fastify/rate-limit passes its options first; children pass the prefix of their route. */
    constructor(
      _options?: unknown,
      private readonly prefix = '',
      private readonly routeWindow?: number,
    ) {}

    /** The plugin passes the route's window (its typings leave it out). */
    incr(key: string, callback: Callback, timeWindow = this.routeWindow) {
      if (timeWindow === undefined) return callback(new Error('rate limit without a time window'));
      const now = clock();
      const windowEnd = new Date(now.getTime() + timeWindow);
      const expired = sql`${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz`;
      db.insert(rateLimits)
        .values({ key: this.prefix + key, hits: 1, resetAt: windowEnd })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
            resetAt: sql`case when ${expired} then ${windowEnd.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt })
        .then(
          ([row]) =>
            callback(null, {
              current: row?.hits ?? 1,
              ttl: Math.max(0, (row?.resetAt ?? windowEnd).getTime() - now.getTime()),
            }),
          (error: Error) => callback(error),
        );
    }

    /** Each limited call counts apart (as the built-in stores do). */
    child(routeOptions: RouteOptions) {
      const { method = '', url = '' } = routeOptions.routeInfo ?? routeOptions;
      const window = typeof routeOptions.timeWindow === 'number' ? routeOptions.timeWindow : undefined;
      return new DatabaseRateLimitStore(undefined, `${this.prefix}${String(method)} ${url}|`, window);
    }
  }
  return DatabaseRateLimitStore;
}

/** Deletes counters whose window has ended (a recurring job, so the table stays the size of recent traffic). */
export async function pruneRateLimits(db: Database, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
}
