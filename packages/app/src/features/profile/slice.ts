import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** First-time completion (§5): only these five fields are sent. */
export interface ProfileCompletionValues {
  name: string;
  country: string;
  state: string;
  city: string;
  zipCode: string;
}

/** The fields of a profile update that changed (the spec's profile fields, name combined). */
export interface ProfileValues {
  name?: string;
  mobile?: string;
  countryCode?: string;
  city?: string;
  country?: string;
  gender?: string;
  ageGroup?: string;
  addressLine1?: string;
  addressLine2?: string;
  zipCode?: string;
  state?: string;
  image?: File;
}

export interface AddressValues {
  addressLine1: string;
  addressLine2: string;
  zipCode: string;
  state: string;
  city: string;
  country: string;
}

interface ProfileState {
  completionBusy: boolean;
  profileBusy: boolean;
  addressBusy: boolean;
  /** "Download my data" on its way. */
  myDataBusy: boolean;
  /** "Delete my account" on its way, and the server's refusal (a wrong password) for the dialog. */
  deleteBusy: boolean;
  deleteError: string | null;
}

const initialState: ProfileState = {
  completionBusy: false,
  profileBusy: false,
  addressBusy: false,
  myDataBusy: false,
  deleteBusy: false,
  deleteError: null,
};

const profileSlice = createSlice({
  name: 'profile',
  initialState,
  reducers: {
    profileCompletionRequested(state, _action: PayloadAction<ProfileCompletionValues>) {
      state.completionBusy = true;
    },
    profileCompletionFinished(state) {
      state.completionBusy = false;
    },
    profileUpdateRequested(state, _action: PayloadAction<ProfileValues>) {
      state.profileBusy = true;
    },
    profileUpdateFinished(state) {
      state.profileBusy = false;
    },
    /** `then`: where to go after saving (the add-address page returns to the profile). */
    addressUpdateRequested: {
      reducer(state) {
        state.addressBusy = true;
      },
      prepare(values: AddressValues, then?: string) {
        return { payload: { values, then } };
      },
    },
    addressUpdateFinished(state) {
      state.addressBusy = false;
    },
    myDataRequested(state) {
      state.myDataBusy = true;
    },
    myDataFinished(state) {
      state.myDataBusy = false;
    },
    accountDeletionRequested(state, _action: PayloadAction<{ password: string; confirm: true }>) {
      state.deleteBusy = true;
      state.deleteError = null;
    },
    accountDeletionFailed(state, action: PayloadAction<string>) {
      state.deleteBusy = false;
      state.deleteError = action.payload;
    },
  },
});

export const {
  profileCompletionRequested,
  profileCompletionFinished,
  profileUpdateRequested,
  profileUpdateFinished,
  addressUpdateRequested,
  addressUpdateFinished,
  myDataRequested,
  myDataFinished,
  accountDeletionRequested,
  accountDeletionFailed,
} = profileSlice.actions;
export const profileReducer = profileSlice.reducer;
