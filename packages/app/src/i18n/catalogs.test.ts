import { describe, expect, it } from 'vitest';
import { catalogFiles, englishCatalog, loadAllMessages } from './allCatalogs';

/** ICU argument names used in a message, e.g. {year} → year. */
/** The arguments a message uses: `{name}` or `{name, plural, …}` (a plural branch's text such as `{No items}` is not one). */
function argumentsOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1] ?? ''))].sort();
}

describe('message catalogs', () => {
  it.each(['tr', 'ar'] as const)(
    '%s has a file beside every English file, with exactly the same ids',
    async (locale) => {
      const english = await catalogFiles('en');
      const translated = await catalogFiles(locale);
      expect(Object.keys(english).length).toBeGreaterThan(5);
      const expectedPaths = Object.keys(english).map((path) => path.replace(/en\.json$/, `${locale}.json`));
      expect(Object.keys(translated).sort()).toEqual(expectedPaths.sort());
      for (const [path, messages] of Object.entries(english)) {
        const counterpart = translated[path.replace(/en\.json$/, `${locale}.json`)] ?? {};
        expect(Object.keys(counterpart).sort(), path).toEqual(Object.keys(messages).sort());
      }
    },
  );

  it.each(['tr', 'ar'] as const)(
    '%s keeps every placeholder and translates every message',
    async (locale) => {
      const catalog = await loadAllMessages(locale);
      for (const [id, english] of Object.entries(englishCatalog)) {
        const message = catalog[id] ?? '';
        expect(message.trim(), id).not.toBe('');
        expect(argumentsOf(message), id).toEqual(argumentsOf(english));
      }
    },
  );

  it('uses the app.<feature>.<component>.<key> id scheme', () => {
    for (const id of Object.keys(englishCatalog))
      expect(id).toMatch(/^app\.[a-zA-Z]+\.[a-zA-Z]+\.[a-zA-Z0-9]+$/);
  });

  it('keeps each id in one file only', async () => {
    const english = await catalogFiles('en');
    const seen = new Map<string, string>();
    for (const [path, messages] of Object.entries(english)) {
      for (const id of Object.keys(messages)) {
        expect(seen.get(id), `${id} in ${path}`).toBeUndefined();
        seen.set(id, path);
      }
    }
  });
});
