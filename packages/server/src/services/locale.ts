/** The languages the app speaks; English is the content columns' own language and the fallback. */
export const LOCALES = ['en', 'tr', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
type TranslatedLocale = Exclude<Locale, 'en'>;

/**
 * A row's texts in other languages (the `translations` jsonb column of packages, events, FAQ, vouchers, support
 * groups, health heroes, the catalogue; and each event speaker's own `translations` in `events.speakers`):
 * `{ tr: { name: '…' }, ar: { … } }`. Read with the row itself (no join, no second query); a field missing for a
 * language falls back to the English column.
 */
export type Translations<T> = Partial<Record<TranslatedLocale, Partial<T>>>;

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/**
 * The first supported language of an `Accept-Language` value ('ar', 'tr-TR,tr;q=0.9,en;q=0.8'), by quality
 * then order; English when none is supported or the header is missing or malformed.
 */
export function localeFromHeader(header: string | string[] | undefined): Locale {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return 'en';
  // A client sends the same few values on every call (and a call reads it more than once): each is parsed once.
  const known = parsedLocales.get(value);
  if (known) return known;
  const locale = parseAcceptLanguage(value);
  if (parsedLocales.size >= 256) parsedLocales.clear();
  parsedLocales.set(value, locale);
  return locale;
}

const parsedLocales = new Map<string, Locale>();

function parseAcceptLanguage(value: string): Locale {
  const ranked = value
    .slice(0, 256)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=(.*)$/.exec(p)?.[1]).find((v) => v !== undefined);
      return {
        language: tag.trim().toLowerCase().split('-')[0] ?? '',
        q: q === undefined ? 1 : Number(q.trim() || 'x'),
        index,
      };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale) ?? 'en';
}

/** Only what is set (a translation may leave a field out or empty): those fall back to English. */
function present<T extends object>(fields: Partial<T>): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && !v.length),
    ),
  ) as Partial<T>;
}

/** The row with its texts in `locale` where it has them, English elsewhere. */
export function localized<R extends { translations: Translations<object> }>(row: R, locale: Locale): R {
  if (locale === 'en') return row;
  const fields = row.translations[locale];
  return fields ? { ...row, ...present(fields) } : row;
}
