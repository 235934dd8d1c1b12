import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Transaction } from '@wellness/api';
import { emptyList, listFailed, listLoaded, listLoading, type DataList } from '../../lib/dataList';

interface TransactionsState {
  list: DataList<Transaction>;
}

const initialState: TransactionsState = { list: emptyList() };

const transactionsSlice = createSlice({
  name: 'transactions',
  initialState,
  reducers: {
    transactionsRequested(state) {
      state.list = listLoading();
    },
    transactionsLoaded(state, action: PayloadAction<Transaction[]>) {
      state.list = listLoaded(action.payload);
    },
    transactionsFailed(state, action: PayloadAction<string>) {
      state.list = listFailed(action.payload);
    },
  },
});

export const { transactionsRequested, transactionsLoaded, transactionsFailed } = transactionsSlice.actions;
export const transactionsReducer = transactionsSlice.reducer;
