import { call, delay, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { RootState } from '../../app/rootReducer';
import { contextValue } from '../../app/sagaContext';
import type { ApiOutcome } from '../../lib/apiOutcome';
import { notify } from '../notifications/slice';
import {
  fetchOrders,
  refundOrder,
  stepOrder,
  type OrdersPage,
  type OrdersQuery,
  type StaffOrder,
} from './api';
import {
  orderChangeFailed,
  orderChangeRequested,
  orderChanged,
  ordersFailed,
  ordersLoaded,
  ordersRequested,
} from './slice';

/** Typing in the search box waits this long before asking the server (§9 search typing delay). */
export const SEARCH_DEBOUNCE_MS = 500;

const fulfilmentMessages = {
  shipped: { id: 'app.fulfilment.toast.shipped' },
  completed: { id: 'app.fulfilment.toast.completed' },
  refunded: { id: 'app.fulfilment.toast.refunded' },
  conflict: { id: 'app.fulfilment.toast.conflict' },
  failed: { id: 'app.fulfilment.toast.failed' },
} as const;

export function* loadOrders(action: ReturnType<typeof ordersRequested>) {
  if (action.payload?.debounce) yield delay(SEARCH_DEBOUNCE_MS);
  const api = yield* contextValue('api');
  const query: OrdersQuery = yield select((state: RootState) => state.fulfilment.query);
  const result: ApiOutcome<OrdersPage> = yield call(fetchOrders, api, query);
  if (!result.ok) {
    yield put(ordersFailed());
    return;
  }
  yield put(ordersLoaded(result.data));
}

/**
 * A step or a refund: the buttons of that order are busy until the server answers. Success: a toast and the
 * page read again (a shipped order stays in the list, a completed or refunded one leaves it). 409: someone else
 * moved the order meanwhile; the page is read again to show where it is now.
 */
function* changeOrder(action: ReturnType<typeof orderChangeRequested>) {
  const { order, change } = action.payload;
  const api = yield* contextValue('api');
  const timing = yield* contextValue('timing');
  const result: ApiOutcome<StaffOrder> =
    change.kind === 'step'
      ? yield call(stepOrder, api, order.id, change.step)
      : // Staff marked it shipped (or completed): the goods are gone, the refund keeps the stock taken.
        yield call(refundOrder, api, order.id, change.reason, order.status !== 'processing');
  if (result.ok) {
    yield put(orderChanged(result.data));
    const message = change.kind === 'refund' ? fulfilmentMessages.refunded : fulfilmentMessages[change.step];
    yield put(notify('success', message, timing.toastMs));
    yield put(ordersRequested());
    return;
  }
  yield put(orderChangeFailed({ id: order.id }));
  if (result.status === 409) {
    yield put(notify('warning', fulfilmentMessages.conflict, timing.toastMs));
    yield put(ordersRequested());
  } else {
    yield put(notify('error', fulfilmentMessages.failed, timing.toastMs));
  }
}

export function* fulfilmentSaga() {
  yield takeLatest(ordersRequested.type, loadOrders);
  yield takeEvery(orderChangeRequested.type, changeOrder);
}
