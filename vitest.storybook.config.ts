import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { growWindowTo } from './.storybook/vitest.commands.ts';
import { defaultTestViewport, viewports } from './.storybook/viewports.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const sizes = Object.values(viewports).map(({ styles }) => ({
  width: parseInt(styles.width, 10),
  height: parseInt(styles.height, 10),
}));
const defaultViewport = {
  width: parseInt(viewports[defaultTestViewport].styles.width, 10),
  height: parseInt(viewports[defaultTestViewport].styles.height, 10),
};
// The test iframe is resized to each story's viewport inside this window; a window smaller than the
// iframe would scale it down (and the screenshots with it), so the window fits the largest viewport.
const windowSize = {
  width: Math.max(...sizes.map((size) => size.width)),
  height: Math.max(...sizes.map((size) => size.height)),
};

/**
 * Every story is a test in real Chromium: it renders, runs its play function, runs axe
 * (`parameters.a11y.test = 'error'` in preview.tsx) and compares a screenshot with its baseline
 * (.storybook/vitest.setup.ts). Update baselines with `pnpm test:update-screenshots`.
 */
export default defineProject({
  plugins: [
    storybookTest({
      configDir: path.join(dirname, '.storybook'),
      // Stories that name no viewport render at the desktop size of the toolbar.
      initialGlobals: { viewport: { value: defaultTestViewport, isRotated: false } },
    }),
  ],
  test: {
    name: 'storybook',
    setupFiles: [path.join(dirname, '.storybook/vitest.setup.ts')],
    // A 2-core machine shared with other work: a story, its play function, axe and a screenshot.
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
        // Without an explicit viewport the screenshots come out scaled 0.8×.
        contextOptions: {
          viewport: windowSize,
          deviceScaleFactor: 1,
          reducedMotion: 'reduce',
          locale: 'en-US',
        },
      }),
      instances: [{ browser: 'chromium' }],
      viewport: defaultViewport,
      commands: { growWindowTo },
      // Failure screenshots would land next to the baselines; the diff images are what QA needs.
      screenshotFailures: false,
    },
  },
});
