export * from './CatalogItemForm';
export * from './catalogItemRules';
