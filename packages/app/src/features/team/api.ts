import type { ApiClient, Schema } from '@wellness/api';
import { toOutcome, type ApiOutcome } from '../../lib/apiOutcome';

export type StaffAccount = Schema<'StaffAccount'>;
export type StaffInvitation = Schema<'StaffInvitation'>;
export type StaffRole = Schema<'StaffRole'>;

export interface TeamQuery {
  page: number;
  search: string;
  /** '' is any role. */
  role: '' | StaffRole;
}

export interface TeamPage {
  items: StaffAccount[];
  total: number;
  page: number;
  pageSize: number;
}

/** A change to the team, each audited by the server (and refused there when the caller may not make it). */
export type TeamChange =
  | { kind: 'invite'; email: string; role: StaffRole }
  | { kind: 'role'; uuid: string; role: StaffRole; reason?: string }
  | { kind: 'deactivate' | 'reactivate'; uuid: string; reason?: string }
  | { kind: 'revoke'; uuid: string };

export const TEAM_PAGE_SIZE = 10;

/** The query of `GET /staff/team`: only what is set. */
export function teamQueryOf({ page, search, role }: TeamQuery) {
  const text = search.trim().slice(0, 100);
  return { page, pageSize: TEAM_PAGE_SIZE, ...(text ? { search: text } : {}), ...(role ? { role } : {}) };
}

export async function fetchTeam(api: ApiClient, query: TeamQuery): Promise<ApiOutcome<TeamPage>> {
  return toOutcome(await api.GET('/staff/team', { params: { query: teamQueryOf(query) } }));
}

export async function fetchInvitations(api: ApiClient): Promise<ApiOutcome<StaffInvitation[]>> {
  return toOutcome(await api.GET('/staff/team/invitations'));
}

export async function changeTeam(api: ApiClient, change: TeamChange): Promise<ApiOutcome<unknown>> {
  switch (change.kind) {
    case 'invite':
      return toOutcome(
        await api.POST('/staff/team/invitations', { body: { email: change.email, role: change.role } }),
      );
    case 'revoke':
      return toOutcome(
        await api.DELETE('/staff/team/invitations/{uuid}', { params: { path: { uuid: change.uuid } } }),
      );
    case 'role':
    case 'deactivate':
    case 'reactivate': {
      const reason = change.reason ? { reason: change.reason } : {};
      const body =
        change.kind === 'role'
          ? { role: change.role, ...reason }
          : { active: change.kind === 'reactivate', ...reason };
      return toOutcome(
        await api.PATCH('/staff/team/{uuid}', { params: { path: { uuid: change.uuid } }, body }),
      );
    }
  }
}

/** The server's refusals of the team's calls, by error code, as message ids (`app.team.error.…`). */
const ERRORS: Record<string, string> = {
  OWNER_ONLY: 'ownerOnly',
  ALREADY_STAFF: 'alreadyStaff',
  STAFF_SELF_CHANGE: 'selfChange',
  STAFF_NOT_FOUND: 'staffNotFound',
  INVITATION_NOT_FOUND: 'invitationNotFound',
  STAFF_ROLE_FORBIDDEN: 'forbidden',
  STAFF_ONLY: 'forbidden',
  VALIDATION_FAILED: 'invalid',
};

export function teamErrorMessageId(code: string): string {
  return `app.team.error.${ERRORS[code] ?? 'failed'}`;
}
