import type { Database } from '../db/index.js';
import { cacheVersions } from '../db/schema.js';
import type { SerialisedJson } from '../http/types.js';

/** What a shared list is read from; a change to one of its tables bumps the topic (migration 0019's triggers). */
type CacheTopic = 'events' | 'packages' | 'groups' | 'heroes' | 'catalog';

interface Entry {
  /** The topics' versions the answer was computed at ("events:4,packages:1"). */
  versions: string;
  value: { json: string };
  /** The clock's span in which the answer holds: from its computation to `validUntil` (a list read against now). */
  computedAt: number;
  validUntil: number;
}

/** How long versions known through notifications are trusted before one read confirms them (a missed notification). */
export const TRUST_VERSIONS_MS = 2000;

/**
 * Lists that are the same for every member (events, packages, heroes, the catalogue, the shared part of groups),
 * kept in this process as serialised answers, each filed under the versions of its topics it was computed at. The
 * version rows in the database are the source of truth (the triggers bump them in the changing transaction); this
 * process learns of a bump without asking, through PostgreSQL's LISTEN/NOTIFY (`notified`), so a cached answer
 * costs no database round trip. The known versions are trusted only while
 * - the listener is live (`listening(true)`; on a reconnect everything kept is dropped and the versions re-read),
 * - no change was made through this process since they were read (`changedHere`: a member who changed something
 *   sees it on their next call, without waiting for the notification to come back), and
 * - for at most TRUST_VERSIONS_MS (a notification somehow missed is seen by the next read).
 * Otherwise the versions are read once (one read shared by the requests waiting for it) and trusted again. Keys
 * carry everything the answer depends on besides the tables (language, page, search…); nothing about the member
 * is ever part of a cached answer.
 */
export function sharedCache(db: Database, clock: () => Date, options: { maxEntries?: number } = {}) {
  const maxEntries = options.maxEntries ?? 500;
  const entries = new Map<string, Entry>();
  const stats = { hits: 0, misses: 0, versionReads: 0 };

  async function readVersions(): Promise<Map<string, number>> {
    stats.versionReads += 1;
    const rows = await db.select().from(cacheVersions);
    return new Map(rows.map((r) => [r.topic, r.version]));
  }

  // One read of the (few) version rows serves every request that arrived before it was sent: a request that comes
  // while a read is on its way waits for the next one, which starts after it arrived, so it never sees versions
  // older than its arrival.
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

  /** The highest version seen of each topic (reads and notifications): versions only ever go up. */
  const latest = new Map<string, number>();
  const raise = (topic: string, version: number) => {
    if (version > (latest.get(topic) ?? -1)) latest.set(topic, version);
  };
  let listening = false;
  /** Bumped whenever what is known may be behind the database (listener lost or back, a change made here). */
  let epoch = 0;
  let trusted: { epoch: number; until: number } | null = null;
  const monotonic = () => performance.now();

  /** The versions known, while they may be trusted without a read (else undefined). */
  const trustedVersions = () =>
    trusted && trusted.epoch === epoch && monotonic() < trusted.until ? latest : undefined;

  async function knownVersions(): Promise<Map<string, number>> {
    const known = trustedVersions();
    if (known) return known;
    const startedAt = { epoch, listening, at: monotonic() };
    const read = await freshVersions();
    for (const [topic, version] of read) raise(topic, version);
    if (startedAt.listening && listening && startedAt.epoch === epoch) {
      trusted = { epoch, until: startedAt.at + TRUST_VERSIONS_MS };
    }
    return latest;
  }

  const versionsString = (byTopic: Map<string, number>, topics: readonly CacheTopic[]) =>
    topics.map((t) => `${t}:${byTopic.get(t) ?? 0}`).join(',');

  async function currentVersions(topics: readonly CacheTopic[]): Promise<string> {
    return versionsString(await knownVersions(), topics);
  }

  /** The entry kept under `key` for these versions, if it holds now. */
  function keptAnswer(key: string, versions: string, now: number) {
    const hit = entries.get(key);
    if (hit && hit.versions === versions && hit.computedAt <= now && now < hit.validUntil) {
      stats.hits += 1;
      return hit;
    }
    return undefined;
  }

  /**
   * Answers being computed, by key: the calls that miss the same key at the same versions wait for one computation.
   * Otherwise a change under load sends every call then waiting to the database, each making (and compressing, see
   * the router's `prepare`) its own copy of the same answer.
   */
  const computing = new Map<string, { versions: string; entry: Promise<Entry> }>();

  async function computeEntry(
    key: string,
    versions: string,
    now: number,
    compute: () => Promise<{ json: string; validUntil?: Date | null }>,
  ): Promise<Entry> {
    stats.misses += 1;
    const { validUntil, ...value } = await compute();
    const entry: Entry = {
      versions,
      value,
      computedAt: now,
      validUntil: validUntil ? validUntil.getTime() : Number.POSITIVE_INFINITY,
    };
    entries.delete(key);
    entries.set(key, entry);
    // Bounded: the oldest answer goes first (searches can make many keys).
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    return entry;
  }

  async function computeOrRead<V extends { json: string }>(
    key: string,
    topics: readonly CacheTopic[],
    compute: () => Promise<V & { validUntil?: Date | null }>,
  ): Promise<V> {
    const versions = await currentVersions(topics);
    const now = clock().getTime();
    const hit = keptAnswer(key, versions, now);
    if (hit) return hit.value as V;
    const pending = computing.get(key);
    if (pending && pending.versions === versions) {
      const entry = await pending.entry;
      // Computed at the versions this call knows, as good as a kept answer: it holds unless the clock has passed the
      // answer's end since (then this call computes its own).
      if (now < entry.validUntil) return entry.value as V;
    }
    const entry = computeEntry(key, versions, now, compute);
    computing.set(key, { versions, entry });
    try {
      return (await entry).value as V;
    } finally {
      if (computing.get(key)?.entry === entry) computing.delete(key);
    }
  }

  const cache = {
    stats,

    /**
     * The current versions of `topics` as one string: what an answer about them computed now is filed under (for
     * caches of per-member parts that must move with the shared ones, e.g. the group list's memberships).
     */
    versionsOf: currentVersions,

    /** A notification on `wellness_cache` ("topic:version", sent by the version trigger at commit). */
    notified(payload: string) {
      const at = payload.lastIndexOf(':');
      const version = Number(payload.slice(at + 1));
      if (at > 0 && Number.isFinite(version)) raise(payload.slice(0, at), version);
      else epoch += 1;
    },

    /** The listener is live (again: drop everything, the versions are read anew) or lost (read on every call). */
    listening(live: boolean) {
      if (live) entries.clear();
      listening = live;
      epoch += 1;
    },

    /** Something was changed through this process: the next call reads the versions before trusting them. */
    changedHere() {
      epoch += 1;
    },

    /**
     * The cached answer of `key`, or `compute`'s, serialised and kept. The versions are known before computing, so
     * an answer is never filed under a version newer than its data. `validUntil` bounds answers that depend on the
     * clock (e.g. events that have not ended yet): the answer holds from now until then. A hit returns the very
     * object kept, so what is derived from it (the envelope's bytes, its ETag) can be kept beside it.
     */
    get<T>(
      key: string,
      topics: readonly CacheTopic[],
      compute: () => Promise<{ value: T; validUntil?: Date | null }>,
    ): Promise<SerialisedJson<T>> {
      return this.getWith(key, topics, async () => {
        const { value, validUntil } = await compute();
        return { json: JSON.stringify(value), validUntil };
      }) as Promise<SerialisedJson<T>>;
    },

    /** Like `get`, for answers serialised by the caller (e.g. a list kept in parts to overlay per member). */
    getWith<V extends { json: string }>(
      key: string,
      topics: readonly CacheTopic[],
      compute: () => Promise<V & { validUntil?: Date | null }>,
    ): Promise<V> {
      // The usual call: versions trusted and the answer kept, found without waiting on anything.
      const known = trustedVersions();
      if (known) {
        const hit = keptAnswer(key, versionsString(known, topics), clock().getTime());
        if (hit) return Promise.resolve(hit.value as V);
      }
      return computeOrRead(key, topics, compute);
    },
  };
  return cache;
}

export type SharedCache = ReturnType<typeof sharedCache>;
