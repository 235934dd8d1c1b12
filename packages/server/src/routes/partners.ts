import { authOf } from '../http/auth.js';
import { localeOf } from '../http/locale.js';
import type { ApiRequest, TypedHandlers } from '../http/types.js';
import type { Services } from '../services/context.js';
import { fieldSealer } from '../services/field-encryption.js';
import { APPLICATION_SUBMITTED, partnerService } from '../services/partners.js';
import { requireStaff, type Decision } from '../services/staff.js';

const decided = (decision: Decision) =>
  decision === 'accept' ? 'The request has been accepted.' : 'The request has been rejected.';

/** §7 partners, the open partner and vendor applications, and their staff review (/staff/…, 403 to members). */
export function partnerHandlers(services: Services): TypedHandlers {
  const partners = partnerService({
    db: services.db,
    clock: services.clock,
    storage: services.storage,
    sealer: fieldSealer(services.config.dataEncryptionKey),
    uploadLimit: services.config.uploadMaxBytes,
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
    async 'GET /user/business/list'(request) {
      authOf(request);
      return { status: 200, message: 'Partners', data: await partners.list(localeOf(request)) };
    },

    async 'POST /user/business/view'(request) {
      authOf(request);
      return {
        status: 200,
        message: 'Partner',
        data: await partners.view(request.body.uuid, localeOf(request)),
      };
    },

    async 'POST /user/business/partner/request'(request) {
      const { logo: _logo, ...form } = request.body;
      await partners.applyAsPartner(form, request.files);
      return { status: 201, message: APPLICATION_SUBMITTED };
    },

    async 'POST /vendor/create'(request) {
      await partners.applyAsVendor(request.body);
      return { status: 201, message: APPLICATION_SUBMITTED };
    },

    async 'GET /staff/partner/applications'(request) {
      staffOf(request);
      return {
        status: 200,
        message: 'Pending partner applications',
        data: await partners.partnerApplications(request.query),
      };
    },

    async 'PATCH /staff/partner/applications/{uuid}'(request) {
      const user = staffOf(request);
      const { decision, reason } = request.body;
      await partners.decidePartner(user, request.params.uuid, decision, reason);
      return { status: 200, message: decided(decision) };
    },

    async 'GET /staff/vendor/applications'(request) {
      staffOf(request);
      return {
        status: 200,
        message: 'Pending vendor applications',
        data: await partners.vendorApplications(request.query),
      };
    },

    async 'PATCH /staff/vendor/applications/{uuid}'(request) {
      const user = staffOf(request);
      const { decision, reason } = request.body;
      await partners.decideVendor(user, request.params.uuid, decision, reason);
      return { status: 200, message: decided(decision) };
    },
  };
}
