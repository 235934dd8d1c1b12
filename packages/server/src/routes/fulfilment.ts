import { authOf } from '../http/auth.js';
import type { ApiRequest, TypedHandlers } from '../http/types.js';
import type { Services } from '../services/context.js';
import { fulfilmentService } from '../services/fulfilment.js';
import { requireStaff } from '../services/staff.js';

/** The staff console's fulfilment calls (/staff/orders…): members are refused with 403 before anything else. */
export function fulfilmentHandlers(services: Services): TypedHandlers {
  const fulfilment = fulfilmentService(services);
  const staffOf = (request: Pick<ApiRequest, 'auth'>) => {
    const { user } = authOf(request);
    requireStaff(user);
    return user;
  };
  return {
    async 'GET /staff/orders'(request) {
      staffOf(request);
      return { status: 200, message: 'Paid orders', data: await fulfilment.list(request.query) };
    },
    async 'GET /staff/orders/{id}'(request) {
      staffOf(request);
      return { status: 200, message: 'Order', data: await fulfilment.get(request.params.id) };
    },
    async 'PATCH /staff/orders/{id}'(request) {
      const staff = staffOf(request);
      const data = await fulfilment.setStatus(staff, request.params.id, request.body.status);
      return {
        status: 200,
        message:
          request.body.status === 'shipped' ? 'The order is marked shipped.' : 'The order is completed.',
        data,
      };
    },
    async 'POST /staff/orders/{id}/refund'(request) {
      const staff = staffOf(request);
      const data = await fulfilment.refund(
        staff,
        request.params.id,
        request.body?.reason,
        request.body?.goodsShipped,
      );
      return { status: 200, message: 'The order has been refunded.', data };
    },
  };
}
