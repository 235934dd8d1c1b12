import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What the app's build writes in dist/prerendered/pages.json (packages/app/build/prerender.ts). */
interface PrerenderedIndex {
  locales: string[];
  pages: { path: string; name: string }[];
}

/** The cookie the app sets to the visitor's chosen language (packages/app/src/features/settings/slice.ts). */
export const LOCALE_COOKIE = 'wellness-locale';

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** The first of `locales` the browser asks for in Accept-Language, by its q-values ('ar-EG' counts as 'ar'). */
function fromAcceptLanguage(header: string | undefined, locales: string[]): string | undefined {
  const wanted = (header ?? '')
    .split(',')
    .map((entry, order) => {
      const [tag = '', ...params] = entry.trim().toLowerCase().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
      return { language: tag.split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), order };
    })
    .filter(({ q, language }) => q > 0 && language)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return wanted.find(({ language }) => locales.includes(language))?.language;
}

/**
 * The open pages the build rendered to HTML: for such a path (matched without regard to case, like the app's
 * routes) the file in the visitor's language: the language they chose in the app (its cookie), else the first
 * their browser asks for, else English.
 */
export function loadPrerenderedPages(webDist: string) {
  const indexFile = path.join(webDist, 'prerendered', 'pages.json');
  const index: PrerenderedIndex = existsSync(indexFile)
    ? (JSON.parse(readFileSync(indexFile, 'utf8')) as PrerenderedIndex)
    : { locales: [], pages: [] };
  const byPath = new Map(index.pages.map((page) => [page.path.toLowerCase(), page.name]));
  return {
    /** The file under webDist to send for this request, or undefined when the path has no prerendered page. */
    fileFor(url: string, headers: { cookie?: string; 'accept-language'?: string }): string | undefined {
      const pathname = url.split(/[?#]/)[0]!.replace(/\/+$/, '').toLowerCase();
      const name = byPath.get(pathname);
      if (!name) return undefined;
      const chosen = cookieValue(headers.cookie, LOCALE_COOKIE);
      const locale =
        (chosen && index.locales.includes(chosen) ? chosen : undefined) ??
        fromAcceptLanguage(headers['accept-language'], index.locales) ??
        'en';
      return path.join('prerendered', `${name}.${locale}.html`);
    },
  };
}
