import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { afterBuild } from './build/afterBuild';
import { precompiledMessages } from './build/precompiledMessages';
import { productionRouter } from './build/productionRouter';
import { styledComponents } from './build/styledComponents';
import { catalogPart } from './src/i18n/catalogParts';
import { firstVisitGraph } from './build/firstVisitGraph';

const firstVisit = firstVisitGraph();

// Vendor groups: libraries that change rarely get long-cached chunks; the app's own code is split per route by
// the router's `lazy` imports.
const vendorGroups = [
  // The libraries every page needs, the open pages' light entry included, in one long-cached file. The forms'
  // state (react-final-form, final-form) is here for the sign-in page, with the Babel helpers both import (else
  // they land in vendor-app, whose sagas share them, and the light entry would load it).
  {
    name: 'vendor',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-intl|@formatjs|intl-messageformat|styled-components|stylis|@emotion|react-final-form|final-form|@babel[\\/]runtime)[\\/]/,
    priority: 30,
  },
  // What only the full app needs (router, store, sagas): the open pages' light entry never loads it.
  {
    name: 'vendor-app',
    test: /[\\/]node_modules[\\/](react-router|react-router-dom|@reduxjs|redux|redux-saga|@redux-saga|react-redux|immer|reselect|use-sync-external-store)[\\/]/,
    priority: 30,
  },
  // The open pages (sign-in, sign-up, password reset, e-mail and phone verification) with their flows, what both
  // entries share (theme, language, toasts, the API client, settings read at start) and the design-system parts
  // they use, in one chunk: a first visit loads the light entry, vendor and this.
  {
    name: 'public',
    test: /[\\/](app[\\/]src[\\/](features[\\/](login|signup|passwordReset|verifyEmail|phoneCode|companionApp)[\\/]|public[\\/](?!main\.)|app[\\/](publicServices|openRoutes|SettingsTheme|LocalizedToasts|handover)\.|i18n[\\/](catalogs|catalogParts|languages|LocaleProvider)\.|features[\\/]settings[\\/](deviceSettings|shellSettings)\.|features[\\/]session[\\/]tokenStorage\.|features[\\/]notifications[\\/]notificationText\.|features[\\/]reference[\\/](api|clientConfig)\.|lib[\\/](storage|apiOutcome)\.|config[\\/])|api[\\/]src[\\/]|ui[\\/]src[\\/](theme|components[\\/]Toast)[\\/])/,
    priority: 20,
  },
  // What the member pages share (design-system parts, features' slices, sagas, paths and helpers): a few chunks,
  // grouped by the pages that share them and merged up to ~40 KB, instead of ~40 requests of 1–2 KiB each, which on
  // a phone cost round trips and a modulepreload apiece. Nothing the entry imports is taken (firstVisitGraph.ts)
  // and the group does not pull its modules' imports in, so the open pages never load a member chunk.
  {
    name: 'member',
    test: (id: string) => /[\\/](ui[\\/]src|app[\\/]src[\\/]features)[\\/]/.test(id) && !firstVisit.has(id),
    minShareCount: 2,
    includeDependenciesRecursively: false,
    entriesAware: true,
    entriesAwareMergeThreshold: 40_000,
    priority: 10,
  },
  // The full app's start (store, sagas, routes table, guards, shell frame) in one chunk beside its entry, as when
  // it was the only entry: the light entry's dynamic import of main.tsx would otherwise split it in several.
  {
    name: 'app',
    test: /[\\/]app[\\/]src[\\/](main\.tsx|app[\\/]|features[\\/](session|settings|notifications)[\\/])/,
    priority: 12,
  },
  // Icons shared by several screens: one small chunk instead of a request per icon (each ~1 KiB on the wire).
  { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 15, minShareCount: 2 },
  // The catalogs: one file per part (the open pages' words, the rest) and language, loaded when needed.
  {
    name: (id: string) => {
      const catalog = /[\\/](?:i18n[\\/]locales|features[\\/][^\\/]+[\\/]messages)[\\/]([a-z]+)\.json$/.exec(
        id,
      );
      return catalog ? `messages-${catalogPart(id)}-${catalog[1]}` : null;
    },
    priority: 40,
  },
];

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const target = env.API_PROXY_TARGET || 'http://localhost:3000';
  const proxy = {
    '/v1': { target, changeOrigin: true },
    '/uploads': { target, changeOrigin: true },
    '/dev': { target, changeOrigin: true },
  };
  return {
    // Stable styled-components ids in the build, so the prerendered pages and the browser agree on class names.
    plugins: [
      react(),
      productionRouter(),
      firstVisit.plugin,
      precompiledMessages(),
      ...(command === 'build' ? [styledComponents()] : []),
      afterBuild(),
    ],
    // The build's catalogs are precompiled (build/precompiledMessages.ts): react-intl needs no message parser.
    resolve:
      command === 'build'
        ? {
            alias: [
              {
                find: /^@formatjs\/icu-messageformat-parser$/,
                replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
              },
            ],
          }
        : undefined,
    server: { port: 5173, proxy },
    preview: { port: 4173, proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      // Read by scripts/bundle-budget.mjs to measure the initial load and each route.
      manifest: true,
      // Every browser the app supports preloads modules itself; the polyfill, shared by both entries, would be one
      // more request on a first visit.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        // The full app (index.html) and the open pages' light entry (public.html, the prerendered pages' template).
        input: { index: 'index.html', open: 'public.html' },
        // The member group leaves its modules' imports out (includeDependenciesRecursively: false), so chunks can
        // import each other in a circle; then a chunk's top-level code could run before the values it imports
        // exist (a blank /profileUpdate: `addressCountries.map` of undefined). Rolldown wraps the modules at risk
        // so every module body runs in source order.
        experimental: { onDemandWrapping: true },
        output: {
          strictExecutionOrder: true,
          codeSplitting: { groups: vendorGroups },
          // The member groups' chunks are named after every page that shares them: a short name is enough.
          chunkFileNames: (chunk) =>
            chunk.name.startsWith('member~') ? 'assets/member-[hash].js' : 'assets/[name]-[hash].js',
        },
      },
    },
  };
});
