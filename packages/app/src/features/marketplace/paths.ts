import type { CatalogSort } from '@wellness/ui/marketplace';

export const MARKETPLACE_PATH = '/marketplace';
export const VENDOR_REGISTER_PATH = '/vendor/register';
export const PARTNER_REGISTER_PATH = '/partners/register';

/** §9's special category ids: every product, every service, every affiliate item. */
export const ALL_PRODUCTS_CATEGORY = 16;
export const ALL_SERVICES_CATEGORY = 58;
export const AFFILIATE_CATEGORY = 93;

/** §9: lists show 20 items a page; home sections 4; categories are asked for with page 1 and per_page 100. */
export const LIST_PAGE_SIZE = 20;
export const SECTION_PAGE_SIZE = 4;
export const CATEGORY_PAGE_SIZE = 100;

/** The four catalogue lists of §2. */
export type ListKind = 'products' | 'recommended' | 'services' | 'affiliate';
/** The three detail pages. */
export type DetailKind = 'product' | 'service' | 'affiliate';

export const listPath: Record<ListKind, string> = {
  products: '/marketplace/products',
  recommended: '/marketplace/recommendedproducts',
  services: '/marketplace/services',
  affiliate: '/marketplace/affiliate',
};

/** Which detail page an item of a list opens. */
export const detailKindOf: Record<ListKind, DetailKind> = {
  products: 'product',
  recommended: 'product',
  services: 'service',
  affiliate: 'affiliate',
};

const detailBase: Record<DetailKind, string> = {
  product: '/marketplace/product',
  service: '/marketplace/service',
  affiliate: '/marketplace/affiliate',
};

export const detailPath = (kind: DetailKind, id: number) => `${detailBase[kind]}/${id}`;

/** What a list shows: the search, the category ('' for all), the price sort and the page — kept in the address. */
export interface ListQuery {
  search: string;
  category: string;
  sort: CatalogSort;
  page: number;
}

const SORTS: readonly CatalogSort[] = ['', 'lowtohigh', 'hightolow'];

/** The list query of an address's `?search=&category=&sort=&page=` (anything unreadable falls back to the default). */
export function readListQuery(params: URLSearchParams): ListQuery {
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  const category = params.get('category') ?? '';
  return {
    search: params.get('search') ?? '',
    category: /^\d+$/.test(category) ? category : '',
    sort: (SORTS as readonly string[]).includes(sort) ? (sort as CatalogSort) : '',
    page: Number.isInteger(page) && page >= 1 && page <= 10000 ? page : 1,
  };
}

/** The address's search part for a query; defaults are left out so the plain list keeps a plain address. */
export function writeListQuery(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.category) params.set('category', query.category);
  if (query.sort) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}
