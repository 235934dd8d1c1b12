import { CatalogListScreen } from './CatalogListScreen';

/** /marketplace/services: wellness services with search, 'Browse services by category' and price sort. */
export function ServicesPage() {
  return <CatalogListScreen kind="services" />;
}

export { ServicesPage as Component };
