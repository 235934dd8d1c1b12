import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';

const selectItems = (state: RootState) => state.vouchers.list.items;
const selectMemberPackageUuid = (state: RootState) => state.session.user?.package?.uuid ?? null;

/**
 * §2 / §5: only vouchers whose membershipPackage equals the member's package uuid are shown (the rule of
 * selectVoucherVisible in features/gating); a member without a package sees none. The server already answers
 * with the member's package only: this keeps the screen right if the two ever disagree (a package changed in
 * another tab, a stale list).
 */
export const selectMemberVouchers = createSelector(
  [selectItems, selectMemberPackageUuid],
  (items, packageUuid) =>
    packageUuid === null ? [] : items.filter((voucher) => voucher.membershipPackage === packageUuid),
);

/** One of the member's shown vouchers, by id (the details screen's `?id=`). */
export const selectMemberVoucher = (state: RootState, id: string) =>
  selectMemberVouchers(state).find((voucher) => voucher.id === id) ?? null;

export const selectIsRedeeming = (state: RootState, id: string) => state.vouchers.redeeming.includes(id);
