export { VoucherCard } from './VoucherCard';
export type { VoucherCardProps, VoucherCardVoucher } from './VoucherCard';
