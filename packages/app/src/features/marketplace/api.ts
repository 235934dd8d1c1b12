import type { ApiClient, Product, ProductCategory, ProductReviewPage, Slider } from '@wellness/api';
import { toOutcome, type ApiOutcome } from '../../lib/apiOutcome';
import {
  ALL_PRODUCTS_CATEGORY,
  ALL_SERVICES_CATEGORY,
  CATEGORY_PAGE_SIZE,
  type ListKind,
  type ListQuery,
} from './paths';

/** One page of a catalogue list as the server answers it. */
export interface CatalogPage {
  items: Product[];
  page: number;
  per_page: number;
  total: number;
  total_pages: number;
}

/** What the server's list calls take: the search only when there is one, the sort only when chosen. */
function filters(query: Pick<ListQuery, 'search' | 'sort'>) {
  const search = query.search.trim();
  return { ...(search ? { search } : {}), ...(query.sort ? { orderby: query.sort } : {}) };
}

/** One page of a list: products of a category, the recommended (featured) products, services or affiliate items. */
export async function fetchCatalogPage(
  api: ApiClient,
  kind: ListKind,
  query: ListQuery,
  perPage: number,
): Promise<ApiOutcome<CatalogPage>> {
  const paging = { page: query.page, per_page: perPage, ...filters(query) };
  const category = query.category ? Number(query.category) : undefined;
  switch (kind) {
    case 'products':
      return toOutcome(
        await api.POST('/marketplace/products/by/category', {
          body: { category: category ?? ALL_PRODUCTS_CATEGORY, ...paging },
        }),
      );
    case 'services':
      return toOutcome(
        await api.POST('/marketplace/services/by/category', {
          body: { category: category ?? ALL_SERVICES_CATEGORY, ...paging },
        }),
      );
    case 'affiliate':
      return toOutcome(
        await api.POST('/marketplace/affiliate/list', {
          body: { ...(category ? { category } : {}), ...paging },
        }),
      );
    case 'recommended':
      return toOutcome(
        await api.POST('/marketplace/products/featured', { body: { featured: true, ...paging } }),
      );
  }
}

/** An item's shown reviews, newest first, with their average and count. */
export async function fetchReviews(
  api: ApiClient,
  id: number,
  page: number,
): Promise<ApiOutcome<ProductReviewPage>> {
  return toOutcome(
    await api.GET('/marketplace/product/reviews', { params: { query: { product_id: id, page } } }),
  );
}

export async function fetchProduct(api: ApiClient, id: number): Promise<ApiOutcome<Product>> {
  return toOutcome(await api.POST('/marketplace/product', { body: { id } }));
}

/** Product and service categories (§9: page 1, per_page 100). */
export async function fetchCategories(api: ApiClient): Promise<ApiOutcome<ProductCategory[]>> {
  return toOutcome(
    await api.POST('/marketplace/product/categories/list', {
      body: { page: 1, per_page: CATEGORY_PAGE_SIZE },
    }),
  );
}

export async function fetchAffiliateCategories(api: ApiClient): Promise<ApiOutcome<ProductCategory[]>> {
  return toOutcome(await api.POST('/marketplace/affiliate/categories', {}));
}

export async function fetchSliders(api: ApiClient): Promise<ApiOutcome<Slider[]>> {
  return toOutcome(await api.GET('/slider/list'));
}
