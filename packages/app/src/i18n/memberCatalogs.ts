import { addCatalogFiles, type Catalog } from './catalogs';

// The catalogs of every feature, for the parts beyond the open pages' (catalogParts.ts): imported by the full app's
// routes only, so the open pages' light entry carries no table of the member's words.
addCatalogFiles({
  en: import.meta.glob<Catalog>('../features/*/messages/en.json', { import: 'default' }),
  tr: import.meta.glob<Catalog>('../features/*/messages/tr.json', { import: 'default' }),
  ar: import.meta.glob<Catalog>('../features/*/messages/ar.json', { import: 'default' }),
});
