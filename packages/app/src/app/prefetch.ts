import type { Params } from 'react-router-dom';
import type { AppRouter } from './router';
import type { AppDispatch, AppStore } from './store';

/** Where a route opened: its path parameters and its query. */
export interface RouteAt {
  params: Params;
  search: URLSearchParams;
}

/**
 * A page's `handle` (exported beside its `Component`): `prefetch` asks for the data the page reads first, with RTK
 * Query's `util.prefetch`, as soon as the route's code is in. On a cold visit that is while the member's profile is
 * still being read (the route guard waits for it), so the page's list comes with the profile, not after it.
 */
export interface RouteData {
  prefetch?: (dispatch: AppDispatch, at: RouteAt) => unknown;
}

/**
 * Runs the `prefetch` of every route the router has matched, once per visited address, for a session that has a
 * token (a visitor's call would only be refused). The page itself then finds its call in flight or answered.
 */
export function prefetchRouteData(store: AppStore, router: AppRouter): () => void {
  let prefetched: string | null = null;
  const run = () => {
    const { initialized, navigation, location, matches } = router.state;
    if (!initialized || navigation.state !== 'idle' || prefetched === location.key) return;
    if (store.getState().session.token === null) return;
    prefetched = location.key;
    const at: RouteAt = {
      params: matches.at(-1)?.params ?? {},
      search: new URLSearchParams(location.search),
    };
    for (const match of matches)
      (match.route.handle as RouteData | undefined)?.prefetch?.(store.dispatch, at);
  };
  run();
  return router.subscribe(run);
}
