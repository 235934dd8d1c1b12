import type { ApiClient, SearchResult } from '@wellness/api';
import { toOutcome, type ApiOutcome } from '../../lib/apiOutcome';

/** Events, groups, heroes and catalogue items whose name holds the query (at most 10; names in the locale). */
export async function fetchSearch(api: ApiClient, q: string): Promise<ApiOutcome<SearchResult[]>> {
  return toOutcome(await api.GET('/user/search', { params: { query: { q } } }));
}
