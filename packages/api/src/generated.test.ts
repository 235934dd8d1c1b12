import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { OUTPUT_URL, RULES_URL, generateRuleSource, generateTypes } from '../scripts/generate.mjs';

it('src/generated/openapi.ts is up to date with openapi.yaml', async () => {
  const committed = await readFile(OUTPUT_URL, 'utf8');
  const fresh = await generateTypes();
  // A boolean keeps the failure short; the fix is always the same command.
  expect(committed === fresh, 'stale: run `pnpm --filter @wellness/api generate` and commit the result').toBe(
    true,
  );
}, 60_000);

it('src/generated/rules.ts is up to date with openapi.yaml', async () => {
  const committed = await readFile(RULES_URL, 'utf8');
  const fresh = await generateRuleSource();
  expect(committed === fresh, 'stale: run `pnpm --filter @wellness/api generate` and commit the result').toBe(
    true,
  );
});
