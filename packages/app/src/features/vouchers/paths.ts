/** §2 names the screen 'voucher list' without its address; this is the one chosen. */
export const VOUCHER_LIST_PATH = '/voucher/list';
const VOUCHER_DETAILS_PATH = '/voucher/details';

/** The details screen takes the voucher's id in the address, so a reload or a shared link still works. */
export const voucherDetailsPath = (id: string) => `${VOUCHER_DETAILS_PATH}?${new URLSearchParams({ id })}`;
