import type { Locale } from './languages';

export type Catalog = Record<string, string>;

// Every feature keeps its own catalogs (features/<feature>/messages/<locale>.json); app-wide words live in
// i18n/locales. English ships in the main bundle; Turkish and Arabic load when chosen.
const english = import.meta.glob<Catalog>(['./locales/en.json', '../features/*/messages/en.json'], {
  eager: true,
  import: 'default',
});

const lazyCatalogs: Record<Exclude<Locale, 'en'>, Record<string, () => Promise<Catalog>>> = {
  tr: import.meta.glob<Catalog>(['./locales/tr.json', '../features/*/messages/tr.json'], {
    import: 'default',
  }),
  ar: import.meta.glob<Catalog>(['./locales/ar.json', '../features/*/messages/ar.json'], {
    import: 'default',
  }),
};

function merge(parts: Catalog[]): Catalog {
  return Object.assign({}, ...parts) as Catalog;
}

export const englishCatalog: Catalog = merge(Object.values(english));

/** Catalog files of one locale keyed by path, for the consistency test. */
export async function catalogFiles(locale: Locale): Promise<Record<string, Catalog>> {
  if (locale === 'en') return english;
  const loaders = lazyCatalogs[locale];
  const entries = await Promise.all(
    Object.entries(loaders).map(async ([path, load]) => [path, await load()] as const),
  );
  return Object.fromEntries(entries);
}

const cache = new Map<Locale, Catalog>([['en', englishCatalog]]);

export async function loadCatalog(locale: Locale): Promise<Catalog> {
  const cached = cache.get(locale);
  if (cached) return cached;
  const files = await catalogFiles(locale);
  // English underneath: a missing translation shows the English words rather than an id.
  const catalog = { ...englishCatalog, ...merge(Object.values(files)) };
  cache.set(locale, catalog);
  return catalog;
}

export function cachedCatalog(locale: Locale): Catalog | undefined {
  return cache.get(locale);
}
