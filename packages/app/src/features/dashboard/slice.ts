import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HealthHeroSession, Product, ProductCategory, WellnessEvent } from '@wellness/api';

export interface DashboardSummary {
  /** The member's next registered event (active, not yet started), or null. */
  nextEvent: Pick<WellnessEvent, 'uuid' | 'name' | 'startTime'> | null;
  /** The next accepted health hero session (today or later), or null; null also when the call failed. */
  nextSession:
    (Pick<HealthHeroSession, 'uuid' | 'sessionDate' | 'sessionTime'> & { heroName: string }) | null;
  /** Vouchers of the member's package (null when the call failed). */
  voucherCount: number | null;
}

/** The marketplace sections the spec's dashboard loads; null when their call failed. */
interface DashboardShop {
  categories: ProductCategory[] | null;
  products: Product[] | null;
  services: Product[] | null;
}

interface DashboardState {
  status: 'idle' | 'loading' | 'succeeded';
  summary: DashboardSummary;
  shop: DashboardShop;
}

const initialState: DashboardState = {
  status: 'idle',
  summary: { nextEvent: null, nextSession: null, voucherCount: null },
  shop: { categories: [], products: [], services: [] },
};

const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState,
  reducers: {
    dashboardRequested(state) {
      state.status = 'loading';
    },
    dashboardLoaded(state, action: PayloadAction<{ summary: DashboardSummary; shop: DashboardShop }>) {
      state.status = 'succeeded';
      state.summary = action.payload.summary;
      state.shop = action.payload.shop;
    },
  },
});

export const { dashboardRequested, dashboardLoaded } = dashboardSlice.actions;
export const dashboardReducer = dashboardSlice.reducer;
