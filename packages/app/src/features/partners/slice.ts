import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Partner, PartnerRequest, VendorRequest } from '@wellness/api';
import { emptyList, listFailed, listLoaded, listLoading, type DataList } from '../../lib/dataList';

/** Why an application was refused, as the form says it (read from the server's status and code). */
export type ApplicationFailure = 'imageType' | 'tooLarge' | 'rateLimited' | 'other';

export type PartnerApplication = Omit<PartnerRequest, 'logo'> & { logo: File };

interface ApplicationState {
  sending: boolean;
  failure: ApplicationFailure | null;
}

interface PartnersState {
  /** Every listed partner (the page filters and pages them). */
  list: DataList<Partner>;
  /** The partner of /partner/{uuid}. */
  detail: { status: 'idle' | 'loading' | 'succeeded' | 'failed' | 'notFound'; partner: Partner | null };
  vendor: ApplicationState;
  partner: ApplicationState;
}

const idleApplication: ApplicationState = { sending: false, failure: null };

const initialState: PartnersState = {
  list: emptyList(),
  detail: { status: 'idle', partner: null },
  vendor: idleApplication,
  partner: idleApplication,
};

const partnersSlice = createSlice({
  name: 'partners',
  initialState,
  reducers: {
    partnersRequested(state) {
      state.list = listLoading();
    },
    partnersLoaded(state, action: PayloadAction<Partner[]>) {
      state.list = listLoaded(action.payload);
    },
    partnersFailed(state, action: PayloadAction<string>) {
      state.list = listFailed(action.payload);
    },
    partnerRequested(state, _action: PayloadAction<string>) {
      state.detail = { status: 'loading', partner: null };
    },
    partnerLoaded(state, action: PayloadAction<Partner>) {
      state.detail = { status: 'succeeded', partner: action.payload };
    },
    partnerFailed(state, action: PayloadAction<'failed' | 'notFound'>) {
      state.detail = { status: action.payload, partner: null };
    },
    vendorApplicationSent(state, _action: PayloadAction<VendorRequest>) {
      state.vendor = { sending: true, failure: null };
    },
    vendorApplicationFinished(state, action: PayloadAction<ApplicationFailure | null>) {
      state.vendor = { sending: false, failure: action.payload };
    },
    partnerApplicationSent(state, _action: PayloadAction<PartnerApplication>) {
      state.partner = { sending: true, failure: null };
    },
    partnerApplicationFinished(state, action: PayloadAction<ApplicationFailure | null>) {
      state.partner = { sending: false, failure: action.payload };
    },
    /** A form opened afresh shows no earlier refusal. */
    applicationFormOpened(state) {
      state.vendor = idleApplication;
      state.partner = idleApplication;
    },
  },
});

export const {
  partnersRequested,
  partnersLoaded,
  partnersFailed,
  partnerRequested,
  partnerLoaded,
  partnerFailed,
  vendorApplicationSent,
  vendorApplicationFinished,
  partnerApplicationSent,
  partnerApplicationFinished,
  applicationFormOpened,
} = partnersSlice.actions;
export const partnersReducer = partnersSlice.reducer;
