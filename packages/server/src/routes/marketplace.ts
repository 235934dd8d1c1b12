import { authOf } from '../http/auth.js';
import { localeOf } from '../http/locale.js';
import type { TypedHandlers } from '../http/types.js';
import { AFFILIATE_CATEGORY, catalogService, sharedCatalog } from '../services/catalog.js';
import type { Services } from '../services/context.js';

/** §7's catalogue calls: products, services, affiliate items, categories, featured items and banners. */
export function marketplaceHandlers(services: Services): TypedHandlers {
  const catalog = catalogService({ db: services.db });
  const shared = sharedCatalog(catalog, services.cache);
  return {
    async 'POST /marketplace/products/by/category'(request) {
      authOf(request);
      const { category, page, per_page, search, orderby } = request.body;
      const data = await shared.list({
        kind: 'product',
        category,
        page,
        perPage: per_page,
        search,
        orderby,
        locale: localeOf(request),
      });
      return { status: 200, message: 'Products', dataJson: data };
    },

    async 'POST /marketplace/services/by/category'(request) {
      authOf(request);
      const { category, page, per_page, search, orderby } = request.body;
      const data = await shared.list({
        kind: 'service',
        category,
        page,
        perPage: per_page,
        search,
        orderby,
        locale: localeOf(request),
      });
      return { status: 200, message: 'Services', dataJson: data };
    },

    async 'POST /marketplace/affiliate/list'(request) {
      authOf(request);
      const { category = AFFILIATE_CATEGORY, page, per_page, search, orderby } = request.body;
      const data = await shared.list({
        kind: 'affiliate',
        category,
        page,
        perPage: per_page,
        search,
        orderby,
        locale: localeOf(request),
      });
      return { status: 200, message: 'Affiliate products', dataJson: data };
    },

    async 'POST /marketplace/products/featured'(request) {
      authOf(request);
      const { featured, page = 1, per_page = 20, search, orderby } = request.body;
      const data = await shared.list({
        kind: 'product',
        featured,
        page,
        perPage: per_page,
        search,
        orderby,
        locale: localeOf(request),
      });
      return { status: 200, message: 'Featured products', dataJson: data };
    },

    async 'POST /marketplace/product'(request) {
      authOf(request);
      return {
        status: 200,
        message: 'Product',
        data: await catalog.view(request.body.id, localeOf(request)),
      };
    },

    async 'POST /marketplace/product/categories/list'(request) {
      authOf(request);
      const { page, per_page } = request.body;
      const data = await shared.categories(['product', 'service'], page, per_page, localeOf(request));
      return { status: 200, message: 'Categories', dataJson: data };
    },

    async 'POST /marketplace/affiliate/categories'(request) {
      authOf(request);
      return {
        status: 200,
        message: 'Categories',
        dataJson: await shared.categories(['affiliate'], 1, 100, localeOf(request)),
      };
    },

    async 'GET /slider/list'(request) {
      return { status: 200, message: 'Sliders', dataJson: await shared.sliders(localeOf(request)) };
    },
  };
}
