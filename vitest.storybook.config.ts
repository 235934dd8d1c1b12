/**
 * Every story is a test in real Chromium: it renders, runs its play function, runs axe
 * (`parameters.a11y.test = 'error'` in .storybook/preview.tsx) and compares a screenshot of the story
 * with its committed baseline (.storybook/vitest.setup.ts). Update baselines with
 * `pnpm test:update-screenshots [folder]`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject, type TestProjectInlineConfiguration } from 'vitest/config';
import { growWindowTo } from './.storybook/vitest.commands.ts';
import { defaultTestViewport, viewports } from './.storybook/viewports.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const PROJECT = 'storybook';

/** Whether the `--project` filters of the command line select `name`, matched the way vitest does. */
function isSelected(name: string, argv: readonly string[]): boolean {
  const filters = argv.flatMap((arg, index) =>
    arg === '--project' ? (argv[index + 1] ?? []) : arg.startsWith('--project=') ? arg.slice(10) : [],
  );
  if (filters.length === 0) return true;
  return filters.some((filter) => {
    const negated = filter.startsWith('!');
    const body = (negated ? filter.slice(1) : filter)
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    return new RegExp(negated ? `^(?!${body}$)` : `^${body}$`, 'i').test(name);
  });
}

/**
 * vitest reads `-u <folder>` as `--update=<folder>`: the folder stops being a filter and every story's
 * baseline is rewritten. Refuse that instead of silently overwriting other people's baselines.
 */
function assertNoSwallowedPath(argv: readonly string[]) {
  argv.forEach((arg, index) => {
    const next = argv[index + 1];
    if (
      (arg === '-u' || arg === '--update') &&
      next &&
      !next.startsWith('-') &&
      !/^(all|new|none|true|false)$/.test(next)
    ) {
      throw new Error(
        `"${arg} ${next}" would update the baselines of EVERY story (vitest takes "${next}" as the value of ${arg}).\n` +
          `Put the folder first ("vitest run --project storybook ${next} -u") or run "pnpm test:update-screenshots ${next}".`,
      );
    }
  });
}

function px(size: { width: string; height: string }) {
  return { width: parseInt(size.width, 10), height: parseInt(size.height, 10) };
}

async function storybookProject(): Promise<TestProjectInlineConfiguration> {
  const { storybookTest } = await import('@storybook/addon-vitest/vitest-plugin');
  const { playwright } = await import('@vitest/browser-playwright');
  const sizes = Object.values(viewports).map(({ styles }) => px(styles));
  // Each story's viewport resizes the test iframe inside the browser window, and vitest scales an
  // iframe larger than the window down (screenshots included): the window fits the largest viewport.
  const windowSize = {
    width: Math.max(...sizes.map((size) => size.width)),
    height: Math.max(...sizes.map((size) => size.height)),
  };
  return {
    plugins: [
      storybookTest({
        configDir: path.join(dirname, '.storybook'),
        // Stories that name no viewport render at the toolbar's desktop size.
        initialGlobals: { viewport: { value: defaultTestViewport, isRotated: false } },
      }),
    ],
    // Pre-bundle every dependency the stories import: a dependency discovered mid-run makes Vite
    // re-optimise and reload the page, which re-runs (and can fail) the stories already under way.
    optimizeDeps: {
      // Vite crawls every story (and what it imports) for dependencies before the run. Names listed in
      // `include` resolve from the repository root, where pnpm only links the root's own dependencies:
      // the packages' dependencies (react-intl, react-router-dom, lucide-react...) are found by this crawl.
      entries: [
        '.storybook/preview.tsx',
        'packages/ui/src/**/*.stories.tsx',
        'packages/app/src/**/*.stories.tsx',
      ],
      include: [
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'styled-components',
      ],
    },
    test: {
      name: PROJECT,
      setupFiles: [path.join(dirname, '.storybook/vitest.setup.ts')],
      // A 2-core machine shared with other work: render, play, axe and a screenshot per story.
      testTimeout: 30_000,
      hookTimeout: 30_000,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: {
            executablePath: '/usr/bin/chromium',
            args: [
              '--no-sandbox',
              '--headless',
              '--disable-gpu',
              '--disable-background-networking',
              '--disable-component-update',
              '--disable-sync',
              '--no-first-run',
            ],
          },
          // Explicit, or the screenshots come out scaled 0.8×; reduced motion as a second guard.
          contextOptions: {
            viewport: windowSize,
            deviceScaleFactor: 1,
            reducedMotion: 'reduce',
            locale: 'en-US',
            // Dates and times read the same on any machine (the screens' clock is UTC too).
            timezoneId: 'UTC',
          },
        }),
        instances: [{ browser: 'chromium' }],
        viewport: px(viewports[defaultTestViewport].styles),
        commands: { growWindowTo },
        // Failure screenshots would land among the baselines; the diff images are what QA needs.
        screenshotFailures: false,
      },
    },
  };
}

// `vitest run --project ui` loads this file too: skip Storybook's story indexing and Playwright
// then, so the other projects do not pay for them (10–20 s on this machine).
const selected = isSelected(PROJECT, process.argv);
if (selected) assertNoSwallowedPath(process.argv);

export default defineProject(selected ? await storybookProject() : { test: { name: PROJECT, include: [] } });
