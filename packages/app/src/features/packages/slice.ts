import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Package, PaymentGateway, SubscriptionQuote } from '@wellness/api';
import { emptyList, listFailed, listLoaded, listLoading, type DataList } from '../../lib/dataList';
import type { SubmittedCard } from '../payments/cardGateway';

/**
 * Where a purchase stands: `quoting` (the price is asked), `card` (the card dialog), `submitting` (the card
 * dialog cannot be closed), `waiting` (the bank confirms), then `success` or `pending`.
 */
type PurchaseStep = 'idle' | 'quoting' | 'card' | 'submitting' | 'waiting' | 'success' | 'pending';

interface PurchaseState {
  step: PurchaseStep;
  packageUuid: string | null;
  packageName: string;
  quote: SubscriptionQuote | null;
  gateway: PaymentGateway;
  publishableKey: string | null;
  /** The member had a package before: the success text says 'upgraded', else 'assigned'. */
  upgraded: boolean;
}

export interface PackagesState {
  list: DataList<Package>;
  /** The package being selected or bought, while its card reads 'Processing...'. */
  selecting: string | null;
  /** The cancellation call is under way. */
  cancelling: boolean;
  purchase: PurchaseState;
}

const idlePurchase: PurchaseState = {
  step: 'idle',
  packageUuid: null,
  packageName: '',
  quote: null,
  gateway: 'local',
  publishableKey: null,
  upgraded: false,
};

const initialState: PackagesState = {
  list: emptyList(),
  selecting: null,
  cancelling: false,
  purchase: idlePurchase,
};

export type { SubmittedCard };

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
    purchaseStarted(state, action: PayloadAction<{ uuid: string; name: string; upgraded: boolean }>) {
      state.purchase = {
        ...idlePurchase,
        step: 'quoting',
        packageUuid: action.payload.uuid,
        packageName: action.payload.name,
        upgraded: action.payload.upgraded,
      };
    },
    cardDialogOpened(
      state,
      action: PayloadAction<{
        quote: SubscriptionQuote;
        gateway: PaymentGateway;
        publishableKey: string | null;
      }>,
    ) {
      state.purchase.step = 'card';
      state.purchase.quote = action.payload.quote;
      state.purchase.gateway = action.payload.gateway;
      state.purchase.publishableKey = action.payload.publishableKey;
    },
    cardSubmitted(state, _action: PayloadAction<SubmittedCard>) {
      state.purchase.step = 'submitting';
    },
    /** A failed attempt: the card dialog stays open for another try. */
    cardSubmitFailed(state) {
      state.purchase.step = 'card';
    },
    paymentWaiting(state) {
      state.purchase.step = 'waiting';
    },
    purchaseSettled(state, action: PayloadAction<'success' | 'pending'>) {
      state.purchase.step = action.payload;
      state.selecting = null;
    },
    /** The card dialog was closed, or the purchase could not start. */
    purchaseClosed(state) {
      state.purchase = idlePurchase;
      state.selecting = null;
    },
    packageCancelConfirmed(state) {
      state.cancelling = true;
    },
    packageCancelFinished(state) {
      state.cancelling = false;
    },
  },
});

export const {
  packagesRequested,
  packagesLoaded,
  packagesFailed,
  packageSelectRequested,
  packageSelectFinished,
  purchaseStarted,
  cardDialogOpened,
  cardSubmitted,
  cardSubmitFailed,
  paymentWaiting,
  purchaseSettled,
  purchaseClosed,
  packageCancelConfirmed,
  packageCancelFinished,
} = packagesSlice.actions;
export const packagesReducer = packagesSlice.reducer;
