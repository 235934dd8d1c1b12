import { describe, expect, it } from 'vitest';
import { catalogPart } from './catalogParts';
import { publicCatalogPaths } from './catalogs';

describe('catalog parts', () => {
  it('puts the app-wide words and the open pages’ features in the public part, as globbed and as built', () => {
    expect(catalogPart('./locales/tr.json')).toBe('public');
    expect(catalogPart('/repo/packages/app/src/i18n/locales/ar.json')).toBe('public');
    for (const feature of ['session', 'login', 'signup', 'passwordReset', 'verifyEmail', 'phoneCode'])
      expect(catalogPart(`../features/${feature}/messages/en.json`), feature).toBe('public');
  });

  it('puts every other feature in the member part', () => {
    // The member shell's words (toolbar, navigation, settings); the words every page may show (loading, error,
    // not found, toasts) are app-wide, in i18n/locales.
    expect(catalogPart('../features/shell/messages/en.json')).toBe('member');
    expect(catalogPart('../features/events/messages/en.json')).toBe('member');
    expect(catalogPart('/repo/packages/app/src/features/marketplace/messages/tr.json')).toBe('member');
  });

  it('loads the public part from catalogs.ts’ own globs, exactly (the member part comes with the routes)', () => {
    const english = import.meta.glob(['./locales/en.json', '../features/*/messages/en.json']);
    const publicPaths = Object.keys(english).filter((path) => catalogPart(path) === 'public');
    expect([...publicCatalogPaths].sort()).toEqual(publicPaths.sort());
  });
});
