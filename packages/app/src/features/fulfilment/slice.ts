import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FulfilmentStep } from '@wellness/ui/staff';
import type { OrdersPage, OrdersQuery, StaffOrder } from './api';

interface FulfilmentState {
  items: StaffOrder[];
  total: number;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  query: OrdersQuery;
  /** Orders whose change is on its way (their buttons are busy until the server answers). */
  busy: number[];
  /** The order page (/staff/orders/:id). */
  detail: { id: number | null; order: StaffOrder | null; status: 'idle' | 'loading' | 'loaded' | 'failed' };
}

const initialState: FulfilmentState = {
  items: [],
  total: 0,
  status: 'idle',
  query: { page: 1, search: '', filter: 'waiting' },
  busy: [],
  detail: { id: null, order: null, status: 'idle' },
};

type OrderChange = { kind: 'step'; step: FulfilmentStep } | { kind: 'refund'; reason: string };

const fulfilmentSlice = createSlice({
  name: 'fulfilment',
  initialState,
  reducers: {
    /** Reads a page again; `query` changes page, sort, search or filter. */
    ordersRequested(
      state,
      action: PayloadAction<{ query?: Partial<OrdersQuery>; debounce?: boolean } | undefined>,
    ) {
      state.query = { ...state.query, ...action.payload?.query };
      state.status = 'loading';
    },
    ordersLoaded(state, action: PayloadAction<OrdersPage>) {
      state.items = action.payload.items;
      state.total = action.payload.total;
      state.query.page = action.payload.page;
      state.status = 'loaded';
    },
    ordersFailed(state) {
      state.items = [];
      state.status = 'failed';
    },
    orderRequested(state, action: PayloadAction<{ id: number }>) {
      const { id } = action.payload;
      state.detail = { id, order: state.detail.id === id ? state.detail.order : null, status: 'loading' };
    },
    orderLoaded(state, action: PayloadAction<StaffOrder>) {
      if (state.detail.id === action.payload.id)
        state.detail = { ...state.detail, order: action.payload, status: 'loaded' };
    },
    orderFailed(state, action: PayloadAction<{ id: number }>) {
      if (state.detail.id === action.payload.id)
        state.detail = { ...state.detail, order: null, status: 'failed' };
    },
    /** `from: 'page'`: the change was made on the order's page, which is read again (not the list). */
    orderChangeRequested(
      state,
      action: PayloadAction<{ order: StaffOrder; change: OrderChange; from?: 'list' | 'page' }>,
    ) {
      state.busy.push(action.payload.order.id);
    },
    /** The server's answer replaces the row (its new status); the page is read again after. */
    orderChanged(state, action: PayloadAction<StaffOrder>) {
      const changed = action.payload;
      state.busy = state.busy.filter((id) => id !== changed.id);
      state.items = state.items.map((order) => (order.id === changed.id ? changed : order));
      if (state.detail.id === changed.id) state.detail.order = changed;
    },
    orderChangeFailed(state, action: PayloadAction<{ id: number }>) {
      state.busy = state.busy.filter((id) => id !== action.payload.id);
    },
  },
});

export const {
  ordersRequested,
  ordersLoaded,
  ordersFailed,
  orderRequested,
  orderLoaded,
  orderFailed,
  orderChangeRequested,
  orderChanged,
  orderChangeFailed,
} = fulfilmentSlice.actions;
export const fulfilmentReducer = fulfilmentSlice.reducer;
