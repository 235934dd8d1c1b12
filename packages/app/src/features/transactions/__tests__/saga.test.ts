import { describe, expect, it } from 'vitest';
import { fail, ok } from '@wellness/api/testing';
import type { Transaction } from '@wellness/api';
import { aUser } from '@wellness/api/testing';
import { startHarness, type HarnessOptions } from '../../../test/sagaHarness';
import { transactionsSaga } from '../saga';
import { transactionsRequested } from '../slice';

const explorerPayment: Transaction = {
  uuid: '44444444-4444-4444-8444-444444444444',
  transactionId: 'pi_local_1',
  name: 'Explorer',
  remarks: 'Explorer membership (yearly)',
  transactionDate: '2026-11-23T02:00:00.000Z',
  total: 99,
  type: 'package',
  status: true,
  eventName: null,
};

function harness(routes: HarnessOptions['routes']) {
  return startHarness(transactionsSaga, {
    routes,
    state: { session: { status: 'signedIn', token: 't', user: aUser() } },
  });
}

describe('transaction history', () => {
  it("lists the member's transactions", async () => {
    const run = harness({ 'GET /user/payment/list': ok([explorerPayment]) });
    run.dispatch(transactionsRequested());
    await run.until(() => run.state.transactions.list.status === 'succeeded');
    run.stop();
    expect(run.state.transactions.list.items).toEqual([explorerPayment]);
    expect(run.toasts()).toEqual([]);
  });

  it("a failure empties the list, keeps 'Opps something bad happened!' and shows an error toast", async () => {
    const run = harness({ 'GET /user/payment/list': fail(500, 'Boom', 'INTERNAL') });
    run.dispatch(transactionsRequested());
    await run.until(() => run.state.transactions.list.status === 'failed');
    run.stop();
    expect(run.state.transactions.list).toEqual({
      status: 'failed',
      items: [],
      error: 'Opps something bad happened!',
    });
    expect(run.toasts()).toEqual([
      { kind: 'error', message: 'app.transactions.toast.failed', durationMs: 3000 },
    ]);
  });
});
