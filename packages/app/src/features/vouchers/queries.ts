import { useMemo } from 'react';
import type { Voucher } from '@wellness/api';
import { useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/rootReducer';
import { appApi, contract, type CallError, type EndpointServices } from '../../app/appApi';
import { notify } from '../notifications/slice';

/** Every redemption outcome mapped to its message in one place (the spec words none of them). */
const redeemMessages = {
  success: { id: 'app.vouchers.toast.redeemed' },
  alreadyRedeemed: { id: 'app.vouchers.toast.alreadyRedeemed' },
  expired: { id: 'app.vouchers.toast.expired' },
  usedUp: { id: 'app.vouchers.toast.usedUp' },
  notAvailable: { id: 'app.vouchers.toast.notAvailable' },
  failed: { id: 'app.vouchers.toast.failed' },
} as const;

/** Refusals that mean the voucher changed on the server (the list is read again); any other failure is 'failed'. */
const refusals: Record<string, (typeof redeemMessages)[keyof typeof redeemMessages]> = {
  VOUCHER_ALREADY_REDEEMED: redeemMessages.alreadyRedeemed,
  VOUCHER_EXPIRED: redeemMessages.expired,
  VOUCHER_USED_UP: redeemMessages.usedUp,
  VOUCHER_NOT_FOUND: redeemMessages.notAvailable,
};

const isRefusal = (error: CallError | undefined) => error !== undefined && error.code in refusals;

const listApi = appApi.enhanceEndpoints({ addTagTypes: ['Voucher'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The vouchers of the member's package (unexpired, with uses left, or redeemed by the member). */
    vouchers: build.query({ ...contract('get', '/user/voucher/list'), providesTags: ['Voucher'] }),
  }),
});

// A write that edits a list's cache is injected over the list's api (its types are known there, not in its own).
export const vouchersApi = listApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Redeems a voucher for the member: the server's copy (with `redeemedAt`) replaces the listed one and a toast
     * says so. A refusal says why and reads the list again quietly, as the voucher changed on the server
     * (redeemed elsewhere, expired, used up, not the member's package any more).
     */
    redeemVoucher: build.mutation({
      ...contract('post', '/user/voucher/apply', (voucherCode: string) => ({ body: { voucherCode } })),
      invalidatesTags: (_result, error) => (isRefusal(error) ? ['Voucher'] : []),
      async onQueryStarted(_code, { dispatch, queryFulfilled, extra }) {
        const { timing } = extra as EndpointServices;
        try {
          const { data: redeemed } = await queryFulfilled;
          dispatch(
            listApi.util.updateQueryData('vouchers', undefined, (list) =>
              list.map((voucher) => (voucher.id === redeemed.id ? redeemed : voucher)),
            ),
          );
          dispatch(notify('success', redeemMessages.success, timing.toastMs));
        } catch (failure) {
          const { error } = failure as { error: CallError };
          // A 401 has already signed the member out (the api client does that); nothing more to say here.
          if (error.status === 401) return;
          dispatch(notify('error', refusals[error.code] ?? redeemMessages.failed, timing.toastMs));
        }
      },
    }),
  }),
});

export const { useVouchersQuery, useRedeemVoucherMutation } = vouchersApi;

/**
 * §2 / §5: only vouchers whose membershipPackage equals the member's package uuid are shown (the rule of
 * selectVoucherVisible in features/gating); a member without a package sees none. The server already answers
 * with the member's package only: this keeps the screen right if the two ever disagree (a package changed in
 * another tab, a stale list).
 */
export function memberVouchers(vouchers: Voucher[] | undefined, packageUuid: string | null): Voucher[] {
  if (!vouchers || packageUuid === null) return [];
  return vouchers.filter((voucher) => voucher.membershipPackage === packageUuid);
}

const selectMemberPackageUuid = (state: RootState) => state.session.user?.package?.uuid ?? null;

/** The member's vouchers (§2 rule above) and the list query's state (loading, error, refetch). */
export function useMemberVouchers() {
  const packageUuid = useAppSelector(selectMemberPackageUuid);
  const query = useVouchersQuery();
  const vouchers = useMemo(() => memberVouchers(query.data, packageUuid), [query.data, packageUuid]);
  return { ...query, vouchers };
}
