import { defineConfig } from 'vitest/config';

// One test run for the whole workspace: each package brings its own project config.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'lint/vitest.config.ts', 'vitest.storybook.config.ts'],
  },
});
