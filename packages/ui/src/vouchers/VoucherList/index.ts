export { VoucherList } from './VoucherList';
export type { VoucherListProps } from './VoucherList';
