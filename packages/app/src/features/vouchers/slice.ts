import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Voucher } from '@wellness/api';
import { emptyList, listFailed, listLoaded, listLoading, type DataList } from '../../lib/dataList';

interface VouchersState {
  list: DataList<Voucher>;
  /** Ids of the vouchers whose redemption is being sent. */
  redeeming: string[];
}

const initialState: VouchersState = { list: emptyList(), redeeming: [] };

type RedeemPayload = Pick<Voucher, 'id' | 'voucherCode'>;

const vouchersSlice = createSlice({
  name: 'vouchers',
  initialState,
  reducers: {
    vouchersRequested(state) {
      state.list = listLoading();
    },
    /** Also the quiet refresh after a refused redemption: the list is replaced without a loading state. */
    vouchersLoaded(state, action: PayloadAction<Voucher[]>) {
      state.list = listLoaded(action.payload);
    },
    vouchersFailed(state, action: PayloadAction<string>) {
      state.list = listFailed(action.payload);
    },
    redeemRequested(state, action: PayloadAction<RedeemPayload>) {
      if (!state.redeeming.includes(action.payload.id)) state.redeeming.push(action.payload.id);
    },
    /** The server's copy of the voucher (with `redeemedAt`) replaces the listed one. */
    redeemSucceeded(state, action: PayloadAction<Voucher>) {
      const voucher = action.payload;
      state.redeeming = state.redeeming.filter((id) => id !== voucher.id);
      state.list.items = state.list.items.map((item) => (item.id === voucher.id ? voucher : item));
    },
    redeemFailed(state, action: PayloadAction<string>) {
      state.redeeming = state.redeeming.filter((id) => id !== action.payload);
    },
  },
});

export const {
  vouchersRequested,
  vouchersLoaded,
  vouchersFailed,
  redeemRequested,
  redeemSucceeded,
  redeemFailed,
} = vouchersSlice.actions;
export const vouchersReducer = vouchersSlice.reducer;
