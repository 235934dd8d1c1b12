import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { SearchResult, SearchResultKind } from '@wellness/api';
import type { SearchItem } from '@wellness/ui/shell';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { searchQueryChanged } from '../search';
import { detailPath } from '../marketplace';
import { eventDetailsPath } from '../events/paths';
import { wsgDetailsPath } from '../groups/paths';
import { heroDetailsPath } from '../heroes/paths';

/** The page each kind of content opens. */
export function contentUrl(result: SearchResult): string {
  switch (result.kind) {
    case 'event':
      return eventDetailsPath(result.id);
    case 'group':
      return wsgDetailsPath(result.id);
    case 'hero':
      return heroDetailsPath(result.id);
    default:
      return detailPath(result.kind, Number(result.id));
  }
}

/** The group each kind is listed under in the suggestions. */
const kindMessage: Record<SearchResultKind, string> = {
  event: 'app.shell.search.events',
  group: 'app.shell.search.groups',
  hero: 'app.shell.search.heroes',
  product: 'app.shell.search.products',
  service: 'app.shell.search.services',
  affiliate: 'app.shell.search.affiliate',
};

/**
 * Global search over content for a member (§2): the query goes to the store, the search saga asks the server
 * after the typing pause, and the answer shows only while it is the answer to what is typed now.
 */
export function useContentSearch(enabled: boolean) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const search = useAppSelector((state) => state.search);
  const onQueryChange = useCallback(
    (query: string) => {
      if (enabled) dispatch(searchQueryChanged(query));
    },
    [dispatch, enabled],
  );
  const current = search.query.trim();
  const results = useMemo<SearchItem[]>(
    () =>
      enabled && current !== '' && search.resultsFor === current
        ? search.results.map((result) => ({
            id: `${result.kind}-${result.id}`,
            title: result.title,
            url: contentUrl(result),
            kind: intl.formatMessage({ id: kindMessage[result.kind] }),
          }))
        : [],
    [enabled, current, search.resultsFor, search.results, intl],
  );
  const searching = enabled && (search.status === 'waiting' || search.status === 'loading');
  return { results, searching, onQueryChange };
}
