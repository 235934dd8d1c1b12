// What other features may use of the marketplace (the dashboard's sections).
export { fetchCatalogPage, fetchCategories, type CatalogPage } from './api';
export {
  ALL_PRODUCTS_CATEGORY,
  ALL_SERVICES_CATEGORY,
  SECTION_PAGE_SIZE,
  detailPath,
  listPath,
  writeListQuery,
  type ListQuery,
} from './paths';
export { categoriesFor } from './selectors';
