import type { ApiClient, Voucher } from '@wellness/api';
import { toOutcome, type ApiOutcome } from '../../lib/apiOutcome';

/** The vouchers of the member's package (unexpired, with uses left, or redeemed by the member). */
export async function fetchVouchers(api: ApiClient): Promise<ApiOutcome<Voucher[]>> {
  return toOutcome(await api.GET('/user/voucher/list'));
}

/** Redeems the voucher for the signed-in member; the answer is the voucher with its `redeemedAt`. */
export async function redeemVoucher(api: ApiClient, voucherCode: string): Promise<ApiOutcome<Voucher>> {
  return toOutcome(await api.POST('/user/voucher/apply', { body: { voucherCode } }));
}
