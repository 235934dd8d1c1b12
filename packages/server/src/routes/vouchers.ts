import { authOf } from '../http/auth.js';
import { localeOf } from '../http/locale.js';
import type { TypedHandlers } from '../http/types.js';
import type { Services } from '../services/context.js';
import { voucherService } from '../services/vouchers.js';

/** §2 Vouchers and §7 GET /user/voucher/list, POST /user/voucher/apply. */
export function voucherHandlers(services: Services): TypedHandlers {
  const vouchers = voucherService(services);
  return {
    async 'GET /user/voucher/list'(request) {
      const { user } = authOf(request);
      return { status: 200, message: 'Vouchers', data: await vouchers.list(user, localeOf(request)) };
    },

    async 'POST /user/voucher/apply'(request) {
      // The member is always the signed-in one: the body has no field to name anybody else.
      const { user } = authOf(request);
      return {
        status: 200,
        message: 'Voucher redeemed successfully.',
        data: await vouchers.redeem(user, request.body.voucherCode, localeOf(request)),
      };
    },
  };
}
