import { CatalogListScreen } from './CatalogListScreen';

/** /marketplace/products: wellness products, 20 a page, with search, category and price sort. */
export function ProductsPage() {
  return <CatalogListScreen kind="products" />;
}

export { ProductsPage as Component };
