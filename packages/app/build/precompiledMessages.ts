import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/** The catalog files: features/<feature>/messages/<locale>.json and i18n/locales/<locale>.json. */
const CATALOG = /[\\/](i18n[\\/]locales|features[\\/][^\\/]+[\\/]messages)[\\/][a-z]+\.json$/;

type Parse = (message: string) => unknown;

/** formatjs' parser, the one react-intl itself depends on, so the AST matches what it formats. */
async function formatjsParser(): Promise<Parse> {
  const require = createRequire(import.meta.url);
  const fromReactIntl = createRequire(require.resolve('react-intl'));
  const parserPath = fromReactIntl.resolve('@formatjs/icu-messageformat-parser');
  const parser = (await import(pathToFileURL(parserPath).href)) as { parse: Parse };
  return parser.parse;
}

/**
 * Catalogs precompiled at build time (as `formatjs compile --ast` does): each message becomes formatjs' AST, so
 * the browser parses no ICU message and the build carries react-intl without its parser
 * (`@formatjs/icu-messageformat-parser` is aliased to its no-parser build in vite.config.ts). A message that does
 * not parse fails the build. Development and tests keep the message strings.
 */
export function precompiledMessages(): Plugin {
  let parse: Parse | undefined;
  return {
    name: 'wellness:precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      if (!CATALOG.test(id)) return null;
      parse ??= await formatjsParser();
      const messages = JSON.parse(await readFile(id, 'utf8')) as Record<string, string>;
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(messages)) {
        try {
          compiled[key] = parse(message);
        } catch (error) {
          throw new Error(`${id}: ${key} does not parse: ${String(error)}`);
        }
      }
      // Still JSON: Vite's JSON plugin makes the module of it.
      return JSON.stringify(compiled);
    },
  };
}
