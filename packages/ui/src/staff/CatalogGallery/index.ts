export * from './CatalogGallery';
