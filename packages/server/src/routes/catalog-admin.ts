import { authOf } from '../http/auth.js';
import { validationError } from '../http/errors.js';
import type { ApiRequest, TypedHandlers } from '../http/types.js';
import { catalogAdminService } from '../services/catalog-admin.js';
import { storeCatalogImage } from '../services/catalog-images.js';
import type { Services } from '../services/context.js';
import { requireStaff } from '../services/staff.js';

/** The staff catalogue (/staff/catalog…): the roles come from openapi.yaml (the router), members get 403. */
export function catalogAdminHandlers(services: Services): TypedHandlers {
  const catalog = catalogAdminService(services);
  const staffOf = (request: Pick<ApiRequest, 'auth'>) => {
    const { user } = authOf(request);
    requireStaff(user);
    return user;
  };
  return {
    async 'GET /staff/catalog/items'(request) {
      staffOf(request);
      return { status: 200, message: 'Catalogue items', data: await catalog.list(request.query) };
    },
    async 'POST /staff/catalog/items'(request) {
      const staff = staffOf(request);
      const data = await catalog.create(staff, request.body as Parameters<typeof catalog.create>[1]);
      return { status: 201, message: 'The item is saved.', data };
    },
    async 'GET /staff/catalog/items/{id}'(request) {
      staffOf(request);
      return { status: 200, message: 'Catalogue item', data: await catalog.one(request.params.id) };
    },
    async 'PATCH /staff/catalog/items/{id}'(request) {
      const staff = staffOf(request);
      const data = await catalog.update(staff, request.params.id, request.body);
      return { status: 200, message: 'The item is saved.', data };
    },
    async 'POST /staff/catalog/items/{id}/stock'(request) {
      const staff = staffOf(request);
      const data = await catalog.adjustStock(staff, request.params.id, request.body);
      return { status: 200, message: 'The stock is updated.', data };
    },
    async 'POST /staff/catalog/images'(request) {
      staffOf(request);
      const image = request.files.find((file) => file.field === 'image');
      if (!image) throw validationError('/image', 'Choose a picture');
      const data = await storeCatalogImage(services.storage, image, services.config.uploadMaxBytes);
      return { status: 201, message: 'The picture is uploaded.', data };
    },
  };
}
