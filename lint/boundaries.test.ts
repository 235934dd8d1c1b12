import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { boundaryProblem } from './boundaries.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const RULE = 'wellness/import-boundaries';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The messages of the boundary rule when `code` is linted as if it were the file at `file` (repo-relative). */
async function boundaryErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === RULE);
}

describe('pnpm lint with the root eslint.config.js', () => {
  it.each([
    [
      'a ui domain importing another domain',
      'packages/ui/src/vouchers/Fixture/Fixture.tsx',
      "import { formatEventDate } from '../../events/shared/eventFilters';",
    ],
    [
      'a ui domain importing another domain by its index',
      'packages/ui/src/content/Fixture.ts',
      "export * from '../account';",
    ],
    [
      'a shared ui folder importing a domain',
      'packages/ui/src/components/Fixture/Fixture.tsx',
      "import { EventCard } from '../../events/EventCard';",
    ],
    [
      'ui importing the app',
      'packages/ui/src/events/Fixture/Fixture.tsx',
      "import { startApp } from '../../../../app/src/app/App';",
    ],
    [
      'ui importing the server by name',
      'packages/ui/src/account/Fixture.ts',
      "import type { Config } from '@wellness/server';",
    ],
    [
      'ui importing the API by a relative path',
      'packages/ui/src/events/Fixture/Fixture.tsx',
      "import type { WellnessEvent } from '../../../../api/src/types';",
    ],
    [
      'an app feature reaching into a feature that has an index',
      'packages/app/src/features/events/Fixture.ts',
      "import { selectLocale } from '../settings/selectors';",
    ],
    [
      'an app feature importing the router',
      'packages/app/src/features/shell/Fixture.tsx',
      "const load = () => import('../../app/router');",
    ],
    [
      'a server route querying the database itself',
      'packages/server/src/routes/fixture.ts',
      "import { eq } from 'drizzle-orm';",
    ],
    [
      'a server route reaching into the schema',
      'packages/server/src/routes/fixture.ts',
      "import { users } from '../db/schema.js';",
    ],
    [
      'a server route reaching into an adapter',
      'packages/server/src/routes/fixture.ts',
      "import { listOutbox } from '../adapters/mail/index.js';",
    ],
    [
      'a server route taking authentication from another route',
      'packages/server/src/routes/fixture.ts',
      "import { authOf } from './account.js';",
    ],
    [
      'a server service importing a route',
      'packages/server/src/services/fixture.ts',
      "import { accountHandlers } from '../routes/account.js';",
    ],
    [
      'a server service importing a workflow',
      'packages/server/src/services/fixture.ts',
      "import { acceptPaymentEvent } from '../workflows/payment-outcomes.js';",
    ],
  ])('fails on %s', async (_case, file, code) => {
    const errors = await boundaryErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.severity).toBe(2);
  });

  it.each([
    [
      'a ui domain importing its own folders, components, assets and theme',
      'packages/ui/src/vouchers/Fixture/Fixture.tsx',
      "import { formatEventDate } from '../../components/eventDates';\nimport { Button } from '../../components/Button';\nimport { placeholderImages } from '../../assets';\nimport { VoucherCard } from '../VoucherCard';",
    ],
    [
      'ui importing the API by its package name',
      'packages/ui/src/events/Fixture/Fixture.tsx',
      "import type { WellnessEvent } from '@wellness/api';",
    ],
    [
      'an app feature importing a feature index',
      'packages/app/src/features/events/Fixture.ts',
      "import { selectLocale } from '../settings';",
    ],
    [
      'an app feature importing a feature without an index',
      'packages/app/src/features/events/Fixture.ts',
      "import { selectUser } from '../session/selectors';",
    ],
    [
      'the app importing the design system',
      'packages/app/src/features/events/Fixture.ts',
      "import { EventCard } from '@wellness/ui/events';",
    ],
    [
      'a server route importing http/ and services/',
      'packages/server/src/routes/fixture.ts',
      "import { authOf } from '../http/auth.js';\nimport type { TypedHandlers } from '../http/types.js';\nimport { accountService } from '../services/accounts.js';",
    ],
    [
      'the server composition root importing routes',
      'packages/server/src/app.ts',
      "import { accountHandlers } from './routes/account.js';",
    ],
    [
      'a server workflow importing services',
      'packages/server/src/workflows/fixture.ts',
      "import { renewPackage } from '../services/memberships.js';",
    ],
    [
      'a server route running a workflow',
      'packages/server/src/routes/fixture.ts',
      "import { acceptWebhook } from '../workflows/payment-outcomes.js';",
    ],
  ])('accepts %s', async (_case, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});

describe('boundaryProblem', () => {
  it('covers a domain folder added later without a list to edit', () => {
    expect(
      boundaryProblem('packages/ui/src/groups/GroupCard/GroupCard.tsx', '../../heroes/HeroCard'),
    ).toMatch(/'groups' never imports another domain/);
  });

  it('lets tests reach into the composition root', () => {
    expect(
      boundaryProblem('packages/app/src/features/shell/__tests__/navigation.test.ts', '../../../app/router'),
    ).toBeNull();
  });
});
