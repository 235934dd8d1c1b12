import { defineConfig } from '@playwright/test';

/**
 * End-to-end journeys against the real server serving the built app (run `pnpm test:e2e`, which builds first).
 * Each run starts the server on a fresh temporary database; E2E_PORT picks another port if 3100 is taken.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://127.0.0.1:${port}`;
const ci = Boolean(process.env.CI);
/**
 * Under libfaketime (`faketime -f '@2026-11-25 23:59:30' pnpm exec playwright test …`, results/any-hour.md) the runner
 * and the server take the fake clock; Chromium does not start under it (its clock calls fail), so it keeps the real one.
 */
const browserEnv = process.env.LD_PRELOAD?.includes('faketime')
  ? Object.fromEntries(
      Object.entries(process.env).filter(
        (entry): entry is [string, string] =>
          entry[1] !== undefined && entry[0] !== 'LD_PRELOAD' && !entry[0].startsWith('FAKETIME'),
      ),
    )
  : undefined;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  // Two cores shared with the server: one browser at a time.
  workers: 1,
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: ci ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  use: {
    baseURL: origin,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    trace: 'retain-on-failure',
    // Only a failure's picture, to debug it. The journeys compare no screenshots: their server seeds events
    // relative to today and every run signs up new members, so their pixels change daily. What the screens
    // look like is checked by the screen stories (packages/app/src/features/*/routes/*.stories.tsx: fixed
    // data and clock, compared with committed baselines).
    screenshot: 'only-on-failure',
    // The app honours prefers-reduced-motion (no transitions), so a full-page capture never catches the side
    // navigation's width mid-transition while the capture resizes the window.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: '/usr/bin/chromium',
      env: browserEnv,
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
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: 'node tests/e2e/support/start-server.mjs',
    url: `${origin}/v1/health`,
    // A fresh database every run: never attach to a server left running.
    reuseExistingServer: false,
    // A cold start seeds the embedded database and runs create-owner first (tsx): minutes on a busy two-core machine.
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      NODE_ENV: 'test',
      // The journeys read verification and reset mails through the development mailbox.
      DEV_MAILBOX: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      // Every journey signs up and logs in; the default 10 a minute would throttle the suite.
      AUTH_RATE_LIMIT_MAX: '1000',
    },
  },
});
