import { describe, expect, it } from 'vitest';
import routesSource from '../routes.tsx?raw';

// Every page the router can load, read from its lazy imports: '../features/<feature>/routes/<Name>Page' (layout
// routes such as the shell or the payment frame are seen through the pages inside them).
const pages = [...routesSource.matchAll(/import\('\.\.\/features\/([^']+\/routes\/\w+Page)'\)/g)].map(
  (match) => match[1]!,
);
const storyFiles = import.meta.glob<{ default: { title?: string } }>(
  '../../features/*/routes/*.stories.tsx',
  {
    eager: true,
  },
);

describe('screens in Storybook', () => {
  it('finds the pages of the router', () => {
    expect(pages.length).toBeGreaterThan(25);
  });

  // Designers review every page and QA compares it: a page without screen stories is not done.
  it.each([...new Set(pages)])('%s has screen stories under Screens/', (page) => {
    const stories = storyFiles[`../../features/${page}.stories.tsx`];
    expect(stories, `packages/app/src/features/${page}.stories.tsx is missing`).toBeDefined();
    expect(stories?.default.title).toMatch(/^Screens\//);
  });
});
