import { CatalogListScreen } from './CatalogListScreen';

/** /marketplace/recommendedproducts: the recommended (featured) products, as products but without the category filter. */
export function RecommendedProductsPage() {
  return <CatalogListScreen kind="recommended" />;
}

export { RecommendedProductsPage as Component };
