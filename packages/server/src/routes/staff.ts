import { authOf } from '../http/auth.js';
import type { ApiRequest, TypedHandlers } from '../http/types.js';
import type { Services } from '../services/context.js';
import { requireStaff, staffService, type Decision } from '../services/staff.js';

const decided = (decision: Decision) =>
  decision === 'accept' ? 'The request has been accepted.' : 'The request has been rejected.';

/** The staff console's calls (/staff/…): every one refuses members with 403 before doing anything. */
export function staffHandlers(services: Services): TypedHandlers {
  const staff = staffService({
    db: services.db,
    clock: services.clock,
    jobs: services.jobs,
    send: (mail) => services.mailer.send(mail),
    config: services.config,
  });
  const staffOf = (request: Pick<ApiRequest, 'auth'>) => {
    const { user } = authOf(request);
    requireStaff(user);
    return user;
  };
  return {
    async 'GET /staff/wsg/requests'(request) {
      staffOf(request);
      return { status: 200, message: 'Pending join requests', data: await staff.wsgRequests(request.query) };
    },
    async 'PATCH /staff/wsg/requests/{uuid}'(request) {
      const user = staffOf(request);
      const { decision, reason } = request.body;
      await staff.decideWsg(user, request.params.uuid, decision, reason);
      return { status: 200, message: decided(decision) };
    },
    async 'GET /staff/wsg/proposals'(request) {
      staffOf(request);
      return {
        status: 200,
        message: 'Pending group proposals',
        data: await staff.wsgProposals(request.query),
      };
    },
    async 'PATCH /staff/wsg/proposals/{uuid}'(request) {
      const user = staffOf(request);
      const { decision, reason } = request.body;
      await staff.decideProposal(user, request.params.uuid, decision, reason);
      return { status: 200, message: decided(decision) };
    },
    async 'GET /staff/healthHero/applications'(request) {
      staffOf(request);
      return {
        status: 200,
        message: 'Pending hero applications',
        data: await staff.heroApplications(request.query),
      };
    },
    async 'PATCH /staff/healthHero/applications/{uuid}'(request) {
      const user = staffOf(request);
      const { decision, reason } = request.body;
      await staff.decideApplication(user, request.params.uuid, decision, reason);
      return { status: 200, message: decided(decision) };
    },
    async 'GET /staff/healthHero/sessions'(request) {
      staffOf(request);
      return {
        status: 200,
        message: 'Pending session requests',
        data: await staff.sessionRequests(request.query),
      };
    },
    async 'PATCH /staff/healthHero/sessions/{uuid}'(request) {
      const user = staffOf(request);
      const { decision, reason } = request.body;
      await staff.decideSession(user, request.params.uuid, decision, reason);
      return { status: 200, message: decided(decision) };
    },
  };
}
