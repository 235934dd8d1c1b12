// Checks the web app's built JavaScript against its size budgets (gzip bytes), from Vite's manifest:
// - the initial load: the entry and every chunk it imports statically (what the first screen waits for);
// - each route: its lazy chunk and the static imports it adds on top of the initial load.
// Run after `pnpm --filter @wellness/app build`; exits 1 when a budget is exceeded. Budgets: bundle-budget.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = process.argv[2] ? path.resolve(process.argv[2]) : path.join(root, 'packages/app/dist');
const budget = JSON.parse(readFileSync(path.join(root, 'bundle-budget.json'), 'utf8'));
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const gzipSize = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** A chunk's key plus every chunk it imports statically, transitively. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}
const bytesOf = (keys) => [...keys].reduce((sum, key) => sum + gzipSize(manifest[key].file), 0);

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const initial = staticClosure(entry);
const initialBytes = bytesOf(initial);

const routes = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry && /\/routes\//.test(key))
  .map((key) => {
    const added = [...staticClosure(key)].filter((chunk) => !initial.has(chunk));
    return { route: path.basename(key).replace(/\.tsx?$/, ''), bytes: bytesOf(added) };
  })
  .sort((a, b) => b.bytes - a.bytes);

const failures = [];
if (initialBytes > budget.initialKb * 1024)
  failures.push(`initial load ${kB(initialBytes)} > ${budget.initialKb} kB`);
for (const { route, bytes } of routes) {
  if (bytes > budget.routeKb * 1024) failures.push(`${route} ${kB(bytes)} > ${budget.routeKb} kB`);
}

console.log(
  `bundle budget (gzip): initial load ${kB(initialBytes)} of ${budget.initialKb} kB; routes up to ${budget.routeKb} kB each`,
);
for (const { route, bytes } of routes.slice(0, 5)) console.log(`  ${route.padEnd(28)} ${kB(bytes)}`);
if (failures.length > 0) {
  console.error(`over budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
