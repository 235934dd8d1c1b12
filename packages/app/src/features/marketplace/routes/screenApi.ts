import type { FakeRoutes } from '@wellness/api/testing';
import {
  affiliateCategories,
  catalogPage,
  fail,
  marketplaceAffiliate,
  marketplaceCategories,
  marketplaceItems,
  marketplaceProducts,
  marketplaceServices,
  marketplaceSliders,
  marketplaceSlidersArabic,
  memberApi,
  ok,
} from '../../../test/screen';

type Body = { page?: number; per_page?: number; search?: string; orderby?: string; category?: number };
type Item = Parameters<typeof catalogPage>[0][number];
const priceOf = (item: Item) => Number(item.sale_price || item.regular_price || 0);

/** As the server does: search by name, the category, price sort (else name descending), then the page. */
const paged = (items: readonly Item[]) => (request: { body: unknown }) => {
  const body = (request.body ?? {}) as Body;
  const needle = body.search?.toLowerCase() ?? '';
  const all = [16, 58, 93];
  const found = items
    .filter((item) => !needle || item.name.toLowerCase().includes(needle))
    .filter(
      (item) =>
        !body.category || all.includes(body.category) || item.categories.some((c) => c.id === body.category),
    )
    .sort((a, b) =>
      body.orderby === 'lowtohigh'
        ? priceOf(a) - priceOf(b)
        : body.orderby === 'hightolow'
          ? priceOf(b) - priceOf(a)
          : b.name.localeCompare(a.name),
    );
  return ok(catalogPage(found, body.page ?? 1, body.per_page ?? 20));
};

/** The marketplace calls of the screen stories, answered from the fixed catalogue (then `routes` over them). */
export function marketplaceApi(routes: FakeRoutes = {}): FakeRoutes {
  return memberApi({
    // As the server does: the banners' words in the language the app asks for (Accept-Language).
    'GET /slider/list': (request) =>
      ok(request.headers.get('Accept-Language') === 'ar' ? marketplaceSlidersArabic : marketplaceSliders),
    'POST /marketplace/products/by/category': paged(marketplaceProducts),
    'POST /marketplace/products/featured': paged(marketplaceProducts.filter((p) => p.featured)),
    'POST /marketplace/services/by/category': paged(marketplaceServices),
    'POST /marketplace/affiliate/list': paged(marketplaceAffiliate),
    'POST /marketplace/product/categories/list': ok(marketplaceCategories),
    'POST /marketplace/affiliate/categories': ok(affiliateCategories),
    'POST /marketplace/product': (request) => {
      const id = (request.body as { id: number }).id;
      const found = marketplaceItems.find((p) => p.id === id);
      return found ? ok(found) : fail(404, 'Product not found', 'PRODUCT_NOT_FOUND');
    },
    // Two reviews of every item, newest first, one of them with typed markup (drawn as text).
    'GET /marketplace/product/reviews': ok({
      averageRating: 4.5,
      count: 2,
      page: 1,
      pageSize: 5,
      items: [
        {
          uuid: '0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c511',
          rating: 5,
          review: 'Sturdy and calm to use.\nI use it every morning.',
          reviewer: 'Amira Haddad',
          createdAt: '2026-11-20T10:00:00.000Z',
        },
        {
          uuid: '0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c512',
          rating: 4,
          review: 'Good, but <b>the strap</b> could be longer & softer.',
          reviewer: 'Mehmet Yılmaz',
          createdAt: '2026-11-18T08:30:00.000Z',
        },
      ],
    }),
    ...routes,
  });
}
