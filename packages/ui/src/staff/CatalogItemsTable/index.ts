export * from './CatalogItemsTable';
