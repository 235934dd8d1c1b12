import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { Voucher } from '@wellness/api';
import { contextValue } from '../../app/sagaContext';
import type { ApiOutcome } from '../../lib/apiOutcome';
import { notify } from '../notifications/slice';
import { fetchVouchers, redeemVoucher } from './api';
import {
  redeemFailed,
  redeemRequested,
  redeemSucceeded,
  vouchersFailed,
  vouchersLoaded,
  vouchersRequested,
} from './slice';

/** The list's error text (the wording of the other §2 lists). */
const VOUCHERS_LIST_FAILED = 'Oops something bad happened!';

/** Every redemption outcome mapped to its message in one place (the spec words none of them). */
const redeemMessages = {
  success: { id: 'app.vouchers.toast.redeemed' },
  alreadyRedeemed: { id: 'app.vouchers.toast.alreadyRedeemed' },
  expired: { id: 'app.vouchers.toast.expired' },
  usedUp: { id: 'app.vouchers.toast.usedUp' },
  notAvailable: { id: 'app.vouchers.toast.notAvailable' },
  failed: { id: 'app.vouchers.toast.failed' },
} as const;

const failureMessages: Record<string, (typeof redeemMessages)[keyof typeof redeemMessages]> = {
  VOUCHER_ALREADY_REDEEMED: redeemMessages.alreadyRedeemed,
  VOUCHER_EXPIRED: redeemMessages.expired,
  VOUCHER_USED_UP: redeemMessages.usedUp,
  VOUCHER_NOT_FOUND: redeemMessages.notAvailable,
};

function* loadVouchers() {
  const api = yield* contextValue('api');
  const result: ApiOutcome<Voucher[]> = yield call(fetchVouchers, api);
  yield put(result.ok ? vouchersLoaded(result.data) : vouchersFailed(VOUCHERS_LIST_FAILED));
}

/**
 * Redeem: the server's voucher (with redeemedAt) replaces the listed one and a success toast shows. A refusal
 * shows its reason; the voucher changed on the server (redeemed elsewhere, expired, used up, not the member's
 * package any more), so the list is read again quietly and the screens show it as it now is.
 */
export function* redeem({ payload }: ReturnType<typeof redeemRequested>) {
  const api = yield* contextValue('api');
  const timing = yield* contextValue('timing');
  const result: ApiOutcome<Voucher> = yield call(redeemVoucher, api, payload.voucherCode);
  if (result.ok) {
    yield put(redeemSucceeded(result.data));
    yield put(notify('success', redeemMessages.success, timing.toastMs));
    return;
  }
  yield put(redeemFailed(payload.id));
  // A 401 has already signed the member out (the API client does that); nothing more to say here.
  if (result.status === 401) return;
  const known = failureMessages[result.code];
  yield put(notify('error', known ?? redeemMessages.failed, timing.toastMs));
  if (!known) return;
  const refreshed: ApiOutcome<Voucher[]> = yield call(fetchVouchers, api);
  if (refreshed.ok) yield put(vouchersLoaded(refreshed.data));
}

export function* vouchersSaga() {
  yield takeLatest(vouchersRequested.type, loadVouchers);
  yield takeEvery(redeemRequested.type, redeem);
}
