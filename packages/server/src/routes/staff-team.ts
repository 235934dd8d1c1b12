import { authOf } from '../http/auth.js';
import type { ApiRequest, TypedHandlers } from '../http/types.js';
import type { Services } from '../services/context.js';
import { auditPage } from '../services/staff-audit.js';
import { requireStaff } from '../services/staff.js';
import { sendLinkMail } from '../services/link-mails.js';
import { staffTeamService } from '../services/staff-team.js';

/** The staff team (invitations, roles, deactivation) and the audit log; the router has checked the roles. */
export function staffTeamHandlers(services: Services): TypedHandlers {
  const team = staffTeamService({
    db: services.db,
    clock: services.clock,
    sessions: services.sessions,
    sendLinkMail: (mail) => sendLinkMail(services, mail),
  });
  const staffOf = (request: Pick<ApiRequest, 'auth'>) => {
    const { user } = authOf(request);
    requireStaff(user);
    return user;
  };
  return {
    async 'GET /staff/team'(request) {
      staffOf(request);
      return { status: 200, message: 'Staff', data: await team.list(request.query) };
    },
    async 'PATCH /staff/team/{uuid}'(request) {
      const data = await team.update(staffOf(request), request.params.uuid, request.body);
      return { status: 200, message: 'The staff account has been updated.', data };
    },
    async 'GET /staff/team/invitations'(request) {
      staffOf(request);
      return { status: 200, message: 'Open invitations', data: await team.invitations() };
    },
    async 'POST /staff/team/invitations'(request) {
      const data = await team.invite(staffOf(request), request.body);
      return { status: 201, message: 'The invitation has been sent.', data };
    },
    async 'DELETE /staff/team/invitations/{uuid}'(request) {
      await team.revokeInvitation(staffOf(request), request.params.uuid);
      return { status: 200, message: 'The invitation has been revoked.' };
    },
    async 'GET /staff/audit'(request) {
      staffOf(request);
      return { status: 200, message: 'Staff actions', data: await auditPage(services.db, request.query) };
    },
  };
}
