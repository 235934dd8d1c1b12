import { authOf } from '../http/auth.js';
import type { ApiRequest, HandlerMap } from '../http/types.js';
import type { Services } from '../services/context.js';
import { requireStaff, staffService, type Decision } from '../services/staff.js';

type DecisionBody = { decision: Decision; reason?: string };

const decided = (decision: Decision) =>
  decision === 'accept' ? 'The request has been accepted.' : 'The request has been rejected.';

/** The staff console's calls (/staff/…): every one refuses members with 403 before doing anything. */
export function staffHandlers(services: Services): HandlerMap {
  const staff = staffService({
    db: services.db,
    clock: services.clock,
    jobs: services.jobs,
    send: (mail) => services.mailer.send(mail),
  });
  const staffOf = (request: ApiRequest) => {
    const { user } = authOf(request);
    requireStaff(user);
    return user;
  };
  return {
    async 'GET /staff/wsg/requests'(request: ApiRequest) {
      staffOf(request);
      return { status: 200, message: 'Pending join requests', data: await staff.wsgRequests() };
    },
    async 'PATCH /staff/wsg/requests/{uuid}'(request: ApiRequest<DecisionBody>) {
      const user = staffOf(request);
      const { decision, reason } = request.body;
      await staff.decideWsg(user, String(request.params.uuid), decision, reason);
      return { status: 200, message: decided(decision) };
    },
    async 'GET /staff/healthHero/applications'(request: ApiRequest) {
      staffOf(request);
      return { status: 200, message: 'Pending hero applications', data: await staff.heroApplications() };
    },
    async 'PATCH /staff/healthHero/applications/{uuid}'(request: ApiRequest<DecisionBody>) {
      const user = staffOf(request);
      const { decision, reason } = request.body;
      await staff.decideApplication(user, String(request.params.uuid), decision, reason);
      return { status: 200, message: decided(decision) };
    },
    async 'GET /staff/healthHero/sessions'(request: ApiRequest) {
      staffOf(request);
      return { status: 200, message: 'Pending session requests', data: await staff.sessionRequests() };
    },
    async 'PATCH /staff/healthHero/sessions/{uuid}'(request: ApiRequest<DecisionBody>) {
      const user = staffOf(request);
      const { decision, reason } = request.body;
      await staff.decideSession(user, String(request.params.uuid), decision, reason);
      return { status: 200, message: decided(decision) };
    },
  };
}
