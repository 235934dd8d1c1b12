// Every catalog file at once, as the source holds them (message strings): for the tests and tooling that check
// or use all the words. The app loads its catalogs by part and language (catalogs.ts).
import type { Locale } from './languages';

type SourceCatalog = Record<string, string>;

const files: Record<Locale, Record<string, () => Promise<SourceCatalog>>> = {
  en: import.meta.glob<SourceCatalog>(['./locales/en.json', '../features/*/messages/en.json'], {
    import: 'default',
  }),
  tr: import.meta.glob<SourceCatalog>(['./locales/tr.json', '../features/*/messages/tr.json'], {
    import: 'default',
  }),
  ar: import.meta.glob<SourceCatalog>(['./locales/ar.json', '../features/*/messages/ar.json'], {
    import: 'default',
  }),
};

const english = import.meta.glob<SourceCatalog>(['./locales/en.json', '../features/*/messages/en.json'], {
  eager: true,
  import: 'default',
});

function merge(parts: SourceCatalog[]): SourceCatalog {
  return Object.assign({}, ...parts) as SourceCatalog;
}

/** Every English message. */
export const englishCatalog: SourceCatalog = merge(Object.values(english));

/** Catalog files of one locale keyed by path, for the consistency test. */
export async function catalogFiles(locale: Locale): Promise<Record<string, SourceCatalog>> {
  const entries = await Promise.all(
    Object.entries(files[locale]).map(async ([path, load]) => [path, await load()] as const),
  );
  return Object.fromEntries(entries);
}

/** Every message of one language. */
export async function loadAllMessages(locale: Locale): Promise<SourceCatalog> {
  return merge(Object.values(await catalogFiles(locale)));
}
