import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @wellness/server db:generate` writes SQL migrations to drizzle/ (offline; no database needed).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
