import { authOf } from '../http/auth.js';
import type { ApiRequest, TypedHandlers } from '../http/types.js';
import type { Services } from '../services/context.js';
import type { EventOrderService } from '../services/event-orders.js';
import type { RefundService } from '../services/refunds.js';
import { staffEventService } from '../services/staff-events.js';
import { requireStaff } from '../services/staff.js';

/** The programme's events as staff write them (roles from openapi.yaml's x-staff-roles, applied by the router). */
export function staffEventHandlers(
  services: Services,
  { orders, refunds }: { orders: EventOrderService; refunds: RefundService },
): TypedHandlers {
  const programme = staffEventService(services, orders, refunds);
  const staffOf = (request: Pick<ApiRequest, 'auth'>) => {
    const { user } = authOf(request);
    requireStaff(user);
    return user;
  };
  return {
    async 'GET /staff/events'(request) {
      staffOf(request);
      return { status: 200, message: 'Events', data: await programme.list(request.query) };
    },
    async 'POST /staff/events'(request) {
      const data = await programme.create(staffOf(request), request.body);
      return { status: 201, message: 'The event has been saved.', data };
    },
    async 'POST /staff/events/images'(request) {
      const data = await programme.uploadImage(
        staffOf(request),
        request.files.find((f) => f.field === 'image'),
      );
      return { status: 201, message: 'The picture has been stored.', data };
    },
    async 'GET /staff/events/{uuid}'(request) {
      staffOf(request);
      return { status: 200, message: 'Event', data: await programme.view(request.params.uuid) };
    },
    async 'PATCH /staff/events/{uuid}'(request) {
      const data = await programme.update(staffOf(request), request.params.uuid, request.body);
      return { status: 200, message: 'The event has been saved.', data };
    },
    async 'DELETE /staff/events/{uuid}'(request) {
      await programme.remove(staffOf(request), request.params.uuid);
      return { status: 200, message: 'The event has been deleted.' };
    },
    async 'POST /staff/events/{uuid}/cancel'(request) {
      const data = await programme.cancel(staffOf(request), request.params.uuid, request.body.reason);
      return { status: 200, message: 'The event has been cancelled.', data };
    },
    async 'GET /staff/events/{uuid}/registrants'(request) {
      staffOf(request);
      const { format, ...query } = request.query;
      if (format === 'csv') {
        const text = await programme.registrantsCsv(request.params.uuid);
        return {
          status: 200,
          message: 'Registrants',
          file: {
            buffer: Buffer.from(text, 'utf8'),
            contentType: 'text/csv; charset=utf-8',
            filename: 'registrants.csv',
          },
        };
      }
      return {
        status: 200,
        message: 'Registrants',
        data: await programme.registrants(request.params.uuid, query),
      };
    },
    async 'POST /staff/events/registrations/{uuid}/attended'(request) {
      const data = await programme.markAttended(staffOf(request), request.params.uuid, request.body.attended);
      return { status: 200, message: 'Attendance saved.', data };
    },
  };
}
