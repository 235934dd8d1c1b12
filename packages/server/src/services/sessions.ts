import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Database } from '../db/index.js';
import { sessions, users, type UserRow } from '../db/schema.js';
import { unauthenticated } from '../errors.js';
import type { AuthContext } from '../http/types.js';
import { packageLapsed, settleLapsedPackage } from './users.js';

export interface SessionService {
  /** Opens a session and returns its bearer token (a HS256 JWT carrying `sid` and `exp`). */
  issue(userId: string): Promise<string>;
  /** Resolves a `Bearer` header to its live session, or throws 401 'Invalid access_token'. */
  authenticate(authorization: string | undefined): Promise<AuthContext>;
  revoke(sessionId: string): Promise<void>;
  /** Ends every live session of a user, except `keepSessionId` when given. */
  revokeAll(userId: string, keepSessionId?: string, db?: Database): Promise<void>;
  /** A notification on `wellness_members` (a member's row or one of their sessions changed, in any process). */
  memberChanged(userId: string): void;
  /** The listener is live (again) or lost: what was kept is dropped either way. */
  listening(live: boolean): void;
  /**
   * Something was changed through this process by `userId` (or by a caller without a session): what was kept of
   * that member (of everyone, without one) is dropped, so they read their own change on their next call. Others'
   * kept rows are dropped by the change's notification (milliseconds).
   */
  changedHere(userId?: string): void;
}

/**
 * How long a live session (and its member's row) is kept in this process without reading it again. Every change
 * to a member's row or sessions is notified to every process at its commit (migration 0021's triggers), which drops
 * what it kept at once; this bound only matters if a notification were missed.
 */
const SESSION_KEEP_MS = 2000;

export function createSessionService(
  db: Database,
  options: { secret: string; ttlSeconds: number; clock: () => Date },
): SessionService {
  const key = new TextEncoder().encode(options.secret);
  // A token's signature and the form of its session id are checked once per Authorization header (jose imports the
  // key and verifies through WebCrypto: the costliest step of a cached call); its time claims on every use. A token is
  // only ever valid for the secret it was checked with.
  interface Verified {
    sid: string;
    exp?: number;
    nbf?: number;
  }
  const verifiedHeaders = new Map<string, Verified>();
  async function verifyBearer(authorization: string, now: Date): Promise<Verified> {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
    if (!token) throw unauthenticated();
    let payload;
    try {
      ({ payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now }));
    } catch {
      throw unauthenticated();
    }
    const sid = payload.sid;
    if (typeof sid !== 'string' || !/^[0-9a-f-]{36}$/i.test(sid)) throw unauthenticated();
    return { sid, exp: payload.exp, nbf: payload.nbf };
  }

  // Live sessions are looked up in batches: the first request's lookup goes at once, and the requests that arrive
  // while it is on its way go together in the next one. Every lookup is sent after its request arrived (a session
  // ended before that is never accepted); under load the database gets one read per round trip, not one per call.
  type Found = { user: Readonly<UserRow>; sessionId: string; expiresAt: Date } | undefined;
  let queue: { sid: string; resolve: (found: Found) => void; reject: (error: unknown) => void }[] = [];
  let looking = false;
  async function lookUpQueued() {
    looking = true;
    try {
      while (queue.length) {
        const batch = queue;
        queue = [];
        try {
          const ids = [...new Set(batch.map((waiting) => waiting.sid))];
          const rows = await db
            .select({ user: users, sessionId: sessions.id, expiresAt: sessions.expiresAt })
            .from(sessions)
            .innerJoin(users, eq(users.id, sessions.userId))
            .where(
              and(
                inArray(sessions.id, ids),
                isNull(sessions.revokedAt),
                gt(sessions.expiresAt, options.clock()),
              ),
            );
          // One row per session read, shared by every call it answers (and kept): frozen, so a handler that tried
          // to change it would fail loudly instead of changing what another call sees.
          const byId = new Map(rows.map((row) => [row.sessionId, { ...row, user: Object.freeze(row.user) }]));
          for (const waiting of batch) waiting.resolve(byId.get(waiting.sid));
        } catch (error) {
          for (const waiting of batch) waiting.reject(error);
        }
      }
    } finally {
      looking = false;
    }
  }
  const liveSession = (sid: string) =>
    new Promise<Found>((resolve, reject) => {
      queue.push({ sid, resolve, reject });
      if (!looking) void lookUpQueued();
    });

  // Live sessions kept in this process while the listener is live (see SESSION_KEEP_MS): a call with a kept
  // session costs no database round trip. `epoch` moves on every event that may make a kept row stale; a row read
  // while it moved is not kept.
  interface Kept {
    user: Readonly<UserRow>;
    sessionId: string;
    expiresAt: Date;
    readAt: number;
  }
  const kept = new Map<string, Kept>();
  const keptByUser = new Map<string, Set<string>>();
  let listening = false;
  let epoch = 0;
  const forgetUser = (userId: string) => {
    for (const sid of keptByUser.get(userId) ?? []) kept.delete(sid);
    keptByUser.delete(userId);
  };
  const forgetAll = () => {
    kept.clear();
    keptByUser.clear();
    epoch += 1;
  };
  /** The kept session (undefined: kept, but expired), or null when none is kept (read it). */
  function keptSession(sid: string, now: Date): Found | null {
    const hit = kept.get(sid);
    if (hit && performance.now() - hit.readAt < SESSION_KEEP_MS) {
      return hit.expiresAt > now ? hit : undefined;
    }
    return null;
  }
  async function liveSessionRead(sid: string, now: Date): Promise<Found> {
    const startedAt = { epoch, at: performance.now() };
    const row = await liveSession(sid);
    // Lapsed packages are settled (a write) on the next call: such a member is never kept.
    const lapsed = row?.user.packageExpiresAt && row.user.packageExpiresAt.getTime() <= now.getTime();
    if (row && listening && startedAt.epoch === epoch && !lapsed) {
      if (kept.size >= 10_000) forgetAll();
      kept.set(sid, { ...row, readAt: startedAt.at });
      let sids = keptByUser.get(row.user.id);
      if (!sids) keptByUser.set(row.user.id, (sids = new Set()));
      sids.add(sid);
    }
    return row;
  }

  return {
    memberChanged(userId) {
      forgetUser(userId);
      epoch += 1;
    },
    listening(live) {
      listening = live;
      forgetAll();
    },
    changedHere(userId) {
      if (!userId) return forgetAll();
      forgetUser(userId);
      epoch += 1;
    },

    async issue(userId) {
      const now = options.clock();
      const expiresAt = new Date(now.getTime() + options.ttlSeconds * 1000);
      const [session] = await db.insert(sessions).values({ userId, createdAt: now, expiresAt }).returning();
      if (!session) throw new Error('session insert returned nothing');
      return new SignJWT({ sid: session.id })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },

    async authenticate(authorization) {
      if (!authorization) throw unauthenticated();
      const now = options.clock();
      const nowSeconds = now.getTime() / 1000;
      // A browser sends the same header on every call: what its token says is known from the first one.
      let verified = verifiedHeaders.get(authorization);
      if (!verified) {
        verified = await verifyBearer(authorization, now);
        if (verifiedHeaders.size >= 10_000) verifiedHeaders.clear();
        verifiedHeaders.set(authorization, verified);
      } else if (
        (verified.exp !== undefined && verified.exp <= nowSeconds) ||
        (verified.nbf !== undefined && verified.nbf > nowSeconds)
      ) {
        // The claims jwtVerify checks against the clock, checked again on every use (the signature holds).
        throw unauthenticated();
      }
      // A kept session is answered without waiting on anything (no promise to settle before the call goes on).
      const kept = keptSession(verified.sid, now);
      const row = kept === null ? await liveSessionRead(verified.sid, now) : kept;
      if (!row) throw unauthenticated();
      // The member's row as read (frozen, shared by the calls it answers); a lapsed package is settled first.
      return {
        user: packageLapsed(row.user, now)
          ? Object.freeze(await settleLapsedPackage(db, row.user, now))
          : row.user,
        sessionId: row.sessionId,
      };
    },

    async revoke(sessionId) {
      kept.delete(sessionId);
      epoch += 1;
      await db.update(sessions).set({ revokedAt: options.clock() }).where(eq(sessions.id, sessionId));
    },

    async revokeAll(userId, keepSessionId, tx = db) {
      forgetUser(userId);
      epoch += 1;
      const live = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
      await tx
        .update(sessions)
        .set({ revokedAt: options.clock() })
        .where(keepSessionId ? and(live, ne(sessions.id, keepSessionId)) : live);
    },
  };
}
