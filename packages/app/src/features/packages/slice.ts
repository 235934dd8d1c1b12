import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Package } from '@wellness/api';
import { emptyList, listFailed, listLoaded, listLoading, type DataList } from '../../lib/dataList';

export interface PackagesState {
  list: DataList<Package>;
  /** The package being selected, while the call runs ('Processing...'). */
  selecting: string | null;
}

const initialState: PackagesState = { list: emptyList(), selecting: null };

const packagesSlice = createSlice({
  name: 'packages',
  initialState,
  reducers: {
    packagesRequested(state) {
      state.list = listLoading();
    },
    packagesLoaded(state, action: PayloadAction<Package[]>) {
      state.list = listLoaded(action.payload);
    },
    packagesFailed(state, action: PayloadAction<string>) {
      state.list = listFailed(action.payload);
    },
    packageSelectRequested(state, action: PayloadAction<string>) {
      state.selecting = action.payload;
    },
    packageSelectFinished(state) {
      state.selecting = null;
    },
  },
});

export const {
  packagesRequested,
  packagesLoaded,
  packagesFailed,
  packageSelectRequested,
  packageSelectFinished,
} = packagesSlice.actions;
export const packagesReducer = packagesSlice.reducer;
