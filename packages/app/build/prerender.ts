import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import type * as PrerenderModule from '../src/prerender/renderPage';
import type { PrerenderedPage, RenderedPage } from '../src/prerender/renderPage';
import { precompiledMessages } from './precompiledMessages';
import { styledComponents } from './styledComponents';

type Locale = RenderedPage['lang'];
type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

const LOCALES: readonly Locale[] = ['en', 'tr', 'ar'];

/** The fonts a page in `locale` shows first: preloaded so text does not wait for the CSS to be read. */
const FIRST_FONTS: Record<Locale, RegExp[]> = {
  en: [/^inter-latin-wght-normal-.*\.woff2$/],
  tr: [/^inter-latin-wght-normal-.*\.woff2$/, /^inter-latin-ext-wght-normal-.*\.woff2$/],
  ar: [/^noto-sans-arabic-arabic-(400|600)-normal-.*\.woff2$/],
};

/** Builds src/prerender/renderPage.tsx for Node into `outDir` and loads it. */
async function loadRenderer(appRoot: string, outDir: string): Promise<typeof PrerenderModule> {
  await build({
    configFile: false,
    root: appRoot,
    logLevel: 'warn',
    plugins: [react(), styledComponents(), precompiledMessages()],
    // Everything bundled: the workspace packages are TypeScript source, and one file loads fastest.
    ssr: { noExternal: true },
    build: {
      ssr: 'src/prerender/renderPage.tsx',
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      minify: false,
    },
  });
  const [file] = (await readdir(outDir)).filter((name) => /\.m?js$/.test(name));
  if (!file) throw new Error(`prerender: no module in ${outDir}`);
  return (await import(pathToFileURL(path.join(outDir, file)).href)) as typeof PrerenderModule;
}

/** True when one of the scripts index.html loads or preloads holds `source` (its sourcemap names it). */
async function inInitialChunks(distDir: string, source: string, indexHtml: string): Promise<boolean> {
  const files = [...indexHtml.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  for (const file of files) {
    const mapText = await readFile(path.join(distDir, `${file}.map`), 'utf8').catch(() => null);
    if (mapText === null) continue;
    const map = JSON.parse(mapText) as { sources: string[] };
    if (map.sources.some((name) => name.endsWith(source))) return true;
  }
  return false;
}

/**
 * The chunks a route needs beyond those index.html already preloads, so hydration never waits on a chain. The
 * open pages themselves are in the `public` chunk (vite.config.ts), which index.html preloads: nothing to add.
 */
async function routeChunks(
  manifest: Manifest,
  source: string,
  indexHtml: string,
  distDir: string,
): Promise<string[]> {
  const key = Object.keys(manifest).find((entry) => entry.endsWith(source));
  if (!key) {
    if (await inInitialChunks(distDir, source, indexHtml)) return [];
    throw new Error(`prerender: ${source} is neither in the build manifest nor in index.html's chunks`);
  }
  const found = new Set<string>();
  const visit = (entry: string) => {
    const chunk = manifest[entry];
    if (!chunk || found.has(chunk.file)) return;
    found.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return [...found].filter((file) => !indexHtml.includes(`/${file}"`));
}

/**
 * The light entry loads none of the full app's chunks (vite.config.ts): not `vendor-app` (router, redux, sagas),
 * and not `app`, which holds main.tsx, so loading it would start the full app over the open page. An open page's
 * static import of a module only the full app's start has would put one of them here: the build stops instead.
 */
function assertLightEntry(template: string): void {
  const fullApp = [...template.matchAll(/\/assets\/((?:vendor-app|app)-[^"/]+\.js)"/g)].map(
    (match) => match[1],
  );
  if (fullApp.length > 0) {
    throw new Error(
      `prerender: public.html (the open pages' light entry) loads the full app's ${fullApp.join(', ')}`,
    );
  }
}

function pageHtml(template: string, page: RenderedPage, preloads: string): string {
  return template
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${page.lang}" dir="${page.dir}">`)
    .replace('</head>', `${preloads}${page.styleTags}</head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${page.lang}">${page.html}</div>`);
}

/**
 * The page's markup in `locale`. A page sent for any value of a parameter (a mailed link's token) is rendered from
 * two values: the visitor's token is not known at build time, so the build stops if the markup depends on it.
 */
async function renderOnce(
  renderer: typeof PrerenderModule,
  page: PrerenderedPage,
  locale: Locale,
): Promise<RenderedPage> {
  const address = renderer.addressOf(page, 'prerendered-sample-a1');
  const rendered = await renderer.renderPage(address, locale);
  const other = renderer.addressOf(page, 'PRERENDERED~SAMPLE~B2');
  if (other !== address) {
    const again = await renderer.renderPage(other, locale);
    if (again.html !== rendered.html || again.styleTags !== rendered.styleTags) {
      throw new Error(
        `prerender: ${page.path} (${locale}) renders differently for ${address} and ${other}: its first render ` +
          'must not depend on the parameter, or the page cannot be prerendered for every value',
      );
    }
  }
  return rendered;
}

/**
 * Writes `dist/prerendered/<name>.<locale>.html` for every open page (src/prerender/pages.ts) and language: the
 * app's index.html with the page's markup in #root, its critical CSS, and preloads for its route chunks and first
 * fonts. The server sends them for those paths in the visitor's language (cookie, then Accept-Language).
 */
export async function prerender(appRoot: string, distDir: string): Promise<void> {
  const ssrDir = path.join(appRoot, 'node_modules/.cache/prerender');
  const renderer = await loadRenderer(appRoot, ssrDir);
  // The open pages' template loads the light entry (public.html, src/public/main.tsx).
  const template = await readFile(path.join(distDir, 'public.html'), 'utf8');
  assertLightEntry(template);
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const assets = await readdir(path.join(distDir, 'assets'));
  const outDir = path.join(distDir, 'prerendered');
  await mkdir(outDir, { recursive: true });
  for (const page of renderer.prerenderedPages) {
    const { name, source } = page;
    const chunks = await routeChunks(manifest, source, template, distDir);
    for (const locale of LOCALES) {
      const fonts = assets.filter((asset) => FIRST_FONTS[locale].some((pattern) => pattern.test(asset)));
      // The page's words in its language (i18n/catalogParts.ts: the open pages' part), fetched beside the code.
      const words = assets.filter((asset) => new RegExp(`^messages-public-${locale}-.*\\.js$`).test(asset));
      if (words.length !== 1) throw new Error(`prerender: no single messages-public-${locale} chunk`);
      const preloads = [
        ...chunks.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        ...words.map((file) => `<link rel="modulepreload" crossorigin href="/assets/${file}">`),
        ...fonts.map(
          (font) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${font}">`,
        ),
      ].join('');
      const rendered = await renderOnce(renderer, page, locale);
      await writeFile(path.join(outDir, `${name}.${locale}.html`), pageHtml(template, rendered, preloads));
    }
  }
  // The server reads which paths have a page, and in which languages (packages/server/src/http/prerendered.ts).
  const index = {
    locales: LOCALES,
    pages: renderer.prerenderedPages.map(({ path: pagePath, name, params }) => ({
      path: pagePath,
      name,
      ...(params ? { params } : {}),
    })),
  };
  await writeFile(path.join(outDir, 'pages.json'), `${JSON.stringify(index, null, 2)}\n`);
  await rm(ssrDir, { recursive: true, force: true });
}
