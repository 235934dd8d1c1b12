import type { Schema } from '@wellness/api';
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/index.js';
import {
  healthHeroApplications,
  healthHeroes,
  healthHeroSessions,
  packages,
  staffDecisions,
  supportGroupMembers,
  supportGroupProposals,
  supportGroups,
  users,
  type HealthHeroRow,
  type UserRow,
} from '../db/schema.js';
import { ApiError } from '../errors.js';
import { toApplicationView } from './heroes.js';
import { recordStaffAction } from './staff-audit.js';
import { activeStaffRole, staffOnly } from './staff-roles.js';
import type { Config } from '../config.js';
import type { JobRunner } from './jobs.js';
import type { Locale } from './locale.js';
import { renderMemberMail } from './mail-templates.js';
import { packageSummary } from './proposals.js';
import { pageOf, type PageQuery } from './staff-paging.js';

/** The contract's decision (openapi.yaml StaffDecisionRequest). */
export { DEFAULT_PAGE_SIZE, pageOf, type PageQuery } from './staff-paging.js';

export type Decision = Schema<'StaffDecisionRequest'>['decision'];
type Kind = 'wsg-join' | 'hh-session' | 'hero-application' | 'wsg-proposal';

/** `text` as a literal ILIKE pattern: its own % and _ match themselves. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The member's name as shown (the e-mail when there is no name), for sorting. */
const memberName = sql`lower(coalesce(${users.name}, ${users.email}))`;

/** Search over the member's name and e-mail and the queue's own subject columns. */
function searchOver(search: string | undefined, subjects: (AnyPgColumn | SQL)[]) {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = containing(text);
  return or(
    ilike(users.name, pattern),
    ilike(users.email, pattern),
    ...subjects.map((s) => sql`${s}::text ilike ${pattern}`),
  );
}

/** ORDER BY the chosen column in the chosen direction, then by the row id so pages never overlap. */
export function orderBy(query: PageQuery, columns: Record<string, AnyPgColumn | SQL>, id: AnyPgColumn) {
  const column = columns[query.sort ?? 'requestedAt'] ?? columns.requestedAt!;
  const direction = query.order === 'desc' ? desc : asc;
  return [direction(column), direction(id)];
}

export { activeStaffRole, ownerOnly, requireStaffRole, staffOnly } from './staff-roles.js';
const notPending = () =>
  new ApiError(404, 'There is no pending request with this id.', 'REQUEST_NOT_PENDING');

/** Every staff call starts here: members (and anyone else) are refused with 403. */
export function requireStaff(user: UserRow) {
  if (!activeStaffRole(user)) throw staffOnly();
}

const MAIL_JOB = 'staff-decision-mail';

/** The table each kind of decision changes (the audit log's target). */
export const DECIDED_TABLES = {
  'wsg-join': 'support_group_members',
  'hh-session': 'health_hero_sessions',
  'hero-application': 'health_hero_applications',
  'wsg-proposal': 'support_group_proposals',
  'partner-application': 'partner_applications',
  'vendor-application': 'vendor_applications',
} as const;

interface DecisionMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * The staff review queues: WSG join requests, health hero session requests, hero applications and group proposals. A decision changes the request,
 * writes its audit row and a mail job in one transaction (the request row is locked, so two staff deciding at once
 * make one decision); the mail goes out through the durable job runner.
 */
export function staffService(deps: {
  db: Database;
  clock: () => Date;
  jobs: JobRunner;
  send: (mail: DecisionMail) => Promise<void>;
  /** The organisation's name and support address, which sign every mail. */
  config: Pick<Config, 'organisationName' | 'supportEmail'>;
}) {
  const { db, clock, jobs, send, config } = deps;
  jobs.register(MAIL_JOB, async (payload) => {
    await send(payload as unknown as DecisionMail);
  });

  /**
   * `asHero`: the caller is the hero of an hh-session request deciding it on their own page — only a request made
   * to their own hero profile; not a staff write, so no staff decision or audit row (the member is mailed alike).
   */
  async function decide(
    kind: Kind,
    staff: UserRow,
    targetId: string,
    decision: Decision,
    reason: string | undefined,
    asHero = false,
  ) {
    const now = clock();
    const cleanReason = reason?.trim() || null;
    const jobId = await db.transaction(async (tx) => {
      let member: { email: string; name: string | null; locale: Locale | null };
      let subject: string;
      if (kind === 'wsg-join') {
        const [row] = await tx
          .select({
            id: supportGroupMembers.id,
            email: users.email,
            name: users.name,
            locale: users.locale,
            group: supportGroups.name,
          })
          .from(supportGroupMembers)
          .innerJoin(users, eq(users.id, supportGroupMembers.userId))
          .innerJoin(supportGroups, eq(supportGroups.id, supportGroupMembers.groupId))
          .where(and(eq(supportGroupMembers.id, targetId), isNull(supportGroupMembers.isActive)))
          .for('update', { of: supportGroupMembers });
        if (!row) throw notPending();
        await tx
          .update(supportGroupMembers)
          .set({ isActive: decision === 'accept', decidedAt: now })
          .where(eq(supportGroupMembers.id, targetId));
        member = row;
        subject = row.group;
      } else if (kind === 'hero-application') {
        const [row] = await tx
          .select({ application: healthHeroApplications, user: users })
          .from(healthHeroApplications)
          .innerJoin(users, eq(users.id, healthHeroApplications.userId))
          .where(and(eq(healthHeroApplications.id, targetId), eq(healthHeroApplications.status, 'pending')))
          .for('update', { of: healthHeroApplications });
        if (!row) throw notPending();
        await tx
          .update(healthHeroApplications)
          .set({ status: decision === 'accept' ? 'approved' : 'rejected', decidedAt: now })
          .where(eq(healthHeroApplications.id, targetId));
        if (decision === 'accept') {
          // Accepting creates the hero profile from every field of the application and the member's profile
          // (issue 31: none blank on the member's page); a member accepted again has their one profile refreshed.
          const { application, user } = row;
          const profile = {
            name: user.name ?? user.email,
            image: user.image,
            city: user.city,
            country: user.country,
            category: application.category as HealthHeroRow['category'],
            numberOfHours: application.numberOfHours,
            areaOfMentoring: application.areaOfMentoring,
            mentoringChannel: application.mentoringChannel,
            ageBracket: application.ageGroup,
            experience: application.experience,
            reasonForMentoring: application.reasonForMentoring,
            diseaseType: application.diseaseType,
            packageId: application.packageId,
            isActive: true,
            // A refreshed profile's old translations would no longer say what the member wrote.
            translations: {},
          };
          await tx
            .insert(healthHeroes)
            .values({ userId: user.id, ...profile })
            .onConflictDoUpdate({
              target: healthHeroes.userId,
              targetWhere: sql`${healthHeroes.userId} is not null`,
              set: profile,
            });
        }
        member = row.user;
        subject = '';
      } else if (kind === 'wsg-proposal') {
        const [row] = await tx
          .select({ proposal: supportGroupProposals, user: users })
          .from(supportGroupProposals)
          .innerJoin(users, eq(users.id, supportGroupProposals.userId))
          .where(and(eq(supportGroupProposals.id, targetId), eq(supportGroupProposals.status, 'pending')))
          .for('update', { of: supportGroupProposals });
        if (!row) throw notPending();
        const { proposal, user } = row;
        let groupId: string | null = null;
        if (decision === 'accept') {
          // Accepting creates the group, led by the member who proposed it, with the package badge asked for.
          const [group] = await tx
            .insert(supportGroups)
            .values({
              name: proposal.groupName,
              description: proposal.description ?? '',
              category: proposal.category,
              leaderUuid: user.id,
              leaderName: user.name ?? user.email,
              city: proposal.city,
              state: proposal.state,
              country: user.country,
              packageId: proposal.packageId,
              createdAt: now,
            })
            .returning({ id: supportGroups.id });
          groupId = group!.id;
        }
        await tx
          .update(supportGroupProposals)
          .set({ status: decision === 'accept' ? 'accepted' : 'rejected', decidedAt: now, groupId })
          .where(eq(supportGroupProposals.id, targetId));
        member = user;
        subject = proposal.groupName;
      } else {
        const [row] = await tx
          .select({
            id: healthHeroSessions.id,
            email: users.email,
            name: users.name,
            locale: users.locale,
            hero: healthHeroes.name,
          })
          .from(healthHeroSessions)
          .innerJoin(users, eq(users.id, healthHeroSessions.userId))
          .innerJoin(healthHeroes, eq(healthHeroes.id, healthHeroSessions.heroId))
          .where(
            and(
              eq(healthHeroSessions.id, targetId),
              isNull(healthHeroSessions.isActive),
              asHero ? eq(healthHeroes.userId, staff.id) : undefined,
            ),
          )
          .for('update', { of: healthHeroSessions });
        if (!row) throw notPending();
        await tx
          .update(healthHeroSessions)
          .set({ isActive: decision === 'accept', decidedAt: now })
          .where(eq(healthHeroSessions.id, targetId));
        member = row;
        subject = row.hero;
      }
      // In the member's language, signed and with the support address like every other mail (services/mail-templates).
      const mail = renderMemberMail(
        { template: 'staff-decision', kind, decision, subject, reason: cleanReason },
        {
          locale: member.locale ?? 'en',
          name: member.name ?? member.email,
          organisationName: config.organisationName,
          supportEmail: config.supportEmail,
        },
      );
      if (asHero) {
        return jobs.enqueue(tx, {
          kind: MAIL_JOB,
          key: `hero-decision-${targetId}`,
          payload: { to: member.email, ...mail },
        });
      }
      const [audit] = await tx
        .insert(staffDecisions)
        .values({
          staffId: staff.id,
          kind,
          targetId,
          decision: decision === 'accept' ? 'accepted' : 'rejected',
          reason: cleanReason,
          decidedAt: now,
        })
        .returning({ id: staffDecisions.id });
      await recordStaffAction(tx, {
        staffId: staff.id,
        kind,
        target: { type: DECIDED_TABLES[kind], id: targetId },
        details: { decision: decision === 'accept' ? 'accepted' : 'rejected' },
        reason: cleanReason,
        at: now,
      });
      return jobs.enqueue(tx, {
        kind: MAIL_JOB,
        key: `decision-${audit?.id}`,
        payload: { to: member.email, ...mail },
      });
    });
    await jobs.run([jobId]);
  }

  return {
    async wsgRequests(query: PageQuery<'requestedAt' | 'member' | 'group'>) {
      const where = and(isNull(supportGroupMembers.isActive), searchOver(query.search, [supportGroups.name]));
      const base = () =>
        db
          .select({ membership: supportGroupMembers, user: users, group: supportGroups })
          .from(supportGroupMembers)
          .innerJoin(users, eq(users.id, supportGroupMembers.userId))
          .innerJoin(supportGroups, eq(supportGroups.id, supportGroupMembers.groupId))
          .where(where);
      const { page, pageSize, offset } = pageOf(query);
      const [rows, [total]] = await Promise.all([
        base()
          .orderBy(
            ...orderBy(
              query,
              {
                requestedAt: supportGroupMembers.requestedAt,
                member: memberName,
                group: sql`lower(${supportGroups.name})`,
              },
              supportGroupMembers.id,
            ),
          )
          .limit(pageSize)
          .offset(offset),
        db
          .select({ n: count() })
          .from(supportGroupMembers)
          .innerJoin(users, eq(users.id, supportGroupMembers.userId))
          .innerJoin(supportGroups, eq(supportGroups.id, supportGroupMembers.groupId))
          .where(where),
      ]);
      const items = rows.map((r) => ({
        uuid: r.membership.id,
        member: { uuid: r.user.id, name: r.user.name, email: r.user.email },
        group: { uuid: r.group.id, name: r.group.name },
        requestedAt: r.membership.requestedAt.toISOString(),
      }));
      return { items, total: Number(total?.n ?? 0), page, pageSize };
    },

    async sessionRequests(query: PageQuery<'requestedAt' | 'member' | 'healthHero' | 'sessionDate'>) {
      const where = and(
        isNull(healthHeroSessions.isActive),
        searchOver(query.search, [healthHeroes.name, healthHeroSessions.sessionPurpose]),
      );
      const { page, pageSize, offset } = pageOf(query);
      const [rows, [total]] = await Promise.all([
        db
          .select({ session: healthHeroSessions, user: users, hero: healthHeroes })
          .from(healthHeroSessions)
          .innerJoin(users, eq(users.id, healthHeroSessions.userId))
          .innerJoin(healthHeroes, eq(healthHeroes.id, healthHeroSessions.heroId))
          .where(where)
          .orderBy(
            ...orderBy(
              query,
              {
                requestedAt: healthHeroSessions.createdAt,
                member: memberName,
                healthHero: sql`lower(${healthHeroes.name})`,
                sessionDate: sql`${healthHeroSessions.sessionDate} || ' ' || ${healthHeroSessions.sessionTime}`,
              },
              healthHeroSessions.id,
            ),
          )
          .limit(pageSize)
          .offset(offset),
        db
          .select({ n: count() })
          .from(healthHeroSessions)
          .innerJoin(users, eq(users.id, healthHeroSessions.userId))
          .innerJoin(healthHeroes, eq(healthHeroes.id, healthHeroSessions.heroId))
          .where(where),
      ]);
      const items = rows.map((r) => ({
        uuid: r.session.id,
        member: { uuid: r.user.id, name: r.user.name, email: r.user.email },
        healthHero: { uuid: r.hero.id, name: r.hero.name },
        sessionDate: r.session.sessionDate,
        sessionTime: r.session.sessionTime,
        sessionPurpose: r.session.sessionPurpose,
        requestedAt: r.session.createdAt.toISOString(),
      }));
      return { items, total: Number(total?.n ?? 0), page, pageSize };
    },

    async heroApplications(query: PageQuery<'requestedAt' | 'member' | 'category'>) {
      const where = and(
        eq(healthHeroApplications.status, 'pending'),
        searchOver(query.search, [healthHeroApplications.category]),
      );
      const { page, pageSize, offset } = pageOf(query);
      const [rows, [total]] = await Promise.all([
        db
          .select({ application: healthHeroApplications, user: users, pkg: packages })
          .from(healthHeroApplications)
          .innerJoin(users, eq(users.id, healthHeroApplications.userId))
          .leftJoin(packages, eq(packages.id, healthHeroApplications.packageId))
          .where(where)
          .orderBy(
            ...orderBy(
              query,
              {
                requestedAt: healthHeroApplications.createdAt,
                member: memberName,
                category: healthHeroApplications.category,
              },
              healthHeroApplications.id,
            ),
          )
          .limit(pageSize)
          .offset(offset),
        db
          .select({ n: count() })
          .from(healthHeroApplications)
          .innerJoin(users, eq(users.id, healthHeroApplications.userId))
          .where(where),
      ]);
      const items = rows.map(({ application, user, pkg }) => ({
        ...toApplicationView(application),
        member: { uuid: user.id, name: user.name, email: user.email },
        category: application.category,
        ageGroup: application.ageGroup,
        numberOfHours: application.numberOfHours,
        mentoringChannel: application.mentoringChannel,
        areaOfMentoring: application.areaOfMentoring,
        experience: application.experience,
        reasonForMentoring: application.reasonForMentoring,
        diseaseType: application.diseaseType,
        requiredPackage: packageSummary(pkg),
      }));
      return { items, total: Number(total?.n ?? 0), page, pageSize };
    },

    async wsgProposals(query: PageQuery<'requestedAt' | 'member' | 'groupName' | 'groupCategory'>) {
      const where = and(
        eq(supportGroupProposals.status, 'pending'),
        searchOver(query.search, [
          supportGroupProposals.groupName,
          supportGroupProposals.category,
          supportGroupProposals.city,
        ]),
      );
      const { page, pageSize, offset } = pageOf(query);
      const [rows, [total]] = await Promise.all([
        db
          .select({ proposal: supportGroupProposals, user: users, pkg: packages })
          .from(supportGroupProposals)
          .innerJoin(users, eq(users.id, supportGroupProposals.userId))
          .leftJoin(packages, eq(packages.id, supportGroupProposals.packageId))
          .where(where)
          .orderBy(
            ...orderBy(
              query,
              {
                requestedAt: supportGroupProposals.createdAt,
                member: memberName,
                groupName: sql`lower(${supportGroupProposals.groupName})`,
                groupCategory: supportGroupProposals.category,
              },
              supportGroupProposals.id,
            ),
          )
          .limit(pageSize)
          .offset(offset),
        db
          .select({ n: count() })
          .from(supportGroupProposals)
          .innerJoin(users, eq(users.id, supportGroupProposals.userId))
          .where(where),
      ]);
      const items = rows.map(({ proposal, user, pkg }) => ({
        uuid: proposal.id,
        member: { uuid: user.id, name: user.name, email: user.email },
        groupName: proposal.groupName,
        description: proposal.description,
        groupCategory: proposal.category,
        numberOfMembers: proposal.numberOfMembers,
        state: proposal.state,
        city: proposal.city,
        membershipLevel: packageSummary(pkg),
        requestedAt: proposal.createdAt.toISOString(),
      }));
      return { items, total: Number(total?.n ?? 0), page, pageSize };
    },

    decideApplication: (staff: UserRow, id: string, decision: Decision, reason?: string) =>
      decide('hero-application', staff, id, decision, reason),
    decideWsg: (staff: UserRow, id: string, decision: Decision, reason?: string) =>
      decide('wsg-join', staff, id, decision, reason),
    decideSession: (staff: UserRow, id: string, decision: Decision, reason?: string) =>
      decide('hh-session', staff, id, decision, reason),
    /** An accepted hero decides a pending request made to them (only theirs: another's is REQUEST_NOT_PENDING). */
    decideSessionAsHero: (hero: UserRow, id: string, decision: Decision) =>
      decide('hh-session', hero, id, decision, undefined, true),
    decideProposal: (staff: UserRow, id: string, decision: Decision, reason?: string) =>
      decide('wsg-proposal', staff, id, decision, reason),
  };
}
