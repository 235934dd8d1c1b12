import { defineProject } from 'vitest/config';

// Server tests: real HTTP handlers on a real database (embedded PGlite; also PostgreSQL when TEST_DATABASE_URL
// is set). The global setup migrates and seeds one PGlite once; each test file starts from a copy of it.
export default defineProject({
  test: {
    name: 'server',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // The machine is shared and PGlite starts slowly under load; the timeouts are generous, the tests are not slow.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
