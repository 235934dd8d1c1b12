import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Database } from '../db/index.js';
import { sessions, users } from '../db/schema.js';
import { unauthenticated } from '../http/errors.js';
import type { AuthContext } from '../http/types.js';
import { settleLapsedPackage } from './users.js';

export interface SessionService {
  /** Opens a session and returns its bearer token (a HS256 JWT carrying `sid` and `exp`). */
  issue(userId: string): Promise<string>;
  /** Resolves a `Bearer` header to its live session, or throws 401 'Invalid access_token'. */
  authenticate(authorization: string | undefined): Promise<AuthContext>;
  revoke(sessionId: string): Promise<void>;
  /** Ends every live session of a user, except `keepSessionId` when given. */
  revokeAll(userId: string, keepSessionId?: string, db?: Database): Promise<void>;
}

export function createSessionService(
  db: Database,
  options: { secret: string; ttlSeconds: number; clock: () => Date },
): SessionService {
  const key = new TextEncoder().encode(options.secret);
  return {
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
      const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
      if (!match?.[1]) throw unauthenticated();
      const now = options.clock();
      let sid: unknown;
      try {
        const { payload } = await jwtVerify(match[1], key, { algorithms: ['HS256'], currentDate: now });
        sid = payload.sid;
      } catch {
        throw unauthenticated();
      }
      if (typeof sid !== 'string' || !/^[0-9a-f-]{36}$/i.test(sid)) throw unauthenticated();
      const [row] = await db
        .select({ user: users, sessionId: sessions.id })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, sid), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
      if (!row) throw unauthenticated();
      return { user: await settleLapsedPackage(db, row.user, now), sessionId: row.sessionId };
    },

    async revoke(sessionId) {
      await db.update(sessions).set({ revokedAt: options.clock() }).where(eq(sessions.id, sessionId));
    },

    async revokeAll(userId, keepSessionId, tx = db) {
      const live = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
      await tx
        .update(sessions)
        .set({ revokedAt: options.clock() })
        .where(keepSessionId ? and(live, ne(sessions.id, keepSessionId)) : live);
    },
  };
}
