import { authOf } from '../http/auth.js';
import type { ApiRequest, TypedHandlers } from '../http/types.js';
import type { Services } from '../services/context.js';
import { memberService } from '../services/members.js';
import { requireStaff, requireStaffRole } from '../services/staff.js';

/** The CSV export is narrower than the directory: owner and admin (openapi.yaml, listStaffMembers). */
const CSV_ROLES = ['owner', 'admin'] as const;

/** The members' directory and staff's help to a member; the member's own data and deletion. */
export function memberHandlers(services: Services): TypedHandlers {
  const members = memberService(services);
  const staffOf = (request: Pick<ApiRequest, 'auth'>) => {
    const { user } = authOf(request);
    requireStaff(user);
    return user;
  };
  return {
    async 'GET /staff/members'(request) {
      const user = staffOf(request);
      const { format, ...query } = request.query;
      if (format === 'csv') {
        requireStaffRole(user, CSV_ROLES);
        const text = await members.csv(query);
        return {
          status: 200,
          message: 'Members',
          file: {
            buffer: Buffer.from(text, 'utf8'),
            contentType: 'text/csv; charset=utf-8',
            filename: 'members.csv',
          },
        };
      }
      return { status: 200, message: 'Members', data: await members.list(query) };
    },
    async 'GET /staff/members/{uuid}'(request) {
      staffOf(request);
      return { status: 200, message: 'Member', data: await members.detail(request.params.uuid) };
    },
    async 'POST /staff/members/{uuid}/verification-mail'(request) {
      await members.resendVerification(staffOf(request), request.params.uuid, request.body.reason);
      return { status: 200, message: 'A new confirmation link has been sent.' };
    },
    async 'POST /staff/members/{uuid}/package'(request) {
      const data = await members.givePackage(staffOf(request), request.params.uuid, request.body);
      return { status: 200, message: 'The package has been given.', data };
    },
    async 'POST /staff/members/{uuid}/package/cancel'(request) {
      const data = await members.cancelPackage(staffOf(request), request.params.uuid, request.body.reason);
      return { status: 200, message: 'The package has been cancelled.', data };
    },
    async 'POST /staff/members/{uuid}/refunds'(request) {
      const data = await members.refund(staffOf(request), request.params.uuid, request.body);
      return { status: 202, message: 'The refund is on its way.', data };
    },
    async 'POST /staff/members/{uuid}/block'(request) {
      const data = await members.setBlocked(staffOf(request), request.params.uuid, request.body);
      const message = request.body.blocked
        ? 'The account has been blocked.'
        : 'The account has been unblocked.';
      return { status: 200, message, data };
    },
    async 'POST /staff/members/{uuid}/erase'(request) {
      await members.erase(staffOf(request), request.params.uuid, request.body.reason);
      return { status: 200, message: 'The member has been erased.' };
    },
    async 'GET /user/data'(request) {
      const { user } = authOf(request);
      return { status: 200, message: 'My data', data: await members.ownData(user) };
    },
    async 'POST /user/delete'(request) {
      const { user } = authOf(request);
      await members.deleteOwn(user, request.body.password);
      return { status: 200, message: 'Your account has been deleted.' };
    },
  };
}
