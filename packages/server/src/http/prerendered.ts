import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What the app's build writes in dist/prerendered/pages.json (packages/app/build/prerender.ts). */
interface PrerenderedIndex {
  locales: string[];
  /**
   * `path` in react-router's syntax (`:token` is any one segment); `params`, when given, the exact values of those
   * parameters the page is for (a page whose first render depends on them).
   */
  pages: { path: string; name: string; params?: Record<string, string> }[];
}

function segments(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Whether `asked` (a request's path segments, still encoded) is an address of `page`, as the app matches its open
 * routes (packages/app/src/app/openRoutes.ts `matchOpenRoute`): the same number of segments, the literal ones equal
 * without regard to case, a parameter any segment (decoded), and equal to the page's value for it if it has one.
 */
function matches(page: PrerenderedIndex['pages'][number], asked: string[]): boolean {
  const pattern = segments(page.path);
  return (
    pattern.length === asked.length &&
    pattern.every((part, index) => {
      const segment = asked[index]!;
      if (!part.startsWith(':')) return part.toLowerCase() === segment.toLowerCase();
      const wanted = page.params?.[part.slice(1)];
      return wanted === undefined || wanted === decoded(segment);
    })
  );
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
 * The open pages the build rendered to HTML: for such a path (matched like the app's routes: /LOGIN is /login,
 * /reset/<any token> is /reset/:token) the file in the visitor's language: the language they chose in the app
 * (its cookie), else the first their browser asks for, else English.
 */
export function loadPrerenderedPages(webDist: string) {
  const indexFile = path.join(webDist, 'prerendered', 'pages.json');
  const index: PrerenderedIndex = existsSync(indexFile)
    ? (JSON.parse(readFileSync(indexFile, 'utf8')) as PrerenderedIndex)
    : { locales: [], pages: [] };
  // A page for particular values of a parameter is tried before the page for any value of that path.
  const pages = [...index.pages].sort(
    (a, b) => Object.keys(b.params ?? {}).length - Object.keys(a.params ?? {}).length,
  );
  return {
    /** The file under webDist to send for this request, or undefined when the path has no prerendered page. */
    fileFor(url: string, headers: { cookie?: string; 'accept-language'?: string }): string | undefined {
      const asked = segments(url.split(/[?#]/)[0]!);
      const name = pages.find((page) => matches(page, asked))?.name;
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
