import type { Schema } from '@wellness/api';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import {
  healthHeroApplications,
  healthHeroes,
  healthHeroSessions,
  staffDecisions,
  supportGroupMembers,
  supportGroups,
  users,
  type HealthHeroRow,
  type UserRow,
} from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { toApplicationView } from './heroes.js';
import type { JobRunner } from './jobs.js';

/** The contract's decision (openapi.yaml StaffDecisionRequest). */
export type Decision = Schema<'StaffDecisionRequest'>['decision'];
type Kind = 'wsg-join' | 'hh-session' | 'hero-application';

export const staffOnly = () => new ApiError(403, 'This is for staff only.', 'STAFF_ONLY');
const notPending = () =>
  new ApiError(404, 'There is no pending request with this id.', 'REQUEST_NOT_PENDING');

/** Every staff call starts here: members (and anyone else) are refused with 403. */
export function requireStaff(user: UserRow) {
  if (user.role !== 'staff') throw staffOnly();
}

const MAIL_JOB = 'staff-decision-mail';

interface DecisionMail {
  to: string;
  subject: string;
  text: string;
}

function decisionMail(
  kind: Kind,
  decision: Decision,
  member: string,
  subject: string,
  reason: string | null,
) {
  const what =
    kind === 'wsg-join'
      ? `your request to join ${subject}`
      : kind === 'hh-session'
        ? `your session request with ${subject}`
        : 'your application to become a Health Hero';
  const verdict = decision === 'accept' ? 'has been accepted' : 'has been declined';
  const lines = [`Hello ${member},`, '', `${what[0]?.toUpperCase()}${what.slice(1)} ${verdict}.`];
  if (reason) lines.push('', `Reason: ${reason}`);
  return {
    subject: decision === 'accept' ? 'Your request was accepted' : 'Your request was declined',
    text: lines.join('\n'),
  };
}

/**
 * The staff review queues: WSG join requests and health hero session requests. A decision changes the request,
 * writes its audit row and a mail job in one transaction (the request row is locked, so two staff deciding at once
 * make one decision); the mail goes out through the durable job runner.
 */
export function staffService(deps: {
  db: Database;
  clock: () => Date;
  jobs: JobRunner;
  send: (mail: DecisionMail) => Promise<void>;
}) {
  const { db, clock, jobs, send } = deps;
  jobs.register(MAIL_JOB, async (payload) => {
    await send(payload as unknown as DecisionMail);
  });

  async function decide(
    kind: Kind,
    staff: UserRow,
    targetId: string,
    decision: Decision,
    reason: string | undefined,
  ) {
    const now = clock();
    const cleanReason = reason?.trim() || null;
    const jobId = await db.transaction(async (tx) => {
      let member: { email: string; name: string | null };
      let subject: string;
      if (kind === 'wsg-join') {
        const [row] = await tx
          .select({
            id: supportGroupMembers.id,
            email: users.email,
            name: users.name,
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
          // Accepting creates the hero profile from the application and the member's profile.
          const { application, user } = row;
          await tx.insert(healthHeroes).values({
            userId: user.id,
            name: user.name ?? user.email,
            image: user.image,
            city: user.city,
            country: user.country,
            category: application.category as HealthHeroRow['category'],
            numberOfHours: application.numberOfHours,
            areaOfMentoring: application.areaOfMentoring,
            mentoringChannel: application.mentoringChannel,
            ageBracket: application.ageGroup,
          });
        }
        member = row.user;
        subject = '';
      } else {
        const [row] = await tx
          .select({
            id: healthHeroSessions.id,
            email: users.email,
            name: users.name,
            hero: healthHeroes.name,
          })
          .from(healthHeroSessions)
          .innerJoin(users, eq(users.id, healthHeroSessions.userId))
          .innerJoin(healthHeroes, eq(healthHeroes.id, healthHeroSessions.heroId))
          .where(and(eq(healthHeroSessions.id, targetId), isNull(healthHeroSessions.isActive)))
          .for('update', { of: healthHeroSessions });
        if (!row) throw notPending();
        await tx
          .update(healthHeroSessions)
          .set({ isActive: decision === 'accept', decidedAt: now })
          .where(eq(healthHeroSessions.id, targetId));
        member = row;
        subject = row.hero;
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
      const mail = decisionMail(kind, decision, member.name ?? member.email, subject, cleanReason);
      return jobs.enqueue(tx, {
        kind: MAIL_JOB,
        key: `decision-${audit?.id}`,
        payload: { to: member.email, ...mail },
      });
    });
    await jobs.run([jobId]);
  }

  return {
    async wsgRequests() {
      const rows = await db
        .select({ membership: supportGroupMembers, user: users, group: supportGroups })
        .from(supportGroupMembers)
        .innerJoin(users, eq(users.id, supportGroupMembers.userId))
        .innerJoin(supportGroups, eq(supportGroups.id, supportGroupMembers.groupId))
        .where(isNull(supportGroupMembers.isActive))
        .orderBy(asc(supportGroupMembers.requestedAt), asc(supportGroupMembers.id));
      return rows.map((r) => ({
        uuid: r.membership.id,
        member: { uuid: r.user.id, name: r.user.name, email: r.user.email },
        group: { uuid: r.group.id, name: r.group.name },
        requestedAt: r.membership.requestedAt.toISOString(),
      }));
    },

    async sessionRequests() {
      const rows = await db
        .select({ session: healthHeroSessions, user: users, hero: healthHeroes })
        .from(healthHeroSessions)
        .innerJoin(users, eq(users.id, healthHeroSessions.userId))
        .innerJoin(healthHeroes, eq(healthHeroes.id, healthHeroSessions.heroId))
        .where(isNull(healthHeroSessions.isActive))
        .orderBy(asc(healthHeroSessions.createdAt), asc(healthHeroSessions.id));
      return rows.map((r) => ({
        uuid: r.session.id,
        member: { uuid: r.user.id, name: r.user.name, email: r.user.email },
        healthHero: { uuid: r.hero.id, name: r.hero.name },
        sessionDate: r.session.sessionDate,
        sessionTime: r.session.sessionTime,
        sessionPurpose: r.session.sessionPurpose,
        requestedAt: r.session.createdAt.toISOString(),
      }));
    },

    async heroApplications() {
      const rows = await db
        .select({ application: healthHeroApplications, user: users })
        .from(healthHeroApplications)
        .innerJoin(users, eq(users.id, healthHeroApplications.userId))
        .where(eq(healthHeroApplications.status, 'pending'))
        .orderBy(asc(healthHeroApplications.createdAt), asc(healthHeroApplications.id));
      return rows.map(({ application, user }) => ({
        ...toApplicationView(application),
        member: { uuid: user.id, name: user.name, email: user.email },
        category: application.category,
        ageGroup: application.ageGroup,
        numberOfHours: application.numberOfHours,
        mentoringChannel: application.mentoringChannel,
        areaOfMentoring: application.areaOfMentoring,
      }));
    },

    decideApplication: (staff: UserRow, id: string, decision: Decision, reason?: string) =>
      decide('hero-application', staff, id, decision, reason),
    decideWsg: (staff: UserRow, id: string, decision: Decision, reason?: string) =>
      decide('wsg-join', staff, id, decision, reason),
    decideSession: (staff: UserRow, id: string, decision: Decision, reason?: string) =>
      decide('hh-session', staff, id, decision, reason),
  };
}
