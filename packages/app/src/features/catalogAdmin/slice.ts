import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProductCategory, StaffCatalogItem, StaffCatalogItemCreate } from '@wellness/api';
import { noCatalogItemFilters, type StockAdjustValues } from '@wellness/ui/staff';
import type { CatalogItemsPage, CatalogItemsQuery } from './api';

type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface CatalogAdminState {
  items: StaffCatalogItem[];
  total: number;
  status: LoadStatus;
  query: CatalogItemsQuery;
  /** Every category of every kind (to filter by and to choose), read once. */
  categories: ProductCategory[];
  detail: { id: number | null; data: StaffCatalogItem | null; status: LoadStatus };
  /** A save on its way, and the server's refusal of the last one. */
  saving: boolean;
  saveError: string | null;
  /** A stock change on its way, its refusal, and how many succeeded (the dialog closes on each). */
  adjusting: boolean;
  adjustError: string | null;
  adjusted: number;
}

const initialState: CatalogAdminState = {
  items: [],
  total: 0,
  status: 'idle',
  query: { page: 1, search: '', filters: noCatalogItemFilters },
  categories: [],
  detail: { id: null, data: null, status: 'idle' },
  saving: false,
  saveError: null,
  adjusting: false,
  adjustError: null,
  adjusted: 0,
};

const catalogAdminSlice = createSlice({
  name: 'catalogAdmin',
  initialState,
  reducers: {
    catalogItemsRequested(
      state,
      action: PayloadAction<{ query?: Partial<CatalogItemsQuery>; debounce?: boolean } | undefined>,
    ) {
      state.query = { ...state.query, ...action.payload?.query };
      state.status = 'loading';
    },
    catalogItemsLoaded(state, action: PayloadAction<CatalogItemsPage>) {
      state.items = action.payload.items;
      state.total = action.payload.total;
      state.query.page = action.payload.page;
      state.status = 'loaded';
    },
    catalogItemsFailed(state) {
      state.items = [];
      state.status = 'failed';
    },
    categoriesLoaded(state, action: PayloadAction<ProductCategory[]>) {
      state.categories = action.payload;
    },
    catalogItemRequested(state, action: PayloadAction<number>) {
      if (state.detail.id !== action.payload) state.detail.data = null;
      state.detail.id = action.payload;
      state.detail.status = 'loading';
      state.saveError = null;
    },
    catalogItemLoaded(state, action: PayloadAction<StaffCatalogItem>) {
      state.detail = { id: action.payload.id, data: action.payload, status: 'loaded' };
    },
    catalogItemFailed(state) {
      state.detail.status = 'failed';
    },
    /** A new item (no id) or the changes of the shown one. */
    catalogItemSaveRequested(state, _action: PayloadAction<{ id?: number; body: StaffCatalogItemCreate }>) {
      state.saving = true;
      state.saveError = null;
    },
    catalogItemSaved(state, action: PayloadAction<StaffCatalogItem>) {
      state.saving = false;
      state.detail = { id: action.payload.id, data: action.payload, status: 'loaded' };
    },
    catalogItemSaveFailed(state, action: PayloadAction<string>) {
      state.saving = false;
      state.saveError = action.payload;
    },
    newCatalogItemOpened(state) {
      // The saga reads the categories for the form when it has none yet.
      state.saveError = null;
      state.detail = { id: null, data: null, status: 'idle' };
    },
    stockAdjustRequested(state, _action: PayloadAction<{ id: number; values: StockAdjustValues }>) {
      state.adjusting = true;
      state.adjustError = null;
    },
    stockAdjusted(state, action: PayloadAction<StaffCatalogItem>) {
      state.adjusting = false;
      state.adjusted += 1;
      state.detail.data = action.payload;
    },
    stockAdjustFailed(state, action: PayloadAction<string>) {
      state.adjusting = false;
      state.adjustError = action.payload;
    },
    stockAdjustDismissed(state) {
      state.adjustError = null;
    },
  },
});

export const {
  catalogItemsRequested,
  catalogItemsLoaded,
  catalogItemsFailed,
  categoriesLoaded,
  catalogItemRequested,
  catalogItemLoaded,
  catalogItemFailed,
  catalogItemSaveRequested,
  catalogItemSaved,
  catalogItemSaveFailed,
  newCatalogItemOpened,
  stockAdjustRequested,
  stockAdjusted,
  stockAdjustFailed,
  stockAdjustDismissed,
} = catalogAdminSlice.actions;
export const catalogAdminReducer = catalogAdminSlice.reducer;
