import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { noStaffAuditFilters } from '@wellness/ui/staff';
import type { AuditPage, AuditQuery, StaffAuditEntry } from './api';

export interface AuditState {
  items: StaffAuditEntry[];
  total: number;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  query: AuditQuery;
  /** The staff members to filter by (read once). */
  staffOptions: { uuid: string; name: string }[];
}

const initialState: AuditState = {
  items: [],
  total: 0,
  status: 'idle',
  query: { page: 1, filters: noStaffAuditFilters },
  staffOptions: [],
};

const auditSlice = createSlice({
  name: 'audit',
  initialState,
  reducers: {
    auditRequested(state, action: PayloadAction<Partial<AuditQuery> | undefined>) {
      state.query = { ...state.query, ...action.payload };
      state.status = 'loading';
    },
    auditLoaded(state, action: PayloadAction<AuditPage>) {
      state.items = action.payload.items;
      state.total = action.payload.total;
      state.query.page = action.payload.page;
      state.status = 'loaded';
    },
    auditFailed(state) {
      state.items = [];
      state.status = 'failed';
    },
    staffOptionsLoaded(state, action: PayloadAction<{ uuid: string; name: string }[]>) {
      state.staffOptions = action.payload;
    },
  },
});

export const { auditRequested, auditLoaded, auditFailed, staffOptionsLoaded } = auditSlice.actions;
export const auditReducer = auditSlice.reducer;
