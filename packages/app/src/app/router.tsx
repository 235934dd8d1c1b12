import { createBrowserRouter, createMemoryRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { routes } from './routes';

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/** For tests: the same routes in memory, starting at `initialPath`. */
export function createTestRouter(initialPath: string) {
  return createMemoryRouter(routes, { initialEntries: [initialPath] });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

function withoutCatchAll(list: RouteObject[]): RouteObject[] {
  return list
    .filter((route) => route.path !== '*')
    .map((route) => (route.children ? { ...route, children: withoutCatchAll(route.children) } : route));
}

const builtRoutes = withoutCatchAll(routes);

/** True when the app has a screen at `path` (not just the not-found page). */
export function hasScreen(path: string): boolean {
  return matchRoutes(builtRoutes, path) !== null;
}
