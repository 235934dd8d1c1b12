import { describe, expect, it } from 'vitest';
import { aUser, fail, ok } from '@wellness/api/testing';
import { startHarness, type HarnessOptions } from '../../../test/sagaHarness';
import { searchSaga } from '../saga';
import { searchQueryChanged } from '../slice';

const results = [
  { kind: 'event' as const, id: 'e1', title: 'Çamlıca Yoga' },
  { kind: 'product' as const, id: '10004', title: 'Cork Yoga Mat' },
];

function harness(routes: HarnessOptions['routes']) {
  return startHarness(searchSaga, {
    routes,
    timing: { searchDelayMs: 5 },
    state: { session: { status: 'signedIn', token: 't', user: aUser() } },
  });
}

describe('global search over content', () => {
  it('asks the server once, after the typing pause, for the query the member stopped at', async () => {
    const run = harness({ 'GET /user/search': ok(results) });
    for (const query of ['Ç', 'ÇA', 'ÇAM', 'ÇAMLICA ']) run.dispatch(searchQueryChanged(query));
    expect(run.state.search.status).toBe('waiting');
    await run.until(() => run.state.search.status === 'succeeded');
    run.stop();
    const calls = run.fetch.callsTo('GET /user/search');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query.get('q')).toBe('ÇAMLICA');
    expect(run.state.search).toMatchObject({ query: 'ÇAMLICA ', resultsFor: 'ÇAMLICA', results });
  });

  it('a cleared query asks nothing and forgets the results; a failed call leaves the pages alone', async () => {
    const run = harness({ 'GET /user/search': [ok(results), fail(500, 'Down', 'INTERNAL')] });
    run.dispatch(searchQueryChanged('yoga'));
    await run.until(() => run.state.search.status === 'succeeded');
    run.dispatch(searchQueryChanged('  '));
    expect(run.state.search).toMatchObject({ status: 'idle', results: [], resultsFor: '' });
    run.dispatch(searchQueryChanged('mat'));
    await run.until(() => run.state.search.status === 'failed');
    run.stop();
    expect(run.fetch.callsTo('GET /user/search')).toHaveLength(2);
    expect(run.state.search).toMatchObject({ resultsFor: 'mat', results: [] });
  });
});
