import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { NavGroup, NavItem } from '@wellness/ui/shell';
import { memberSearchPages, navigationConfig, staffNavigationConfig } from '../../features/shell/navigation';
import { routes } from '../routes';

function withoutCatchAll(list: RouteObject[]): RouteObject[] {
  return list
    .filter((route) => route.path !== '*')
    .map((route) => (route.children ? { ...route, children: withoutCatchAll(route.children) } : route));
}

const inAppUrls = (groups: NavGroup[]): string[] => {
  const urls = (item: NavItem): string[] =>
    item.children ? item.children.flatMap(urls) : !item.external && item.url ? [item.url] : [];
  return groups.flatMap((group) => group.items.flatMap(urls));
};

describe('the side navigation', () => {
  // The menu shows every item of §2: each in-app one must open a screen, never the not-found page.
  it('opens a screen of the routes from every in-app item, for members and staff', () => {
    const table = withoutCatchAll(routes);
    const urls = [
      ...inAppUrls(navigationConfig()),
      ...inAppUrls([{ id: 'search', title: 'search', items: memberSearchPages }]),
      ...inAppUrls(staffNavigationConfig('owner')),
    ];
    expect(urls).toEqual(
      expect.arrayContaining(['/calendar', '/partners', '/packages', '/profile', '/orders']),
    );
    expect(urls.length).toBeGreaterThan(20);
    expect(urls.filter((url) => matchRoutes(table, url) === null)).toEqual([]);
  });
});
