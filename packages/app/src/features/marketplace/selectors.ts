import type { ProductCategory } from '@wellness/api';
import { AFFILIATE_CATEGORY, ALL_PRODUCTS_CATEGORY, ALL_SERVICES_CATEGORY, type ListKind } from './paths';

const parentOf: Record<ListKind, number> = {
  products: ALL_PRODUCTS_CATEGORY,
  recommended: ALL_PRODUCTS_CATEGORY,
  services: ALL_SERVICES_CATEGORY,
  affiliate: AFFILIATE_CATEGORY,
};

/**
 * The categories a list's select offers: the children of the list's all-category (16 products, 58 services,
 * 93 affiliate items); the all-category itself is the select's 'All'. Recommended products have no select.
 */
export function categoriesFor(kind: ListKind, categories: readonly ProductCategory[]): ProductCategory[] {
  const parent = parentOf[kind];
  return categories.filter((category) => category.parent === parent && category.id !== parent);
}
