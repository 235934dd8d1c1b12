import { describe, expect, it } from 'vitest';
import { aUser, fail, ok } from '@wellness/api/testing';
import { startHarness, type HarnessOptions } from '../../../test/sagaHarness';
import type { WsgJoinRequest } from '../api';
import { staffSaga } from '../saga';
import { decisionRequested, queueRequested } from '../slice';

const request = (n: number, name: string): WsgJoinRequest => ({
  uuid: `0000000${n}-0000-4000-8000-000000000000`,
  member: {
    uuid: `1000000${n}-0000-4000-8000-000000000000`,
    name,
    email: `${name.toLowerCase()}@example.com`,
  },
  group: { uuid: '20000000-0000-4000-8000-000000000000', name: 'Mindful Minds' },
  requestedAt: '2026-11-20T10:00:00.000Z',
});
const alex = request(1, 'Alex');
const priya = request(2, 'Priya');
const page = (items: WsgJoinRequest[], total = items.length, pageNumber = 1) => ({
  items,
  total,
  page: pageNumber,
  pageSize: 10,
});

/** The fake answers a concrete path: the decision of one row. */
const decisionOf = (row: WsgJoinRequest) =>
  `PATCH /staff/wsg/requests/${row.uuid}` as 'PATCH /staff/wsg/requests/{uuid}';

function harness(routes: HarnessOptions['routes']) {
  return startHarness(staffSaga, {
    routes,
    state: { session: { status: 'signedIn', token: 't', user: aUser({ role: ['staff'] }) } },
  });
}

describe('staff queues', () => {
  it('asks the server for the page, sort and search and shows its rows', async () => {
    const run = harness({ 'GET /staff/wsg/requests': ok(page([priya, alex], 12, 2)) });
    run.dispatch(
      queueRequested({
        queue: 'wsgRequests',
        query: { page: 2, sort: 'member', order: 'desc', search: ' al ' },
      }),
    );
    await run.until(() => run.state.staff.wsgRequests.status === 'loaded');
    run.stop();
    const [call] = run.fetch.callsTo('GET /staff/wsg/requests');
    expect(Object.fromEntries(call!.query)).toEqual({
      page: '2',
      pageSize: '10',
      sort: 'member',
      order: 'desc',
      search: 'al',
    });
    expect(run.state.staff.wsgRequests).toMatchObject({
      total: 12,
      items: [priya, alex],
      query: { page: 2 },
    });
  });

  it('a failed read shows the error state with no rows', async () => {
    const run = harness({ 'GET /staff/wsg/requests': fail(500, 'Boom', 'INTERNAL') });
    run.dispatch(queueRequested({ queue: 'wsgRequests' }));
    await run.until(() => run.state.staff.wsgRequests.status === 'failed');
    run.stop();
    expect(run.state.staff.wsgRequests.items).toEqual([]);
  });
});

describe('decisions', () => {
  it('accept: the row leaves at once, the server is told, a toast says so and the page is read again', async () => {
    const run = harness({
      'GET /staff/wsg/requests': [ok(page([alex, priya])), ok(page([priya]))],
      [decisionOf(alex)]: ok(null, 'The request has been accepted.'),
    });
    run.dispatch(queueRequested({ queue: 'wsgRequests' }));
    await run.until(() => run.state.staff.wsgRequests.status === 'loaded');
    run.dispatch(decisionRequested({ queue: 'wsgRequests', row: alex, decision: 'accept', index: 0 }));
    expect(run.state.staff.wsgRequests.items).toEqual([priya]);
    await run.until(() => run.fetch.callsTo('GET /staff/wsg/requests').length === 2);
    await run.until(() => run.state.staff.wsgRequests.status === 'loaded');
    run.stop();
    expect(run.fetch.calls.filter((c) => c.method === 'PATCH').map((c) => [c.path, c.body])).toEqual([
      [`/staff/wsg/requests/${alex.uuid}`, { decision: 'accept' }],
    ]);
    expect(run.toasts()).toEqual([
      { kind: 'success', message: 'app.staff.toast.accepted', durationMs: 3000 },
    ]);
    expect(run.state.staff.wsgRequests).toMatchObject({ items: [priya], total: 1, deciding: [] });
  });

  it('reject sends the reason; a failure puts the row back where it was with an error toast', async () => {
    const run = harness({
      'GET /staff/wsg/requests': ok(page([alex, priya])),
      [decisionOf(alex)]: fail(500, 'Boom', 'INTERNAL'),
    });
    run.dispatch(queueRequested({ queue: 'wsgRequests' }));
    await run.until(() => run.state.staff.wsgRequests.status === 'loaded');
    run.dispatch(
      decisionRequested({ queue: 'wsgRequests', row: alex, decision: 'reject', reason: 'Full', index: 0 }),
    );
    await run.until(() => run.toasts().length === 1);
    run.stop();
    expect(run.fetch.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { decision: 'reject', reason: 'Full' },
    ]);
    expect(run.toasts()).toEqual([{ kind: 'error', message: 'app.staff.toast.failed', durationMs: 3000 }]);
    expect(run.state.staff.wsgRequests).toMatchObject({ items: [alex, priya], total: 2, deciding: [] });
  });

  it('a row someone else decided meanwhile stays gone and the page is read again', async () => {
    const run = harness({
      'GET /staff/wsg/requests': [ok(page([alex, priya])), ok(page([priya]))],
      [decisionOf(alex)]: fail(404, 'There is no pending request with this id.', 'REQUEST_NOT_PENDING'),
    });
    run.dispatch(queueRequested({ queue: 'wsgRequests' }));
    await run.until(() => run.state.staff.wsgRequests.status === 'loaded');
    run.dispatch(decisionRequested({ queue: 'wsgRequests', row: alex, decision: 'accept', index: 0 }));
    await run.until(() => run.fetch.callsTo('GET /staff/wsg/requests').length === 2);
    await run.until(() => run.state.staff.wsgRequests.status === 'loaded');
    run.stop();
    expect(run.toasts()).toEqual([
      { kind: 'warning', message: 'app.staff.toast.alreadyDecided', durationMs: 3000 },
    ]);
    expect(run.state.staff.wsgRequests.items).toEqual([priya]);
  });
});
