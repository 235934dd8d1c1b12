import { CatalogListScreen } from './CatalogListScreen';

/** /marketplace/affiliate: 'AFFILIATE PRODUCTS' with search, category and price sort. */
export function AffiliatePage() {
  return <CatalogListScreen kind="affiliate" />;
}

export { AffiliatePage as Component };
