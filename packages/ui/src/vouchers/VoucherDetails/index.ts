export { VoucherDetails } from './VoucherDetails';
export type { VoucherDetailsProps, VoucherDetailsVoucher } from './VoucherDetails';
