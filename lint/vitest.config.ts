import { defineProject } from 'vitest/config';

// The repository's own lint rules (import boundaries), run against deliberate violations.
export default defineProject({
  test: {
    name: 'lint',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.test.ts'],
    // Loading the root ESLint config (typescript-eslint, storybook, react-hooks) takes seconds on 2 cores.
    testTimeout: 60_000,
  },
});
