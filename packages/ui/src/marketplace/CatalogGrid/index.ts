export * from './CatalogGrid';
export * from './CatalogGridList';
