import { describe, expect, it } from 'vitest';
import { filterNavByRole, type NavGroup, type NavItem } from '@wellness/ui/shell';
import { readSiteConfig } from '../../../config/site';
import { buildNavigation, HEALTH_HERO_ROLE, memberSearchPages, navigationConfig } from '../navigation';
import { englishCatalog } from '../../../i18n/allCatalogs';

const site = readSiteConfig({ VITE_DONATE_URL: 'https://give.example/' });
const titles = (groups: NavGroup[]) =>
  groups.map((group) => ({ group: group.title, items: group.items.map(flatten) }));
const flatten = (item: NavItem): unknown =>
  item.children ? { [item.title]: item.children.map(flatten) } : item.title;

describe('side navigation (§2)', () => {
  const english = (id: string) => id.replace('app.shell.nav.', '');

  it('has every item of §2 in the groups Applications and Other', () => {
    const groups = buildNavigation(navigationConfig(site), english);
    expect(titles(groups)).toEqual([
      {
        group: 'applications',
        items: [
          { events: ['eventsUpcoming', 'eventsRegistered', 'eventsCompleted'] },
          'calendar',
          'wsgAll',
          'wsgMine',
          'wsgApply',
          'heroesExplore',
          'heroesRegistered',
          'heroesOwnSessions',
          'heroesBecome',
          { marketplace: ['marketplaceShop', 'marketplaceOrders', 'marketplaceWishlist', 'marketplaceCart'] },
          'partners',
          'vouchers',
          'faq',
          'transactions',
        ],
      },
      { group: 'other', items: ['donate', 'contactUs', 'aboutUs', 'privacyPolicy'] },
    ]);
  });

  it('has a message for every group and item title, and for the pages only search finds', () => {
    const missing: string[] = [];
    buildNavigation(
      [...navigationConfig(site), { id: 'search', title: 'other', items: memberSearchPages }],
      (id) => {
        if (!(id in englishCatalog)) missing.push(id);
        return id;
      },
    );
    expect(missing).toEqual([]);
  });

  it("Contact us and Privacy Policy open the app's own /contact and /privacy unless configured", () => {
    const links = (config: typeof site) =>
      navigationConfig(config)
        .find((group) => group.id === 'other')
        ?.items.map((item) => [item.id, item.url, item.external]);
    expect(links(site)).toEqual([
      ['donate', 'https://give.example/', true],
      ['contactUs', '/contact', false],
      ['aboutUs', 'https://wellness.example/about', true],
      ['privacyPolicy', '/privacy', false],
    ]);
    const own = readSiteConfig({
      VITE_CONTACT_URL: 'https://org.example/contact',
      VITE_PRIVACY_URL: 'https://org.example/privacy',
    });
    expect(links(own)?.filter(([id]) => id === 'contactUs' || id === 'privacyPolicy')).toEqual([
      ['contactUs', 'https://org.example/contact', true],
      ['privacyPolicy', 'https://org.example/privacy', true],
    ]);
    // Both pages exist in the app, so the menu keeps them.
    const groups = buildNavigation(navigationConfig(site), english);
    expect(titles(groups)[1]).toEqual({
      group: 'other',
      items: ['donate', 'contactUs', 'aboutUs', 'privacyPolicy'],
    });
  });

  it('shows members their items and visitors only the external links', () => {
    const groups = buildNavigation(navigationConfig(site), english);
    expect(titles(filterNavByRole(groups, []))).toEqual([
      { group: 'other', items: ['donate', 'contactUs', 'aboutUs', 'privacyPolicy'] },
    ]);
    expect(filterNavByRole(groups, ['user'])).toHaveLength(2);
  });

  it('shows the own sessions page only to an accepted health hero', () => {
    const groups = buildNavigation(navigationConfig(site), english);
    const items = (roles: string[]) => titles(filterNavByRole(groups, roles))[0]?.items;
    expect(items(['user'])).not.toContain('heroesOwnSessions');
    expect(items(['user', HEALTH_HERO_ROLE])).toContain('heroesOwnSessions');
  });
});
