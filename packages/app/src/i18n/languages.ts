export type Locale = 'en' | 'tr' | 'ar';

export interface Language {
  locale: Locale;
  /** The language's own name, shown in the language menu. */
  nativeName: string;
  /** The English name, used as the menu item's accessible description. */
  englishName: string;
  dir: 'ltr' | 'rtl';
  /** Flag-free marker for the menu (flags are countries, not languages). */
  code: string;
}

export const languages: readonly Language[] = [
  { locale: 'en', nativeName: 'English', englishName: 'English', dir: 'ltr', code: 'EN' },
  { locale: 'tr', nativeName: 'Türkçe', englishName: 'Turkish', dir: 'ltr', code: 'TR' },
  { locale: 'ar', nativeName: 'العربية', englishName: 'Arabic', dir: 'rtl', code: 'AR' },
];

export const defaultLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return languages.some((language) => language.locale === value);
}

export function languageOf(locale: Locale): Language {
  return languages.find((language) => language.locale === locale) ?? languages[0]!;
}

/**
 * The first of the browser's preferred languages the app speaks ('ar-EG' counts as Arabic), for a first visit
 * before any language was chosen; the server picks the prerendered pages' language the same way.
 */
export function browserLocale(preferred: readonly string[] = globalThis.navigator?.languages ?? []): Locale {
  for (const tag of preferred) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return defaultLocale;
}
