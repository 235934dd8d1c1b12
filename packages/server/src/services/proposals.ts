import { desc, eq } from 'drizzle-orm';
import type { EventCategory } from '@wellness/api';
import type { Database } from '../db/index.js';
import {
  packages,
  supportGroupProposals,
  type PackageRow,
  type SupportGroupProposalRow,
} from '../db/schema.js';
import { validationError } from '../errors.js';

export const PROPOSAL_MESSAGES = {
  sent: 'Your group proposal has been sent. Our team will review it.',
  unknownPackage: 'membershipLevel must be one of the membership packages',
} as const;

interface ProposalInput {
  groupName: string;
  description?: string;
  groupCategory: EventCategory;
  numberOfMembers?: number;
  state: string;
  city: string;
  membershipLevel?: string;
}

export const packageSummary = (pkg: PackageRow | null) =>
  pkg ? { uuid: pkg.id, name: pkg.name, colour: pkg.colour, monthlyCost: pkg.monthlyCost } : null;

/** The WsgProposal schema of openapi.yaml. */
function toProposalView(row: SupportGroupProposalRow, pkg: PackageRow | null) {
  return {
    uuid: row.id,
    groupName: row.groupName,
    description: row.description,
    groupCategory: row.category,
    numberOfMembers: row.numberOfMembers,
    state: row.state,
    city: row.city,
    membershipLevel: packageSummary(pkg),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Apply New Group made real: a member's proposal waits for staff, who accept it into a group (staff.ts) or reject
 * it. The contract has checked the fields' shapes; here text is trimmed and the package must exist.
 */
export function proposalService(db: Database, clock: () => Date) {
  return {
    async propose(userId: string, input: ProposalInput) {
      const now = clock();
      let pkg: PackageRow | null = null;
      if (input.membershipLevel) {
        [pkg = null] = await db.select().from(packages).where(eq(packages.id, input.membershipLevel));
        if (!pkg) throw validationError('membershipLevel', PROPOSAL_MESSAGES.unknownPackage);
      }
      const description = input.description?.trim() || null;
      const [row] = await db
        .insert(supportGroupProposals)
        .values({
          userId,
          groupName: input.groupName.trim(),
          description,
          category: input.groupCategory,
          numberOfMembers: input.numberOfMembers ?? null,
          state: input.state.trim(),
          city: input.city.trim(),
          packageId: pkg?.id ?? null,
          createdAt: now,
        })
        .returning();
      return toProposalView(row!, pkg);
    },

    /** The member's own proposals, newest first, with the package each asked for. */
    async mine(userId: string) {
      const rows = await db
        .select({ proposal: supportGroupProposals, pkg: packages })
        .from(supportGroupProposals)
        .leftJoin(packages, eq(packages.id, supportGroupProposals.packageId))
        .where(eq(supportGroupProposals.userId, userId))
        .orderBy(desc(supportGroupProposals.createdAt), desc(supportGroupProposals.id));
      return rows.map(({ proposal, pkg }) => toProposalView(proposal, pkg));
    },
  };
}
