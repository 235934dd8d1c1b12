export * from './CatalogToolbar';
