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

  it('puts the staff console pages’ features in the staff part, never in a member’s first visit', () => {
    for (const feature of ['team', 'audit', 'members', 'reports', 'reviews', 'fulfilment'])
      expect(catalogPart(`../features/${feature}/messages/ar.json`), feature).toBe('staff');
    expect(catalogPart('/repo/packages/app/src/features/team/messages/tr.json')).toBe('staff');
    // The staff navigation's titles and role names: a staff member's member pages show them too.
    expect(catalogPart('../features/staff/messages/en.json')).toBe('member');
  });

  it('loads the public part from catalogs.ts’ own globs, exactly (the member part comes with the routes)', () => {
    const english = import.meta.glob(['./locales/en.json', '../features/*/messages/en.json']);
    const publicPaths = Object.keys(english).filter((path) => catalogPart(path) === 'public');
    expect([...publicCatalogPaths].sort()).toEqual(publicPaths.sort());
  });
});
