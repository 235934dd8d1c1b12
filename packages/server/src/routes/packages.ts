import { authOf } from '../http/auth.js';
import { localeOf } from '../http/locale.js';
import type { TypedHandlers } from '../http/types.js';
import type { Services } from '../services/context.js';
import { membershipService } from '../services/memberships.js';

/** §4 and §7 GET /user/package/list, PATCH /user/package/select, PATCH /user/package/cancel. */
export function packageHandlers(services: Services): TypedHandlers {
  const memberships = membershipService(services);
  return {
    async 'GET /user/package/list'(request) {
      return {
        status: 200,
        message: 'Package list',
        // A token is optional: a member's list says what they may do with each package, a guest's as one without.
        dataJson: await memberships.listShared(localeOf(request), request.auth?.user),
      };
    },

    async 'PATCH /user/package/select'(request) {
      const { user } = authOf(request);
      return {
        status: 200,
        message: 'Success! Package selected successfully.',
        data: await memberships.selectFree(user, request.body.packageUuid),
      };
    },

    async 'PATCH /user/package/cancel'(request) {
      const { user } = authOf(request);
      return {
        status: 200,
        message: 'Success! Package cancelled successfully.',
        data: [await memberships.cancel(user)],
      };
    },
  };
}
