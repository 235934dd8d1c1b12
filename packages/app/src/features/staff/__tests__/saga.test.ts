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

describe('partner and vendor application queues', () => {
  const vendorRow = {
    uuid: '30000000-0000-4000-8000-000000000001',
    first_name: 'Ana',
    last_name: 'Souza',
    email: 'ana@example.com',
    phone: '5551234567',
    countryCode: '+55',
    address_1: null,
    address_2: null,
    city: 'São Paulo',
    state: 'São Paulo',
    country: 'Brazil',
    zipCode: '01310',
    store_name: 'Raízes Natural Foods',
    hasPayoutDetails: true,
    status: 'pending' as const,
    createdAt: '2026-11-20T10:00:00.000Z',
  };

  it('reads the vendor queue a page at a time, sorted by store and searched on the server', async () => {
    const run = harness({
      'GET /staff/vendor/applications': ok({ items: [vendorRow], total: 1, page: 1, pageSize: 10 }),
    });
    run.dispatch(
      queueRequested({ queue: 'vendorApplications', query: { sort: 'store', order: 'asc', search: 'raíz' } }),
    );
    await run.until(() => run.state.staff.vendorApplications.status === 'loaded');
    run.stop();
    const [call] = run.fetch.callsTo('GET /staff/vendor/applications');
    expect(Object.fromEntries(call!.query)).toEqual({
      page: '1',
      pageSize: '10',
      sort: 'store',
      order: 'asc',
      search: 'raíz',
    });
    expect(run.state.staff.vendorApplications.items).toEqual([vendorRow]);
  });

  it('accepting a partner application takes it off the list and says so', async () => {
    const partnerRow = {
      uuid: '30000000-0000-4000-8000-000000000002',
      name: 'Harbour Yoga Collective',
      logo: '/uploads/0123456789abcdef0123456789abcdef.png',
      description: 'Community yoga studio.',
      link: 'https://harbour.example.com',
      type: 2 as const,
      emailId: 'hello@harbour.example.com',
      phoneNumber: '5551234567',
      countryCode: '+1',
      addressLine1: null,
      addressLine2: null,
      city: 'Portland',
      state: 'Maine',
      country: 'United States',
      zipCode: '04101',
      status: 'pending' as const,
      createdAt: '2026-11-20T10:00:00.000Z',
    };
    const run = harness({
      'GET /staff/partner/applications': ok({ items: [partnerRow], total: 1, page: 1, pageSize: 10 }),
      [`PATCH /staff/partner/applications/${partnerRow.uuid}` as 'PATCH /staff/partner/applications/{uuid}']:
        ok(null, 'The request has been accepted.'),
    });
    run.dispatch(queueRequested({ queue: 'partnerApplications' }));
    await run.until(() => run.state.staff.partnerApplications.status === 'loaded');
    run.dispatch(
      decisionRequested({ queue: 'partnerApplications', row: partnerRow, decision: 'accept', index: 0 }),
    );
    expect(run.state.staff.partnerApplications.items).toEqual([]);
    await run.until(() => run.state.staff.partnerApplications.deciding.length === 0);
    run.stop();
    expect(
      run.fetch.callsTo(
        `PATCH /staff/partner/applications/${partnerRow.uuid}` as 'PATCH /staff/partner/applications/{uuid}',
      )[0]?.body,
    ).toEqual({ decision: 'accept' });
    expect(run.toasts()).toEqual([
      { kind: 'success', message: 'app.staff.toast.accepted', durationMs: 3000 },
    ]);
  });
});
