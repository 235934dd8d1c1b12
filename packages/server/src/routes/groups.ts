import type { TypedHandlers } from '../http/types.js';
import type { Services } from '../services/context.js';
import { GROUP_MESSAGES, groupService, sharedGroupList } from '../services/groups.js';
import { ApiError } from '../errors.js';
import { authOf } from '../http/auth.js';
import { localeOf } from '../http/locale.js';
import { PROPOSAL_MESSAGES, proposalService } from '../services/proposals.js';

/**
 * §2 WSGs and §7 GET /user/supportGroup/list, POST …/join, GET /user/mywsgs(/pending), DELETE …/leave; and
 * POST /user/supportGroup/proposal (Apply New Group) and GET of the member's own proposals.
 */
export function groupHandlers(services: Services): TypedHandlers {
  const groups = groupService(services.db, services.clock);
  const proposals = proposalService(services.db, services.clock);
  const listGroups = sharedGroupList(services.db, services.cache);
  return {
    async 'GET /user/supportGroup/list'(request) {
      const { user } = authOf(request);
      return {
        status: 200,
        message: 'Support groups',
        dataJson: await listGroups(user.id, localeOf(request)),
      };
    },

    async 'POST /user/supportGroup/join'(request) {
      const { user } = authOf(request);
      await groups.join(user.id, request.body.supportGroupUuid);
      return { status: 200, message: GROUP_MESSAGES.joined };
    },

    async 'GET /user/mywsgs'(request) {
      const { user } = authOf(request);
      return { status: 200, message: 'My support groups', data: await groups.accepted(user.id) };
    },

    async 'GET /user/mywsgs/pending'(request) {
      const { user } = authOf(request);
      const pending = await groups.pending(user.id);
      // The contract's (and the original backend's) way of saying "none": the app reads it as an empty list.
      if (!pending.length) throw new ApiError(404, GROUP_MESSAGES.noPending, 'NO_PENDING_GROUPS');
      return { status: 200, message: 'Requested support groups', data: pending };
    },

    async 'GET /user/supportGroup/proposal'(request) {
      const { user } = authOf(request);
      return { status: 200, message: 'My group proposals', data: await proposals.mine(user.id) };
    },

    async 'POST /user/supportGroup/proposal'(request) {
      const { user } = authOf(request);
      const data = await proposals.propose(user.id, request.body);
      return { status: 201, message: PROPOSAL_MESSAGES.sent, data };
    },

    async 'DELETE /user/mywsgs/leave'(request) {
      const { user } = authOf(request);
      await groups.leave(user.id, request.body.supportGroupUuid);
      return { status: 200, message: GROUP_MESSAGES.left };
    },
  };
}
