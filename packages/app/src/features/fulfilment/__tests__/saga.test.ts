import { describe, expect, it } from 'vitest';
import { aUser, fail, ok } from '@wellness/api/testing';
import { startHarness, type HarnessOptions } from '../../../test/sagaHarness';
import { paidOrders } from '../../../test/screen/staff';
import { fulfilmentSaga } from '../saga';
import { orderChangeRequested, orderRequested, ordersRequested } from '../slice';

const [first, second, shipped] = paidOrders as [
  (typeof paidOrders)[0],
  (typeof paidOrders)[0],
  (typeof paidOrders)[0],
];
const page = (items: typeof paidOrders, total = items.length, pageNumber = 1) => ({
  items,
  total,
  page: pageNumber,
  pageSize: 10,
});

function harness(routes: HarnessOptions['routes']) {
  return startHarness(fulfilmentSaga, {
    routes,
    state: { session: { status: 'signedIn', token: 't', user: aUser({ role: ['staff'] }) } },
  });
}

describe('staff fulfilment', () => {
  it('asks for the orders waiting for staff by default, and for one status when filtered', async () => {
    const run = harness({ 'GET /staff/orders': ok(page([first, second, shipped], 13, 2)) });
    run.dispatch(ordersRequested({ query: { page: 2, sort: 'total', order: 'desc', search: ' mat ' } }));
    await run.until(() => run.state.fulfilment.status === 'loaded');
    run.dispatch(ordersRequested({ query: { page: 1, filter: 'refunded' } }));
    await run.until(() => run.fetch.callsTo('GET /staff/orders').length === 2);
    await run.until(() => run.state.fulfilment.status === 'loaded');
    run.stop();
    const [waiting, refunded] = run.fetch.callsTo('GET /staff/orders');
    expect(Object.fromEntries(waiting!.query)).toEqual({
      page: '2',
      pageSize: '10',
      sort: 'total',
      order: 'desc',
      search: 'mat',
    });
    expect(Object.fromEntries(refunded!.query)).toMatchObject({ page: '1', status: 'refunded' });
    expect(run.state.fulfilment).toMatchObject({ total: 13, items: [first, second, shipped] });
  });

  it('a step sends the new status, shows the answer, tells staff and reads the page again', async () => {
    const run = harness({
      'GET /staff/orders': [ok(page([first, second])), ok(page([{ ...first, status: 'shipped' }, second]))],
      [`PATCH /staff/orders/${first.id}` as 'PATCH /staff/orders/{id}']: ok({ ...first, status: 'shipped' }),
    });
    run.dispatch(ordersRequested());
    await run.until(() => run.state.fulfilment.status === 'loaded');
    run.dispatch(orderChangeRequested({ order: first, change: { kind: 'step', step: 'shipped' } }));
    expect(run.state.fulfilment.busy).toEqual([first.id]);
    await run.until(() => run.fetch.callsTo('GET /staff/orders').length === 2);
    await run.until(() => run.state.fulfilment.status === 'loaded');
    run.stop();
    expect(run.fetch.calls.filter((c) => c.method === 'PATCH').map((c) => [c.path, c.body])).toEqual([
      [`/staff/orders/${first.id}`, { status: 'shipped' }],
    ]);
    expect(run.toasts()).toEqual([
      { kind: 'success', message: 'app.fulfilment.toast.shipped', durationMs: 3000 },
    ]);
    expect(run.state.fulfilment.busy).toEqual([]);
    expect(run.state.fulfilment.items[0]!.status).toBe('shipped');
  });

  it('a refund sends the reason, and whether the goods were shipped (the order says so); a failure leaves the order as it was with an error toast', async () => {
    const run = harness({
      'GET /staff/orders': ok(page([first])),
      [`POST /staff/orders/${first.id}/refund` as 'POST /staff/orders/{id}/refund']: fail(
        502,
        'The card gateway did not answer.',
        'GATEWAY_ERROR',
      ),
    });
    run.dispatch(ordersRequested());
    await run.until(() => run.state.fulfilment.status === 'loaded');
    run.dispatch(orderChangeRequested({ order: first, change: { kind: 'refund', reason: 'Damaged' } }));
    await run.until(() => run.toasts().length === 1);
    run.stop();
    expect(run.fetch.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { reason: 'Damaged', goodsShipped: first.status !== 'processing' },
    ]);
    expect(run.toasts()).toEqual([
      { kind: 'error', message: 'app.fulfilment.toast.failed', durationMs: 3000 },
    ]);
    expect(run.state.fulfilment).toMatchObject({ items: [first], busy: [] });
  });

  it('an order someone else moved meanwhile (409) is read again with a warning', async () => {
    const run = harness({
      'GET /staff/orders': [ok(page([first, second])), ok(page([second]))],
      [`PATCH /staff/orders/${first.id}` as 'PATCH /staff/orders/{id}']: fail(
        409,
        'This order cannot move to that status.',
        'ORDER_STATUS_CONFLICT',
      ),
    });
    run.dispatch(ordersRequested());
    await run.until(() => run.state.fulfilment.status === 'loaded');
    run.dispatch(orderChangeRequested({ order: first, change: { kind: 'step', step: 'completed' } }));
    await run.until(() => run.fetch.callsTo('GET /staff/orders').length === 2);
    await run.until(() => run.state.fulfilment.status === 'loaded');
    run.stop();
    expect(run.toasts()).toEqual([
      { kind: 'warning', message: 'app.fulfilment.toast.conflict', durationMs: 3000 },
    ]);
    expect(run.state.fulfilment.items).toEqual([second]);
  });
});

describe('staff order page', () => {
  it('reads the order; a step on the page reads the order again, not the list', async () => {
    const shippedFirst = { ...first, status: 'shipped' as const, date_shipped: '2026-11-24T09:00:00.000Z' };
    const run = harness({
      [`GET /staff/orders/${first.id}` as 'GET /staff/orders/{id}']: [ok(first), ok(shippedFirst)],
      [`PATCH /staff/orders/${first.id}` as 'PATCH /staff/orders/{id}']: ok(shippedFirst),
    });
    run.dispatch(orderRequested({ id: first.id }));
    await run.until(() => run.state.fulfilment.detail.status === 'loaded');
    expect(run.state.fulfilment.detail.order).toEqual(first);
    run.dispatch(
      orderChangeRequested({ order: first, change: { kind: 'step', step: 'shipped' }, from: 'page' }),
    );
    await run.until(
      () => run.fetch.callsTo(`GET /staff/orders/${first.id}` as 'GET /staff/orders/{id}').length === 2,
    );
    await run.until(() => run.state.fulfilment.detail.status === 'loaded');
    run.stop();
    expect(run.fetch.callsTo('GET /staff/orders')).toEqual([]);
    expect(run.state.fulfilment.detail.order).toEqual(shippedFirst);
    expect(run.toasts()).toEqual([
      { kind: 'success', message: 'app.fulfilment.toast.shipped', durationMs: 3000 },
    ]);
  });

  it('an unknown order shows the page’s error', async () => {
    const run = harness({
      ['GET /staff/orders/999' as 'GET /staff/orders/{id}']: fail(404, 'Order not found', 'ORDER_NOT_FOUND'),
    });
    run.dispatch(orderRequested({ id: 999 }));
    await run.until(() => run.state.fulfilment.detail.status === 'failed');
    run.stop();
    expect(run.state.fulfilment.detail).toEqual({ id: 999, order: null, status: 'failed' });
  });
});
