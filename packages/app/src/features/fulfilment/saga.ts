import { call, delay, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { RootState } from '../../app/rootReducer';
import { contextValue } from '../../app/sagaContext';
import type { ApiOutcome } from '../../lib/apiOutcome';
import { notify } from '../notifications/slice';
import {
  fetchOrder,
  fetchOrders,
  refundOrder,
  stepOrder,
  type OrdersPage,
  type OrdersQuery,
  type StaffOrder,
} from './api';
import {
  orderFailed,
  orderLoaded,
  orderRequested,
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
  conflictPage: { id: 'app.fulfilment.toast.conflictPage' },
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

/** The order page's order (a 404 shows the page's error, as any failure). */
export function* loadOrder(action: ReturnType<typeof orderRequested>) {
  const api = yield* contextValue('api');
  const result: ApiOutcome<StaffOrder> = yield call(fetchOrder, api, action.payload.id);
  if (result.ok) yield put(orderLoaded(result.data));
  else yield put(orderFailed({ id: action.payload.id }));
}

/**
 * A step or a refund: the buttons of that order are busy until the server answers. Success: a toast and the
 * page read again (a shipped order stays in the list, a completed or refunded one leaves it). 409: someone else
 * moved the order meanwhile; the page is read again to show where it is now.
 */
function* changeOrder(action: ReturnType<typeof orderChangeRequested>) {
  const { order, change, from = 'list' } = action.payload;
  const readAgain = () => (from === 'page' ? orderRequested({ id: order.id }) : ordersRequested());
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
    yield put(readAgain());
    return;
  }
  yield put(orderChangeFailed({ id: order.id }));
  if (result.status === 409) {
    const conflict = from === 'page' ? fulfilmentMessages.conflictPage : fulfilmentMessages.conflict;
    yield put(notify('warning', conflict, timing.toastMs));
    yield put(readAgain());
  } else {
    yield put(notify('error', fulfilmentMessages.failed, timing.toastMs));
  }
}

export function* fulfilmentSaga() {
  yield takeLatest(ordersRequested.type, loadOrders);
  yield takeLatest(orderRequested.type, loadOrder);
  yield takeEvery(orderChangeRequested.type, changeOrder);
}
