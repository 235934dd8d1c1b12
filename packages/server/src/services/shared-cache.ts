import type { Database } from '../db/index.js';
import { cacheVersions } from '../db/schema.js';
import type { SerialisedJson } from '../http/types.js';

/** What a shared list is read from; a change to one of its tables bumps the topic (migration 0019's triggers). */
export type CacheTopic = 'events' | 'packages' | 'groups' | 'heroes' | 'catalog';

interface Entry {
  /** The topics' versions the answer was computed at ("events:4,packages:1"). */
  versions: string;
  json: string;
  /** The clock's span in which the answer holds: from its computation to `validUntil` (a list read against now). */
  computedAt: number;
  validUntil: number;
}

/**
 * Lists that are the same for every member (events, packages, heroes, the catalogue, the shared part of groups),
 * kept in this process as serialised answers. Before an answer is served, one primary-key read compares the
 * versions it was computed at with the current ones: a change committed by any process on the database (the
 * triggers bump the version in the changing transaction) is never served stale, and the database stays the one
 * source of truth. Keys carry everything the answer depends on besides the tables (language, page, search…);
 * nothing about the member is ever part of a cached answer.
 */
export function sharedCache(db: Database, clock: () => Date, options: { maxEntries?: number } = {}) {
  const maxEntries = options.maxEntries ?? 500;
  const entries = new Map<string, Entry>();
  const stats = { hits: 0, misses: 0 };

  async function readVersions(): Promise<Map<string, number>> {
    const rows = await db.select().from(cacheVersions);
    return new Map(rows.map((r) => [r.topic, r.version]));
  }

  // One read of the (few) version rows serves every request that arrived before it was sent: a request that comes
  // while a read is on its way waits for the next one, which starts after it arrived, so it never sees versions
  // older than its arrival — and under load the database gets one small read per round trip, not one per request.
  let inFlight: Promise<Map<string, number>> | null = null;
  let next: Promise<Map<string, number>> | null = null;
  function freshVersions(): Promise<Map<string, number>> {
    if (!inFlight) {
      inFlight = readVersions().finally(() => {
        inFlight = null;
      });
      return inFlight;
    }
    next ??= inFlight
      .catch(() => undefined)
      .then(() => {
        next = null;
        return freshVersions();
      });
    return next;
  }

  async function currentVersions(topics: readonly CacheTopic[]): Promise<string> {
    const byTopic = await freshVersions();
    return topics.map((t) => `${t}:${byTopic.get(t) ?? 0}`).join(',');
  }

  return {
    stats,

    /**
     * The cached answer of `key`, or `compute`'s, serialised and kept. The versions are read before computing, so
     * an answer is never filed under a version newer than its data. `validUntil` bounds answers that depend on the
     * clock (e.g. events that have not ended yet): the answer holds from now until then.
     */
    async get<T>(
      key: string,
      topics: readonly CacheTopic[],
      compute: () => Promise<{ value: T; validUntil?: Date | null }>,
    ): Promise<SerialisedJson<T>> {
      const versions = await currentVersions(topics);
      const now = clock().getTime();
      const hit = entries.get(key);
      if (hit && hit.versions === versions && hit.computedAt <= now && now < hit.validUntil) {
        stats.hits += 1;
        return { json: hit.json } as SerialisedJson<T>;
      }
      stats.misses += 1;
      const { value, validUntil } = await compute();
      const json = JSON.stringify(value);
      entries.delete(key);
      entries.set(key, {
        versions,
        json,
        computedAt: now,
        validUntil: validUntil ? validUntil.getTime() : Number.POSITIVE_INFINITY,
      });
      // Bounded: the oldest answer goes first (searches can make many keys).
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return { json } as SerialisedJson<T>;
    },
  };
}

export type SharedCache = ReturnType<typeof sharedCache>;
