#!/usr/bin/env node
/**
 * `pnpm chromatic [extra chromatic flags]`
 *
 * With CHROMATIC_PROJECT_TOKEN set: builds Storybook with the module graph Chromatic needs and publishes it
 * with TurboSnap (`--only-changed`: only stories whose files changed are snapshotted again).
 * Without it: there is no hosted review, and the local screenshot comparison of the story tests
 * (`pnpm vitest run --project storybook`) is the visual gate. Exits 0 so offline runs and forks pass.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = 'storybook-static';
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function run(command, args) {
  console.log(`> ${path.basename(command)} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    [
      'CHROMATIC_PROJECT_TOKEN is not set: skipping the Chromatic upload.',
      'The visual gate is the local screenshot comparison of every story:',
      '  pnpm vitest run --project storybook            compare with the baselines in __screenshots__/',
      '  pnpm test:update-screenshots [folder]          accept the new look (review the PNGs, then commit)',
    ].join('\n'),
  );
  process.exit(0);
}

// TurboSnap traces changed files to stories through the preview's module graph (preview-stats.json).
const built = run(bin('storybook'), ['build', '--quiet', '-o', buildDir, '--stats-json', buildDir]);
if (built !== 0) process.exit(built);
if (!existsSync(path.join(root, buildDir, 'preview-stats.json'))) {
  console.error(`${buildDir}/preview-stats.json is missing: TurboSnap cannot trace changes.`);
  process.exit(1);
}

// The token is read from the environment by the CLI; it never appears on a command line.
process.exit(
  run(bin('chromatic'), ['--storybook-build-dir', buildDir, '--only-changed', ...process.argv.slice(2)]),
);
