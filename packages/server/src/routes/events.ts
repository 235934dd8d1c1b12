import { authOf } from '../http/auth.js';
import { localeOf } from '../http/locale.js';
import type { TypedHandlers } from '../http/types.js';
import type { Services } from '../services/context.js';
import type { EventOrderService } from '../services/event-orders.js';
import { eventService } from '../services/events.js';
import type { RefundService } from '../services/refunds.js';
import { REFUND_NOTE, registrationService } from '../services/registrations.js';

/** §2 Events and §7's event calls: the catalogue, registration (free, or through an order and its payment). */
export function eventHandlers(
  services: Services,
  { orders, refunds }: { orders: EventOrderService; refunds: RefundService },
): TypedHandlers {
  const catalogue = eventService(services);
  const registrations = registrationService(services, orders, refunds);
  return {
    async 'GET /user/event/listUpcoming'(request) {
      return {
        status: 200,
        message: 'Upcoming events',
        dataJson: await catalogue.listUpcomingShared(localeOf(request)),
      };
    },

    async 'GET /user/event/view'(request) {
      const { user } = authOf(request);
      return {
        status: 200,
        message: 'Event details',
        data: await catalogue.view(user, String(request.query.uuid), localeOf(request)),
      };
    },

    async 'POST /user/event/register'(request) {
      const { user } = authOf(request);
      return {
        status: 200,
        message: 'You have been successfully registered for this event.',
        data: await registrations.registerFree(user, request.body.eventUuid, request.body.quantity),
      };
    },

    async 'GET /user/register/event/list'(request) {
      const { user } = authOf(request);
      return {
        status: 200,
        message: 'Registered events',
        data: await registrations.list(user, localeOf(request)),
      };
    },

    async 'PATCH /user/event/register/cancel'(request) {
      const { user } = authOf(request);
      const { paid } = await registrations.cancel(user, request.body.eventUuid);
      const cancelled = 'Your event registration has been cancelled successfully.';
      // §9: a paid registration is told when its refund starts.
      return { status: 200, message: paid ? `${cancelled} ${REFUND_NOTE}` : cancelled };
    },

    async 'POST /user/event/coupon/check'(request) {
      const { user } = authOf(request);
      return {
        status: 200,
        message: 'Coupon code applied successfully',
        data: await catalogue.checkCoupon(
          user,
          request.body.eventUuid,
          request.body.voucherCode,
          request.body.quantity,
        ),
      };
    },

    async 'POST /user/event/order/quote'(request) {
      authOf(request);
      const { eventUuid, quantity } = request.body;
      return { status: 200, message: 'Order amounts', data: await catalogue.quoteOrder(eventUuid, quantity) };
    },

    async 'POST /user/event/payment'(request) {
      const { user } = authOf(request);
      return { status: 200, message: 'Success', data: await orders.checkout(user, request.body) };
    },

    async 'PATCH /user/event/order/cancel'(request) {
      const { user } = authOf(request);
      await orders.cancelOrder(user, request.body.orderId);
      return { status: 200, message: 'Order cancelled successfully.' };
    },
  };
}
