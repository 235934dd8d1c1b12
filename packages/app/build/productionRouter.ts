import type { Plugin } from 'vite';

/**
 * react-router 7 exports only its development build (remix-run/react-router#12532, #14102): dev warnings and
 * checks on every navigation, and ~45% more code on a first visit. The package ships the production build
 * beside it; the app's build resolves to that one. Development and tests keep the warnings.
 */
export function productionRouter(): Plugin {
  return {
    name: 'wellness:production-router',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      const id = resolved.id.replace(/([\\/])dist[\\/]development[\\/]/, '$1dist$1production$1');
      return { ...resolved, id };
    },
  };
}
