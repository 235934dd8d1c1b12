import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const FACTORY = fileURLToPath(new URL('../src/icons/createLucideIcon.ts', import.meta.url));
const ICON_MODULE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;

/** Resolves the factory lucide-react's icon modules import to the design system's (a Vite and a Rolldown plugin). */
const resolveFactory = {
  name: 'wellness:lucide-icons',
  resolveId: (source: string, importer: string | undefined) =>
    source === '../createLucideIcon.mjs' && importer && ICON_MODULE.test(importer) ? FACTORY : null,
};

/**
 * lucide-react's icon modules get the design system's icon factory (src/icons/createLucideIcon.ts) instead of the
 * library's: the same SVG, without the library's runtime in every page's first load. Components keep importing their
 * icons from lucide-react as its documentation shows; only the factory those modules call changes, in the build and
 * in the dev server's pre-bundled copy of the library (Storybook, its story tests) alike. That copy is cached: after
 * changing the factory, start the dev server or the story tests once with `--force` (or remove node_modules/.vite).
 */
export function lucideIcons(): Plugin {
  return {
    ...resolveFactory,
    enforce: 'pre',
    config: () => ({ optimizeDeps: { rolldownOptions: { plugins: [resolveFactory] } } }),
  };
}
