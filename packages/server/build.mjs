// Bundles the server and its dependencies into dist/main.js (see `external` below for what stays installed); nothing
// needs copying: dist/main.js sits one folder below the package like src/paths.ts, so it finds ../drizzle (migrations)
// and ../../../openapi.yaml (the contract) at the same relative places.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { fileURLToPath } from 'node:url';

await rm(new URL('./dist/', import.meta.url), { recursive: true, force: true });

await build({
  entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
  outfile: new URL('./dist/main.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Dependencies are bundled too (one file to load instead of hundreds of modules), except those that find files
  // beside their own module (PGlite's WebAssembly and data), native addons, and optional drivers. The S3 client is
  // loaded only when S3_* is set (adapters/storage/s3.ts): bundled, its 1.5 MB were parsed by every start.
  external: [
    '@electric-sql/pglite',
    '@electric-sql/pglite/*',
    '@node-rs/argon2',
    'pg-native',
    'stripe',
    '@aws-sdk/client-s3',
    // Native image library (staff's catalogue pictures), loaded on the first upload.
    'sharp',
  ],
  // CommonJS dependencies inside an ES module bundle: `require`, `__filename` and `__dirname` as they expect.
  banner: {
    js: [
      "import { createRequire as __bundleRequire } from 'node:module';",
      'const require = __bundleRequire(import.meta.url);',
    ].join('\n'),
  },
  // The workspace's @wellness/api is TypeScript source (its generated rules): bundle it, keep the rest external.
  plugins: [
    {
      name: 'bundle-workspace-api',
      setup(b) {
        b.onResolve({ filter: /^@wellness\/api\/rules$/ }, () => ({
          path: fileURLToPath(new URL('../api/src/rules.ts', import.meta.url)),
        }));
      },
    },
  ],
  sourcemap: true,
  logLevel: 'info',
});

// The contract as JSON beside dist/main.js, with the hash of the YAML it came from: a start reads it instead of
// parsing YAML, as long as openapi.yaml has not changed since (src/http/openapi.ts, loadOpenApi).
const yamlText = await readFile(new URL('../../openapi.yaml', import.meta.url), 'utf8');
await writeFile(
  new URL('./dist/openapi.json', import.meta.url),
  JSON.stringify({ sha256: createHash('sha256').update(yamlText).digest('hex'), doc: parse(yamlText) }),
);
