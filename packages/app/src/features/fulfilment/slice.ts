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
}

const initialState: FulfilmentState = {
  items: [],
  total: 0,
  status: 'idle',
  query: { page: 1, search: '', filter: 'waiting' },
  busy: [],
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
    orderChangeRequested(state, action: PayloadAction<{ order: StaffOrder; change: OrderChange }>) {
      state.busy.push(action.payload.order.id);
    },
    /** The server's answer replaces the row (its new status); the page is read again after. */
    orderChanged(state, action: PayloadAction<StaffOrder>) {
      const changed = action.payload;
      state.busy = state.busy.filter((id) => id !== changed.id);
      state.items = state.items.map((order) => (order.id === changed.id ? changed : order));
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
  orderChangeRequested,
  orderChanged,
  orderChangeFailed,
} = fulfilmentSlice.actions;
export const fulfilmentReducer = fulfilmentSlice.reducer;
