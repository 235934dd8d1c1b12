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
import { ApiError } from '../errors.js';
import type { SerialisedJson } from '../http/types.js';
import type { SharedCache } from './shared-cache.js';
import { localized, type Locale } from './locale.js';
import { activePackage, packageMeets } from './users.js';

/** §8, word for word. */
export const GROUP_MESSAGES = {
  joined: 'WSGs joining request sent successfully',
  alreadyRequested: 'You have already requested to join this group.',
  limitExceeded: 'Sorry! You have exceeded you wellness support group limit.',
  noPending: 'Error! No requested Support Groups found.',
  left: 'You have left the group successfully',
  /** §8's words for any other refused join (the app shows them and goes to /packages). */
  packageRequired: 'You can not Join this WSGS. Kindly upgrade your Membership Packages',
} as const;

const groupNotFound = () => new ApiError(404, 'Support group not found', 'SUPPORT_GROUP_NOT_FOUND');

/** A membership counts against the package while it is pending (null) or accepted (true): §5. */
const live = or(isNull(supportGroupMembers.isActive), eq(supportGroupMembers.isActive, true));

/**
 * A package of N groups holds at most N live groups (isActive true or null). The spec's "at least the count"
 * let a member hold N+1 (issue 31): the next join needs the count below N. No current package means no joining.
 * The app's gating selector applies the same comparison.
 */
function mayJoin(pkg: Pick<PackageRow, 'numberOfWellnessSupportGroups'> | null, activeCount: number) {
  return pkg !== null && activeCount < pkg.numberOfWellnessSupportGroups;
}

/** The Wsg schema of openapi.yaml, as seen by one member. */
function toWsgView(
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

type WsgView = ReturnType<typeof toWsgView>;

export function groupService(db: Database, clock: () => Date) {
  const acceptedCounts = (groupIds: string[]) => acceptedCountsOf(db, groupIds);

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
     * A join request (pending until staff accept it). The member's row is locked first (SELECT … FOR UPDATE in
     * PostgreSQL), so every join of one member runs one after another, in any number of processes: the count
     * read here cannot be overtaken by a concurrent join. The group's package gates it by tier.
     */
    async join(userId: string, groupId: string): Promise<void> {
      const now = clock();
      await db.transaction(async (tx) => {
        const [member] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        if (!member) throw new ApiError(401, 'Invalid access_token', 'UNAUTHENTICATED');
        const [group] = await tx
          .select({ id: supportGroups.id, required: packages })
          .from(supportGroups)
          .leftJoin(packages, eq(packages.id, supportGroups.packageId))
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
        const current = activePackage(member, pkg, now);
        if (current && !packageMeets(current, group.required)) {
          throw new ApiError(403, GROUP_MESSAGES.packageRequired, 'PACKAGE_UPGRADE_REQUIRED');
        }
        if (!mayJoin(current, mine.length)) {
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

/** The part of a Wsg view that depends on the member (their live membership), serialised: the view's last fields. */
function membershipFields(membership: Pick<SupportGroupMemberRow, 'isActive'> | undefined) {
  const { isActive, isRequested, status } = toWsgView(
    {} as SupportGroupRow,
    null,
    0,
    membership ? { id: '', isActive: membership.isActive } : null,
  );
  return `,"isActive":${JSON.stringify(isActive)},"isRequested":${isRequested},"status":${JSON.stringify(status)}}`;
}
const NOT_A_MEMBER = membershipFields(undefined);

/** The shared part of the group list: every active group serialised without its last (per-member) fields. */
interface SharedGroups {
  /** The whole list as a member with no membership sees it. */
  json: string;
  ids: string[];
  /** Each group's view serialised up to (not including) its membership fields and closing brace. */
  heads: string[];
}

/**
 * GET /user/supportGroup/list, fast and correct per member: the groups (the same for everyone) are kept serialised
 * in the shared cache, and each member's live memberships (a small read) are laid over them; both are filed under
 * the same versions of 'groups' and 'packages', so a membership change anywhere (which bumps 'groups') is never
 * served stale. A member with no membership gets the shared answer itself (the same bytes, the same ETag).
 */
export function sharedGroupList(db: Database, cache: SharedCache, options: { maxMembers?: number } = {}) {
  const maxMembers = options.maxMembers ?? 10_000;
  const topics = ['groups', 'packages'] as const;
  const perMember = new Map<string, { versions: string; answer: SerialisedJson<WsgView[]> }>();

  function sharedGroups(locale: Locale) {
    return cache.getWith<SharedGroups>(`groups:list:${locale}`, topics, async () => {
      const rows = await db
        .select({ group: supportGroups, pkg: packages })
        .from(supportGroups)
        .leftJoin(packages, eq(packages.id, supportGroups.packageId))
        .where(eq(supportGroups.isActive, true))
        .orderBy(asc(supportGroups.name), asc(supportGroups.id));
      const counts = await acceptedCountsOf(
        db,
        rows.map((r) => r.group.id),
      );
      const heads = rows.map((r) => {
        const view: Record<string, unknown> = {
          ...toWsgView(localized(r.group, locale), r.pkg, counts.get(r.group.id) ?? 0, null),
        };
        delete view.isActive;
        delete view.isRequested;
        delete view.status;
        return JSON.stringify(view).slice(0, -1);
      });
      return {
        json: `[${heads.map((head) => head + NOT_A_MEMBER).join(',')}]`,
        ids: rows.map((r) => r.group.id),
        heads,
      };
    });
  }

  return async function list(userId: string, locale: Locale): Promise<SerialisedJson<WsgView[]>> {
    const versions = await cache.versionsOf(topics);
    const key = `${locale}:${userId}`;
    const kept = perMember.get(key);
    if (kept && kept.versions === versions) return kept.answer;
    const [shared, mine] = await Promise.all([
      sharedGroups(locale),
      db
        .select({ groupId: supportGroupMembers.groupId, isActive: supportGroupMembers.isActive })
        .from(supportGroupMembers)
        .where(and(eq(supportGroupMembers.userId, userId), live)),
    ]);
    let answer: SerialisedJson<WsgView[]>;
    if (!mine.length) {
      answer = shared as SerialisedJson<WsgView[]>;
    } else {
      const byGroup = new Map(mine.map((m) => [m.groupId, m]));
      const items = shared.heads.map((head, i) => head + membershipFields(byGroup.get(shared.ids[i] ?? '')));
      answer = { json: `[${items.join(',')}]` };
    }
    perMember.delete(key);
    perMember.set(key, { versions, answer });
    if (perMember.size > maxMembers) {
      const oldest = perMember.keys().next().value;
      if (oldest !== undefined) perMember.delete(oldest);
    }
    return answer;
  };
}

/** Accepted members per group (the seeded base count is added in the view). */
async function acceptedCountsOf(db: Database, groupIds: string[]) {
  if (!groupIds.length) return new Map<string, number>();
  const rows = await db
    .select({ groupId: supportGroupMembers.groupId, n: count() })
    .from(supportGroupMembers)
    .where(and(inArray(supportGroupMembers.groupId, groupIds), eq(supportGroupMembers.isActive, true)))
    .groupBy(supportGroupMembers.groupId);
  return new Map(rows.map((r) => [r.groupId, Number(r.n)]));
}
