import path from 'node:path';
import type { Plugin } from 'vite';
import { precompress } from './precompress';
import { prerender } from './prerender';

/**
 * After the browser build: the open pages are rendered to HTML (prerender.ts), then every text file is compressed
 * (precompress.ts), the prerendered pages included. One hook, so the two steps run in this order.
 */
export function afterBuild(): Plugin {
  let appRoot = '';
  let outDir = 'dist';
  return {
    name: 'wellness:after-build',
    apply: 'build',
    configResolved(config) {
      appRoot = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await prerender(appRoot, outDir);
      await precompress(outDir);
    },
  };
}
