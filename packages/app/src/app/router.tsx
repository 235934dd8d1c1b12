import { createBrowserRouter, createMemoryRouter } from 'react-router-dom';
import { routes } from './routes';

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/** For tests: the same routes in memory, starting at `initialPath`. */
export function createTestRouter(initialPath: string) {
  return createMemoryRouter(routes, { initialEntries: [initialPath] });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
