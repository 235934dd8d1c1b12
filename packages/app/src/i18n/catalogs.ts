import type { MessageFormatElement } from 'react-intl';
import { catalogPart, type CatalogPart } from './catalogParts';
import type { Locale } from './languages';

/**
 * The messages of a language as react-intl takes them: strings in development and tests, precompiled
 * (formatjs' AST, build/precompiledMessages.ts) in the build, where react-intl carries no message parser.
 */
export type Catalog = Record<string, string> | Record<string, MessageFormatElement[]>;

type Loaders = Record<string, () => Promise<Catalog>>;

// Every feature keeps its own catalogs (features/<feature>/messages/<locale>.json); app-wide words live in
// i18n/locales. Nothing is in the entry: each part (catalogParts.ts) of each language loads when needed, so a
// Turkish or Arabic visitor never downloads English. This module knows the open pages' part (what both entries
// load; catalogParts.test.ts checks that these globs are exactly that part); memberCatalogs.ts, which only the full
// app imports, adds the rest.
const publicFiles: Record<Locale, Loaders> = {
  en: import.meta.glob<Catalog>(
    [
      './locales/en.json',
      '../features/{session,login,signup,passwordReset,verifyEmail,phoneCode}/messages/en.json',
    ],
    { import: 'default' },
  ),
  tr: import.meta.glob<Catalog>(
    [
      './locales/tr.json',
      '../features/{session,login,signup,passwordReset,verifyEmail,phoneCode}/messages/tr.json',
    ],
    { import: 'default' },
  ),
  ar: import.meta.glob<Catalog>(
    [
      './locales/ar.json',
      '../features/{session,login,signup,passwordReset,verifyEmail,phoneCode}/messages/ar.json',
    ],
    { import: 'default' },
  ),
};
const files: Record<Locale, Loaders> = {
  en: { ...publicFiles.en },
  tr: { ...publicFiles.tr },
  ar: { ...publicFiles.ar },
};

/** The catalog files this module loads by itself (the open pages' part), for catalogParts.test.ts. */
export const publicCatalogPaths = Object.keys(publicFiles.en);

/** More catalog files (memberCatalogs.ts), each loaded with its part (catalogParts.ts). */
export function addCatalogFiles(more: Record<Locale, Loaders>): void {
  for (const locale of Object.keys(files) as Locale[]) Object.assign(files[locale], more[locale]);
}

/** The parts the routes loaded so far need; the open pages' words always. */
const wanted = new Set<CatalogPart>(['public']);
const loading = new Map<string, Promise<Catalog>>();
const loaded = new Map<string, Catalog>();
const merged = new Map<Locale, { parts: number; catalog: Catalog }>();
const listeners = new Set<() => void>();
let currentLocale: () => Locale = () => 'en';

function loadPart(locale: Locale, part: CatalogPart): Promise<Catalog> {
  const key = `${locale}:${part}`;
  let promise = loading.get(key);
  if (!promise) {
    const loaders = Object.entries(files[locale])
      .filter(([path]) => catalogPart(path) === part)
      .map(([, load]) => load());
    promise = Promise.all(loaders).then((catalogs) => {
      const catalog = Object.assign({}, ...catalogs) as Catalog;
      loaded.set(key, catalog);
      listeners.forEach((listener) => listener());
      return catalog;
    });
    loading.set(key, promise);
  }
  return promise;
}

/** The messages of every part needed so far in `locale`, once all are loaded (the same object until one more is). */
export function cachedCatalog(locale: Locale): Catalog | undefined {
  const parts = [...wanted].map((part) => loaded.get(`${locale}:${part}`));
  if (parts.some((part) => part === undefined)) return undefined;
  const known = merged.get(locale);
  if (known?.parts === parts.length) return known.catalog;
  const catalog = Object.assign({}, ...parts) as Catalog;
  merged.set(locale, { parts: parts.length, catalog });
  return catalog;
}

/** Loads every part needed so far in `locale`. */
export async function loadCatalog(locale: Locale): Promise<Catalog> {
  await Promise.all([...wanted].map((part) => loadPart(locale, part)));
  return cachedCatalog(locale)!;
}

/** Calls `listener` whenever a part of a language has loaded. */
export function onCatalogLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where `requireCatalog` reads the language shown (the store's setting); set when the app starts. */
export function followLocale(locale: () => Locale): void {
  currentLocale = locale;
}

/**
 * A route beyond the open pages needs the `member` words: from now on they load with every language, and the
 * route renders once they are in for the language shown (app/routes.tsx).
 */
export async function requireCatalog(part: CatalogPart): Promise<void> {
  wanted.add(part);
  await loadCatalog(currentLocale());
}
