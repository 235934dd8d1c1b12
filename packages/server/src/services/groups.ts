import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import {
  packages,
  supportGroupMembers,
  supportGroups,
  users,
  type PackageRow,
  type SupportGroupMemberRow,
  type SupportGroupRow,
} from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { localized, type Locale } from './locale.js';
import { activePackage } from './users.js';

/** §8, word for word. */
export const GROUP_MESSAGES = {
  joined: 'WSGs joining request sent successfully',
  alreadyRequested: 'You have already requested to join this group.',
  limitExceeded: 'Sorry! You have exceeded you wellness support group limit.',
  noPending: 'Error! No requested Support Groups found.',
  left: 'You have left the group successfully',
} as const;

export const groupNotFound = () => new ApiError(404, 'Support group not found', 'SUPPORT_GROUP_NOT_FOUND');

/** A membership counts against the package while it is pending (null) or accepted (true): §5. */
const live = or(isNull(supportGroupMembers.isActive), eq(supportGroupMembers.isActive, true));

/**
 * §5 exactly as the spec words it: a group can be joined only when the package's numberOfWellnessSupportGroups
 * is at least the count of the member's active groups (isActive true or null). The app's gating selector applies
 * the same comparison. No current package means no joining.
 */
export function mayJoin(pkg: Pick<PackageRow, 'numberOfWellnessSupportGroups'> | null, activeCount: number) {
  return pkg !== null && pkg.numberOfWellnessSupportGroups >= activeCount;
}

/** The Wsg schema of openapi.yaml, as seen by one member. */
export function toWsgView(
  group: SupportGroupRow,
  pkg: PackageRow | null,
  acceptedMembers: number,
  membership: Pick<SupportGroupMemberRow, 'id' | 'isActive'> | null,
) {
  const status =
    !membership || membership.isActive === false ? null : membership.isActive ? 'accepted' : 'pending';
  return {
    uuid: group.id,
    supportGroupUuid: group.id,
    name: group.name,
    description: group.description,
    coverImage: group.coverImage,
    groupCategory: group.category,
    groupLeader: group.leaderUuid,
    groupLeaderDetails: { name: group.leaderName },
    city: group.city,
    state: group.state,
    country: group.country,
    numberOfMembers: group.baseMembers + acceptedMembers,
    packages: pkg ? [{ uuid: pkg.id, name: pkg.name, colour: pkg.colour, monthlyCost: pkg.monthlyCost }] : [],
    isActive: status === null ? null : (membership?.isActive ?? null),
    isRequested: status !== null,
    status,
  } as const;
}

export type WsgView = ReturnType<typeof toWsgView>;

export function groupService(db: Database, clock: () => Date) {
  /** Accepted members per group (the seeded base count is added in the view). */
  async function acceptedCounts(groupIds: string[]) {
    if (!groupIds.length) return new Map<string, number>();
    const rows = await db
      .select({ groupId: supportGroupMembers.groupId, n: count() })
      .from(supportGroupMembers)
      .where(and(inArray(supportGroupMembers.groupId, groupIds), eq(supportGroupMembers.isActive, true)))
      .groupBy(supportGroupMembers.groupId);
    return new Map(rows.map((r) => [r.groupId, Number(r.n)]));
  }

  /** Groups with the member's live membership (if any), in name order. */
  async function views(
    userId: string,
    which: 'all' | 'accepted' | 'pending',
    locale: Locale = 'en',
  ): Promise<WsgView[]> {
    const membershipJoin = and(
      eq(supportGroupMembers.groupId, supportGroups.id),
      eq(supportGroupMembers.userId, userId),
      live,
    );
    const filter =
      which === 'all'
        ? undefined
        : which === 'accepted'
          ? eq(supportGroupMembers.isActive, true)
          : and(sql`${supportGroupMembers.id} is not null`, isNull(supportGroupMembers.isActive));
    const rows = await db
      .select({ group: supportGroups, pkg: packages, membership: supportGroupMembers })
      .from(supportGroups)
      .leftJoin(packages, eq(packages.id, supportGroups.packageId))
      .leftJoin(supportGroupMembers, membershipJoin)
      .where(and(eq(supportGroups.isActive, true), filter))
      .orderBy(asc(supportGroups.name), asc(supportGroups.id));
    const counts = await acceptedCounts(rows.map((r) => r.group.id));
    return rows.map((r) =>
      toWsgView(localized(r.group, locale), r.pkg, counts.get(r.group.id) ?? 0, r.membership),
    );
  }

  return {
    list: (userId: string, locale?: Locale) => views(userId, 'all', locale),
    accepted: (userId: string) => views(userId, 'accepted'),
    pending: (userId: string) => views(userId, 'pending'),

    /**
     * A join request (pending until staff accept it). The member's row is locked first, so every join of one
     * member runs one after another: the count read here cannot be overtaken by a concurrent join.
     */
    async join(userId: string, groupId: string): Promise<void> {
      const now = clock();
      await db.transaction(async (tx) => {
        const [member] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        if (!member) throw new ApiError(401, 'Invalid access_token', 'UNAUTHENTICATED');
        const [group] = await tx
          .select({ id: supportGroups.id })
          .from(supportGroups)
          .where(and(eq(supportGroups.id, groupId), eq(supportGroups.isActive, true)));
        if (!group) throw groupNotFound();
        const mine = await tx
          .select({ groupId: supportGroupMembers.groupId })
          .from(supportGroupMembers)
          .where(and(eq(supportGroupMembers.userId, userId), live));
        if (mine.some((m) => m.groupId === groupId)) {
          throw new ApiError(409, GROUP_MESSAGES.alreadyRequested, 'ALREADY_REQUESTED');
        }
        const [pkg] = member.packageId
          ? await tx.select().from(packages).where(eq(packages.id, member.packageId))
          : [];
        if (!mayJoin(activePackage(member, pkg, now), mine.length)) {
          throw new ApiError(403, GROUP_MESSAGES.limitExceeded, 'WSG_LIMIT_EXCEEDED');
        }
        await tx.insert(supportGroupMembers).values({ userId, groupId, isActive: null, requestedAt: now });
      });
    },

    /** Leaves an accepted group or withdraws a pending request; only the member's own. */
    async leave(userId: string, groupId: string): Promise<void> {
      const now = clock();
      const left = await db
        .update(supportGroupMembers)
        .set({ isActive: false, leftAt: now })
        .where(and(eq(supportGroupMembers.userId, userId), eq(supportGroupMembers.groupId, groupId), live))
        .returning({ id: supportGroupMembers.id });
      if (!left.length) throw new ApiError(404, 'You are not a member of this group.', 'NOT_A_MEMBER');
    },
  };
}
