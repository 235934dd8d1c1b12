import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { hasScreen, routes } from '../routes';

function withoutCatchAll(list: RouteObject[]): RouteObject[] {
  return list
    .filter((route) => route.path !== '*')
    .map((route) => (route.children ? { ...route, children: withoutCatchAll(route.children) } : route));
}

function allPaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}` : parent;
    return [path, ...(route.children ? allPaths(route.children, path) : [])];
  });
}

describe('hasScreen', () => {
  // The precompiled patterns answer as react-router's own matching would, on every path the table names (with
  // parameters filled, in other cases, with a trailing slash) and on paths it doesn't have.
  it('agrees with react-router on every screen and on unknown paths', () => {
    const table = withoutCatchAll(routes);
    const probes = allPaths(routes)
      .filter((path) => path && path !== '/*')
      .flatMap((path) => {
        const filled = path.replace(/:[^/]+/g, '42');
        return [filled, filled.toUpperCase(), `${filled}/`, `${filled}/extra`, filled.slice(0, -1)];
      });
    probes.push('/', '/no-such-page', '/marketplace/product', '/order', '/reset/a/b');
    expect(probes.length).toBeGreaterThan(250);
    for (const probe of probes)
      expect([probe, hasScreen(probe)]).toEqual([probe, matchRoutes(table, probe) !== null]);
  });

  it('reads only the path of a link with a query', () => {
    expect(hasScreen('/events/upcoming?page=2')).toBe(true);
    expect(hasScreen('/no-such-page?x=1')).toBe(false);
  });
});
