import { authOf } from '../http/auth.js';
import { localeOf } from '../http/locale.js';
import type { TypedHandlers } from '../http/types.js';
import type { Services } from '../services/context.js';
import { searchService } from '../services/search.js';

/** §2 global search over content: GET /user/search?q= (the pages are searched by the app itself). */
export function searchHandlers(services: Services): TypedHandlers {
  const search = searchService(services);
  return {
    async 'GET /user/search'(request) {
      authOf(request);
      return {
        status: 200,
        message: 'Search results',
        data: await search.search(request.query.q, localeOf(request)),
      };
    },
  };
}
