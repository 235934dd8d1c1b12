import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { afterBuild } from './build/afterBuild';
import { styledComponentIds } from './build/styledComponentIds';

// Vendor groups: libraries that change rarely get their own long-cached chunks; the app's own code is split
// per route by the router's `lazy` imports.
const vendorGroups = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  {
    name: 'router',
    test: /[\\/]node_modules[\\/](react-router|react-router-dom|@remix-run)[\\/]/,
    priority: 25,
  },
  {
    name: 'state',
    test: /[\\/]node_modules[\\/](@reduxjs|redux|redux-saga|@redux-saga|react-redux|immer|reselect)[\\/]/,
    priority: 20,
  },
  {
    name: 'intl',
    test: /[\\/]node_modules[\\/](react-intl|@formatjs|intl-messageformat)[\\/]/,
    priority: 20,
  },
  { name: 'styled', test: /[\\/]node_modules[\\/](styled-components|@emotion|stylis)[\\/]/, priority: 20 },
  { name: 'forms', test: /[\\/]node_modules[\\/](final-form|react-final-form)[\\/]/, priority: 15 },
  // Icons shared by several screens: one small chunk instead of a request per icon (each ~1 KiB on the wire).
  { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 15, minShareCount: 2 },
  // Each language's catalogs load together when the language is chosen (English is in the main chunk).
  { name: 'messages-tr', test: /[\\/](messages|locales)[\\/]tr\.json/, priority: 10 },
  { name: 'messages-ar', test: /[\\/](messages|locales)[\\/]ar\.json/, priority: 10 },
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
    plugins: [react(), ...(command === 'build' ? [styledComponentIds()] : []), afterBuild()],
    server: { port: 5173, proxy },
    preview: { port: 4173, proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      // Read by scripts/bundle-budget.mjs to measure the initial load and each route.
      manifest: true,
      rolldownOptions: {
        output: { codeSplitting: { groups: vendorGroups } },
      },
    },
  };
});
