import {
  toFormData,
  type ApiClient,
  type CatalogImage,
  type ProductCategory,
  type StaffCatalogItem,
  type StaffCatalogItemCreate,
  type StaffCatalogItemUpdate,
} from '@wellness/api';
import type { CatalogItemFilters, StockAdjustValues } from '@wellness/ui/staff';
import { toOutcome, type ApiOutcome } from '../../lib/apiOutcome';

export type CatalogSort = 'created' | 'name' | 'price' | 'stock';

export interface CatalogItemsQuery {
  page: number;
  sort?: CatalogSort;
  order?: 'asc' | 'desc';
  search: string;
  filters: CatalogItemFilters;
}

export interface CatalogItemsPage {
  items: StaffCatalogItem[];
  total: number;
  page: number;
  pageSize: number;
}

export const CATALOG_PAGE_SIZE = 20;

export async function fetchCatalogItems(
  api: ApiClient,
  query: CatalogItemsQuery,
): Promise<ApiOutcome<CatalogItemsPage>> {
  const search = query.search.trim().slice(0, 100);
  const { filters } = query;
  return toOutcome(
    await api.GET('/staff/catalog/items', {
      params: {
        query: {
          page: query.page,
          pageSize: CATALOG_PAGE_SIZE,
          ...(query.sort ? { sort: query.sort, order: query.order ?? 'asc' } : {}),
          ...(search ? { search } : {}),
          ...(filters.kind ? { kind: filters.kind } : {}),
          ...(filters.category ? { category: Number(filters.category) } : {}),
          ...(filters.stock ? { stock: filters.stock } : {}),
          ...(filters.status ? { status: filters.status } : {}),
        },
      },
    }),
  );
}

export async function fetchCatalogItem(api: ApiClient, id: number): Promise<ApiOutcome<StaffCatalogItem>> {
  return toOutcome(await api.GET('/staff/catalog/items/{id}', { params: { path: { id } } }));
}

export async function createCatalogItem(
  api: ApiClient,
  body: StaffCatalogItemCreate,
): Promise<ApiOutcome<StaffCatalogItem>> {
  return toOutcome(await api.POST('/staff/catalog/items', { body }));
}

export async function updateCatalogItem(
  api: ApiClient,
  id: number,
  body: StaffCatalogItemCreate,
): Promise<ApiOutcome<StaffCatalogItem>> {
  return toOutcome(
    await api.PATCH('/staff/catalog/items/{id}', {
      params: { path: { id } },
      body: body as StaffCatalogItemUpdate,
    }),
  );
}

export async function adjustCatalogStock(
  api: ApiClient,
  id: number,
  body: StockAdjustValues,
): Promise<ApiOutcome<StaffCatalogItem>> {
  return toOutcome(await api.POST('/staff/catalog/items/{id}/stock', { params: { path: { id } }, body }));
}

/** One picture to the gallery (multipart): the server answers it in the card and detail sizes. */
export async function uploadCatalogImage(api: ApiClient, image: File): Promise<ApiOutcome<CatalogImage>> {
  return toOutcome(
    await api.POST('/staff/catalog/images', { body: { image } as never, bodySerializer: toFormData }),
  );
}

/** Every category of every kind (the member-side calls): products and services, then affiliate ones. */
export async function fetchAllCategories(api: ApiClient): Promise<ProductCategory[]> {
  const [shop, affiliate] = await Promise.all([
    api.POST('/marketplace/product/categories/list', { body: { page: 1, per_page: 100 } }),
    api.POST('/marketplace/affiliate/categories', {}),
  ]);
  return [...(shop.data ?? []), ...(affiliate.data ?? [])];
}
